// The 'Mon matching' badge's source: how many profiles match, published on the shared bus so the
// shell shows it on every dashboard page, not only after a matching page was opened.
import { isOwner, isPro, matchCountChanged, type User } from '@coloc/shared';
import { createEffect, createEvent, sample } from 'effector';
import { countMatchingUsers } from '../../../entities/matching/api/matchingApi';
import { readNbMatching } from '../../../entities/matching/model/nbMatching';

export interface CountContext {
  user: User | null;
  /** The `home_id` query of owner screens (SPEC 2.4), else the default home. */
  homeId: number | null;
}

export const countRequested = createEvent<CountContext>();

/** Seekers count profiles for their saved search; owners and pros count profiles for the home. */
export const loadMatchCountFx = createEffect(async ({ user, homeId }: CountContext): Promise<number | null> => {
  if (!user) return null;
  if (isPro(user) || isOwner(user)) {
    if (!homeId && !user.home) return 0;
    return (await readNbMatching(homeId ?? 'default')).count;
  }
  if (!user.search?.city_searches.length) return 0;
  return countMatchingUsers();
});

sample({ clock: countRequested, target: loadMatchCountFx });
sample({
  clock: loadMatchCountFx.doneData,
  filter: (count): count is number => count !== null,
  target: matchCountChanged,
});
