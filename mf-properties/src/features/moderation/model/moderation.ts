// The moderation queue of one status and the decisions taken on it: a decided advert leaves the
// queue; a refused decision (e.g. decided meanwhile by another moderator) stays next to the advert.
import { errorStatus, errorText, type ModerationItem } from '@coloc/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { approveAdvert, fetchQueue, rejectAdvert, type QueueStatus } from '../api/moderationApi';
import { moderationTexts } from '../texts';

export const REASON_LIMITS = { min: 10, max: 1000 } as const;

export type LoadState = 'loading' | 'ready' | 'failed';
export type Decision = { kind: 'approve'; item: ModerationItem } | { kind: 'reject'; item: ModerationItem; reason: string };

export const queueOpened = createEvent<QueueStatus>();

export const loadQueueFx = createEffect((status: QueueStatus) => fetchQueue(status));
export const decideFx = createEffect((decision: Decision) =>
  decision.kind === 'approve' ? approveAdvert(decision.item.home.id) : rejectAdvert(decision.item.home.id, decision.reason),
);

const $status = createStore<QueueStatus>('pending').on(queueOpened, (_, status) => status);
const loaded = sample({ clock: loadQueueFx.done, source: $status, filter: (status, { params }) => status === params, fn: (_, { result }) => result.items });

export const $queue = createStore<ModerationItem[]>([])
  .on(queueOpened, (items, status) => items.filter((item) => item.home.moderation_status === status))
  .on(loaded, (_, items) => items)
  .on(decideFx.done, (items, { params }) => items.filter((item) => item.home.id !== params.item.home.id));
export const $queueState = createStore<LoadState>('loading')
  .on(loadQueueFx, () => 'loading')
  .on(loaded, () => 'ready')
  .on(loadQueueFx.fail, () => 'failed');
export const $queueError = createStore<string | null>(null)
  .on(loadQueueFx.failData, (_, error) => errorText(error))
  .reset(loadQueueFx);

/** The advert a decision is on its way for (its buttons wait). */
export const $decidingId = createStore<number | null>(null)
  .on(decideFx, (_, decision) => decision.item.home.id)
  .reset(decideFx.finally);

/** The last decision taken, said above the queue. */
export const $lastDecision = createStore<{ kind: Decision['kind']; title: string } | null>(null)
  .on(decideFx.done, (_, { params }) => ({ kind: params.kind, title: params.item.home.name?.trim() || moderationTexts.item.unnamed }))
  .reset([queueOpened, decideFx]);

/** Why a decision was refused, by advert. */
export const $decisionErrors = createStore<Record<number, string>>({})
  .on(decideFx.fail, (errors, { params, error }) => ({ ...errors, [params.item.home.id]: errorText(error) }))
  .on(decideFx, (errors, decision) => {
    const { [decision.item.home.id]: _, ...rest } = errors;
    return rest;
  })
  .reset(queueOpened);

sample({ clock: queueOpened, target: loadQueueFx });
// Decided meanwhile by someone else (409 or 404): the queue as it is now.
sample({ clock: decideFx.failData, source: $status, filter: (_, error) => [404, 409].includes(errorStatus(error) ?? 0), target: loadQueueFx });

/** The refusal reason's rule: required, then 10 to 1000 characters. */
export function reasonError(reason: string): string | null {
  const length = reason.trim().length;
  const texts = moderationTexts.reject.errors;
  if (length === 0) return texts.required;
  if (length < REASON_LIMITS.min) return texts.short.replace('{{min}}', String(REASON_LIMITS.min));
  if (length > REASON_LIMITS.max) return texts.long.replace('{{max}}', String(REASON_LIMITS.max));
  return null;
}
