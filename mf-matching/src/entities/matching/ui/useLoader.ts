import { useCallback, useEffect, useRef, useState } from 'react';

export type LoadState<T> = { status: 'loading' } | { status: 'done'; data: T } | { status: 'failed'; error: unknown };

/**
 * Loads again whenever `key` changes (a page, a sort, a search), aborting the call it replaces so
 * a slow answer never overwrites a newer one. A null key loads nothing (the state stays null).
 */
export function useLoader<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<LoadState<T> | null>(key === null ? null : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (key === null) {
      setState(null);
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'done', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  /** Changes the loaded data in place (a card removed, a favourite toggled). */
  const update = useCallback((change: (data: T) => T) => {
    setState((current) => (current?.status === 'done' ? { status: 'done', data: change(current.data) } : current));
  }, []);
  return { state, retry, update };
}
