/**
 * After a failed client-side check, move focus to the first invalid control so keyboard and
 * screen-reader users land on it and hear its error (wired via aria-describedby). Runs after
 * React has rendered the errors.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
