import { SCROLL_TO_TOP_MS } from '@coloc/shared';

let frame = 0;

/** SPEC 2.11: every navigation scrolls to the top over 200 ms (eased, cancelled by a newer one). */
export function scrollToTop(duration = SCROLL_TO_TOP_MS): void {
  cancelAnimationFrame(frame);
  const from = window.scrollY;
  if (from <= 0) return;
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, 0);
    return;
  }
  const start = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - start) / duration);
    const eased = 1 - (1 - progress) ** 3;
    window.scrollTo(0, Math.round(from * (1 - eased)));
    if (progress < 1) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
}
