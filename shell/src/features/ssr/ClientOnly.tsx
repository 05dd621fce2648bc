// Parts of the page that depend on the browser (stored choices, service worker, third-party
// widgets): rendered after hydration, so the server's HTML and the browser's first render agree.
import { useEffect, useState, type ReactNode } from 'react';

export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

export function ClientOnly({ children }: { children: ReactNode }) {
  return useMounted() ? <>{children}</> : null;
}
