// Lazy loading (SPEC 9: preload 2.5): an element counts as near once it comes within 2.5 viewport
// heights of the screen, so a below-the-fold image has started loading before it is scrolled to.
// One IntersectionObserver serves every element of the page.
import { useCallback, useEffect, useState } from 'react';
import { LAZY_PRELOAD } from '../constants';

/** The observer's margin: 2.5 viewport heights above and below the screen. */
export const LAZY_ROOT_MARGIN = `${LAZY_PRELOAD * 100}% 0px`;

type Listener = () => void;
let observer: IntersectionObserver | null = null;
const listeners = new Map<Element, Listener>();

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const listener = listeners.get(entry.target);
        unobserve(entry.target);
        listener?.();
      }
    },
    { rootMargin: LAZY_ROOT_MARGIN },
  );
  return observer;
}

function unobserve(element: Element) {
  listeners.delete(element);
  observer?.unobserve(element);
}

/**
 * Returns a ref for the element and whether it has come near the screen (it stays true). Server
 * and first browser render answer false (or true when `eager`), so hydration matches. Without
 * IntersectionObserver everything is near.
 */
export function useNearViewport<T extends Element>(eager = false): [(element: T | null) => void, boolean] {
  const [near, setNear] = useState(eager);
  const [element, setElement] = useState<T | null>(null);
  const ref = useCallback((node: T | null) => setElement(node), []);

  useEffect(() => {
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    listeners.set(element, () => setNear(true));
    sharedObserver().observe(element);
    return () => unobserve(element);
  }, [element, near]);

  return [ref, near];
}
