import { errorStatus, errorText, type PublicAdvert } from '@coloc/shared';
import { useUnit } from 'effector-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchAdvert } from '../api/advertApi';
import { $advertSeed, type AdvertSeed } from './advertSeed';

export type AdvertLoad =
  | { state: 'loading' }
  | { state: 'ready'; advert: PublicAdvert }
  /** Not published (or never existed): the same answer for both, on purpose. */
  | { state: 'missing' }
  | { state: 'failed'; message: string };

/**
 * The advert, read again whenever the viewer changes (`viewerId`): the match percentages are
 * computed for the signed-in seeker, so signing in or out on the page must refresh them.
 */
function fromSeed(seed: AdvertSeed): AdvertLoad {
  return 'missing' in seed ? { state: 'missing' } : { state: 'ready', advert: seed.advert };
}

export function useAdvert(homeId: number, { preview, viewerId }: { preview: boolean; viewerId: number | null }) {
  // What the server rendered (an anonymous read): the page starts from it, as the HTML does.
  const seed = useUnit($advertSeed);
  const seeded = !preview && seed?.homeId === homeId ? seed : null;
  const [load, setLoad] = useState<AdvertLoad>(() => (seeded ? fromSeed(seeded) : { state: 'loading' }));
  const [attempt, setAttempt] = useState(0);
  // A visitor gets what the server read; a signed-in seeker reads it again for their own scores.
  const skipRead = useRef(seeded !== null);

  useEffect(() => {
    if (skipRead.current && viewerId === null) {
      skipRead.current = false;
      return;
    }
    skipRead.current = false;
    if (!Number.isInteger(homeId) || homeId <= 0) {
      setLoad({ state: 'missing' });
      return;
    }
    const controller = new AbortController();
    // A new viewer keeps the advert on screen while it is read again; only a new home shows the skeleton.
    setLoad((current) => (current.state === 'ready' && current.advert.id === homeId ? current : { state: 'loading' }));
    fetchAdvert(homeId, { preview, signal: controller.signal }).then(
      (advert) => setLoad({ state: 'ready', advert }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad(errorStatus(error) === 404 ? { state: 'missing' } : { state: 'failed', message: errorText(error) });
      },
    );
    return () => controller.abort();
  }, [homeId, preview, viewerId, attempt]);

  const retry = useCallback(() => {
    setLoad({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { load, retry };
}
