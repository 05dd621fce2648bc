// UI contracts every remote uses and the shell renders: error queue, confirm, popup (SPEC 2.11).
import { createEffect, createEvent, createStore, sample } from 'effector';

// Error modal: queued messages, shown one at a time.
export const showError = createEvent<string>();
export const errorDismissed = createEvent();
export const $errorQueue = createStore<string[]>([])
  .on(showError, (queue, message) => [...queue, message])
  .on(errorDismissed, (queue) => queue.slice(1));
export const $currentError = $errorQueue.map((queue) => queue[0] ?? null);

// Confirm modal: a promise answered by the shell's dialog.
export interface ConfirmOptions {
  title: string;
  content?: string;
  yes?: string;
  no?: string;
}
export interface ConfirmRequest extends Required<Omit<ConfirmOptions, 'content'>> {
  id: number;
  content: string;
}
let nextConfirmId = 0;
const pendingAnswers = new Map<number, (answer: boolean) => void>();

const confirmRequested = createEvent<ConfirmRequest>();
export const confirmAnswered = createEvent<{ id: number; answer: boolean }>();
export const $confirmQueue = createStore<ConfirmRequest[]>([])
  .on(confirmRequested, (queue, request) => [...queue, request])
  .on(confirmAnswered, (queue, { id }) => queue.filter((request) => request.id !== id));
export const $currentConfirm = $confirmQueue.map((queue) => queue[0] ?? null);

export const confirmFx = createEffect(
  (options: ConfirmOptions) =>
    new Promise<boolean>((resolve) => {
      const id = ++nextConfirmId;
      pendingAnswers.set(id, resolve);
      confirmRequested({ id, title: options.title, content: options.content ?? '', yes: options.yes ?? 'Oui', no: options.no ?? 'Annuler' });
    }),
);
const resolveAnswerFx = createEffect(({ id, answer }: { id: number; answer: boolean }) => {
  pendingAnswers.get(id)?.(answer);
  pendingAnswers.delete(id);
});
sample({ clock: confirmAnswered, target: resolveAnswerFx });

/** `if (await confirm({ title: 'Supprimer ?' })) …`: yes defaults to 'Oui', no to 'Annuler'. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return confirmFx(options);
}

// Generic popup: falls back to the title 'Error {status}' with the status text (SPEC 2.11, 8).
export interface PopupOptions {
  title?: string;
  content?: string;
  status?: number;
  statusText?: string;
}
export interface PopupContent {
  title: string;
  content: string;
}
export function popupContent(options: PopupOptions): PopupContent {
  return {
    title: options.title ?? `Error ${options.status ?? ''}`.trim(),
    content: options.content ?? options.statusText ?? '',
  };
}
export const popup = createEvent<PopupOptions>();
export const popupClosed = createEvent();
export const $popup = createStore<PopupContent | null>(null)
  .on(popup, (_, options) => popupContent(options))
  .reset(popupClosed);
