/** After a refused submit, the first faulty control gets the focus (its error is read out with it). */
export function focusFirstError(container: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const invalid = container?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]');
    if (!invalid) return;
    const target = invalid.matches('input, select, textarea, button')
      ? invalid
      : (invalid.closest('fieldset')?.querySelector<HTMLElement>('input, select, textarea, button') ?? invalid);
    target.focus();
  });
}
