import { errorText } from '@coloc/shared';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { fetchDefaultHome } from '../api/selectedHomeApi';
import { homeIdFromSearch } from '../model/homeIdQuery';

export type SelectedHome =
  | { status: 'loading' }
  | { status: 'ready'; homeId: number }
  | { status: 'none' }
  | { status: 'failed'; message: string };

/**
 * The home an owner screen works on (SPEC 2.4): the `home_id` query, else the user's default home.
 * `retry` asks for the default home again after a failure.
 */
export function useSelectedHome(): { selected: SelectedHome; retry: () => void } {
  const { search } = useLocation();
  const fromQuery = homeIdFromSearch(search);
  const [fallback, setFallback] = useState<SelectedHome>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (fromQuery !== null) return;
    let alive = true;
    setFallback({ status: 'loading' });
    fetchDefaultHome().then(
      (home) => alive && setFallback(home ? { status: 'ready', homeId: home.id } : { status: 'none' }),
      (error) => alive && setFallback({ status: 'failed', message: errorText(error) }),
    );
    return () => {
      alive = false;
    };
  }, [fromQuery, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { selected: fromQuery !== null ? { status: 'ready', homeId: fromQuery } : fallback, retry };
}
