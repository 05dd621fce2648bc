const CONTROLS = 'input:not([disabled]), select, textarea';

/**
 * After a refused submit, moves the focus to the control of the first error shown inside
 * `container`, so keyboard and screen-reader users land on what needs fixing.
 */
export function focusFirstError(container: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const alert = container?.querySelector('[role="alert"]');
    // The nearest ancestor holding a control is the field (or choice group) the error belongs to.
    let frame = alert?.parentElement ?? null;
    while (frame && frame !== container && !frame.querySelector(CONTROLS)) frame = frame.parentElement;
    frame?.querySelector<HTMLElement>(CONTROLS)?.focus();
  });
}
