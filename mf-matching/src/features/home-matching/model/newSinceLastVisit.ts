/*
 * « Nouveau » on the seeker's matches: the homes that were not in the list the last time this
 * browser showed it (issue 19: matches arrived since the last visit, alerts bring people here).
 * Kept in the browser: it is about this person's last look, not a fact about the home.
 */
import { useEffect, useState } from 'react';

const MAX_REMEMBERED = 2000;
const storageKey = (userId: number) => `tp-seen-homes-${userId}`;

/** The ids seen before, or null on the first visit (nothing is « new » then: everything would be). */
export function readSeen(userId: number, storage: Pick<Storage, 'getItem'> = localStorage): Set<number> | null {
  try {
    const raw = storage.getItem(storageKey(userId));
    if (raw === null) return null;
    const ids: unknown = JSON.parse(raw);
    return Array.isArray(ids) ? new Set(ids.filter((id): id is number => Number.isInteger(id))) : null;
  } catch {
    return null;
  }
}

export function rememberSeen(userId: number, ids: readonly number[], seen: ReadonlySet<number> | null, storage: Pick<Storage, 'setItem'> = localStorage): void {
  const all = [...(seen ?? []), ...ids.filter((id) => !seen?.has(id))];
  try {
    storage.setItem(storageKey(userId), JSON.stringify(all.slice(-MAX_REMEMBERED)));
  } catch {
    // Private mode or a full storage: no marker next time, nothing else lost.
  }
}

export function newSince(seen: ReadonlySet<number> | null, ids: readonly number[]): Set<number> {
  return seen === null ? new Set() : new Set(ids.filter((id) => !seen.has(id)));
}

/** The ids of this page new since the last visit; the page is then remembered as seen. */
export function useNewSinceLastVisit(userId: number | null, ids: readonly number[] | null): ReadonlySet<number> {
  const [fresh, setFresh] = useState<ReadonlySet<number>>(() => new Set());
  const key = ids ? ids.join(',') : null;
  useEffect(() => {
    if (userId === null || ids === null) return;
    const seen = readSeen(userId);
    setFresh(newSince(seen, ids));
    rememberSeen(userId, ids, seen);
    // `key` stands for `ids`: a new array with the same ids is the same page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, key]);
  return fresh;
}
