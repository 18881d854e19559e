/**
 * Marks <html data-input="pointer|keyboard"> with the way the user last interacted. Radix Tabs
 * move focus by script on mousedown, and Chromium then lets :focus-visible match after a plain
 * click; the stylesheet uses this mark to keep the ring for keyboard users only.
 */
export function trackInputModality(root: HTMLElement = document.documentElement): () => void {
  const pointer = () => {
    root.dataset.input = 'pointer';
  };
  const keyboard = (event: KeyboardEvent) => {
    // Modifier-only presses (e.g. Ctrl in Ctrl+click) are not keyboard navigation.
    if (['Control', 'Meta', 'Shift', 'Alt'].includes(event.key)) return;
    root.dataset.input = 'keyboard';
  };
  window.addEventListener('pointerdown', pointer, true);
  window.addEventListener('keydown', keyboard, true);
  return () => {
    window.removeEventListener('pointerdown', pointer, true);
    window.removeEventListener('keydown', keyboard, true);
  };
}
