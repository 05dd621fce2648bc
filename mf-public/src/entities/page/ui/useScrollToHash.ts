import { SCROLL_TO_TOP_MS } from '@coloc/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Brings `#anchor` into view once the page has rendered, and opens it when it is a <details>.
 * Runs after the shell's own scroll-to-top (SPEC 2.11, 200 ms), which would otherwise win.
 */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) return;
    const timer = window.setTimeout(() => {
      const target = document.getElementById(id);
      if (!target) return;
      if (target instanceof HTMLDetailsElement) target.open = true;
      target.scrollIntoView?.({ block: 'start' });
      const focusable = target instanceof HTMLDetailsElement ? target.querySelector('summary') : target;
      focusable?.focus({ preventScroll: true });
    }, SCROLL_TO_TOP_MS + 50);
    return () => window.clearTimeout(timer);
  }, [hash]);
}
