// Deleting a home (SPEC 5, 6, 8), from the properties list or the property bar: always after the
// confirmation 'Voulez-vous vraiment supprimer cette annonce ?'; while the call runs the home is
// "deleting"; a failure only ends that state (the API client has shown the server's reason).
import { confirm, loadUser } from '@coloc/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { deleteHome } from '../api/propertiesApi';
import { propertiesTexts } from '../texts';

/** A delete button was pressed for this home. */
export const homeDeletionRequested = createEvent<number>();

export const confirmDeletionFx = createEffect(async (homeId: number) => {
  const { title, content, yes, no } = propertiesTexts.delete;
  return { homeId, confirmed: await confirm({ title, content, yes, no }) };
});
export const deleteHomeFx = createEffect((homeId: number) => deleteHome(homeId));

/** The home is gone on the server. */
export const homeDeleted = createEvent<number>();

export const $deletingHomeIds = createStore<number[]>([])
  .on(deleteHomeFx, (ids, homeId) => (ids.includes(homeId) ? ids : [...ids, homeId]))
  .on(deleteHomeFx.finally, (ids, { params }) => ids.filter((id) => id !== params));

sample({ clock: homeDeletionRequested, source: $deletingHomeIds, filter: (ids, homeId) => !ids.includes(homeId), fn: (_, homeId) => homeId, target: confirmDeletionFx });
sample({ clock: confirmDeletionFx.doneData, filter: ({ confirmed }) => confirmed, fn: ({ homeId }) => homeId, target: deleteHomeFx });
sample({ clock: deleteHomeFx.done, fn: ({ params }) => params, target: homeDeleted });
// The session's user carries their first home (and an owner-occupier's status): read it again.
sample({ clock: homeDeleted, fn: () => ({ silent: true }), target: loadUser });
