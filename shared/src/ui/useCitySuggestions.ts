import { useEffect, useState } from 'react';
import { CITY_QUERY_MIN_LENGTH, searchCities, type City } from '../api/cities';

/** Wait for a pause in typing before asking the server. */
export const CITY_DEBOUNCE_MS = 250;

export type SuggestionStatus = 'idle' | 'loading' | 'done' | 'error';

export interface CitySuggestions {
  cities: City[];
  status: SuggestionStatus;
  /** The query the current list answers. */
  query: string;
}

const IDLE: CitySuggestions = { cities: [], status: 'idle', query: '' };

/** Cities matching what is typed, debounced; a newer query cancels the older request. */
export function useCitySuggestions(input: string, enabled: boolean): CitySuggestions {
  const [state, setState] = useState<CitySuggestions>(IDLE);
  const query = input.trim();

  useEffect(() => {
    if (!enabled || query.length < CITY_QUERY_MIN_LENGTH) {
      setState(IDLE);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((previous) => ({ ...previous, status: 'loading' }));
      searchCities(query, controller.signal).then(
        (cities) => setState({ cities, status: 'done', query }),
        () => {
          if (!controller.signal.aborted) setState({ cities: [], status: 'error', query });
        },
      );
    }, CITY_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, enabled]);

  return state;
}
