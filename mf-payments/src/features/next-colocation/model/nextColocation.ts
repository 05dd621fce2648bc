// State of « ma prochaine colocation »: the plan to edit, and « Voir les colocations », which saves
// the plan, writes it into the user's search and refreshes the session's copy of that search.
import { errorText, userReceived, type NextColocationPlan, type Search, type User } from '@coloc/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { fetchPlan, savePlan, writeSearch } from '../api/nextColocationApi';
import { planBody, searchChanges, type PlanForm } from './planForm';

export type LoadState = 'loading' | 'ready' | 'failed';

export const nextColocationOpened = createEvent();
export const nextColocationRetried = createEvent();

export const loadPlanFx = createEffect(() => fetchPlan());

export const showColocationsFx = createEffect(async ({ form, user }: { form: PlanForm; user: User }): Promise<{ plan: NextColocationPlan; search: Search }> => {
  const plan = await savePlan(planBody(form));
  const searchId = user.search?.id ?? user.search_id ?? null;
  const search = await writeSearch(searchId, searchChanges(form, user.search));
  return { plan, search };
});

export const $plan = createStore<NextColocationPlan | null>(null)
  .on(loadPlanFx.doneData, (_, plan) => plan)
  .on(showColocationsFx.doneData, (_, { plan }) => plan);
export const $loadState = createStore<LoadState>('loading')
  .on(nextColocationOpened, () => 'loading')
  .on(loadPlanFx.done, () => 'ready')
  .on(loadPlanFx.fail, () => 'failed');
export const $loadError = createStore<string | null>(null)
  .on(loadPlanFx.failData, (_, error) => errorText(error))
  .reset(loadPlanFx.done);

sample({ clock: [nextColocationOpened, nextColocationRetried], target: loadPlanFx });

// Home matching reads the saved search from the session: give it the new one.
sample({
  clock: showColocationsFx.done,
  fn: ({ params, result }) => ({ ...params.user, search: result.search, search_id: result.search.id ?? params.user.search_id }),
  target: userReceived,
});
