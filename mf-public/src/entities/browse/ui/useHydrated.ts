import { useEffect, useState } from 'react';

/**
 * False on the server and in the first render in the browser (so hydration matches), true once
 * JavaScript runs: what only helps without JavaScript (a « Trier » button) can then go away.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
