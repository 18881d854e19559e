(function () {
  try {
    var saved = localStorage.getItem('theme');
    var dark =
      saved === 'dark' || (saved !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
  } catch {
    /* storage blocked: follow the OS via CSS defaults */
  }
})();
