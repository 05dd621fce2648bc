// The areas the server rendered, by remote: their HTML (kept as is until the remote hydrates it) or
// the fact that the remote's server build failed (the fallback was rendered; the browser retries).
import { SSR_SLOT_ATTRIBUTE, takeServerState } from '@coloc/shared';
import { createContext, useContext } from 'react';

/** Id of the JSON script listing the page's server-rendered areas and how they went. */
export const SERVER_SLOTS_ID = '__tp_slots';

export type ServerSlot = { kind: 'html'; html: string; state: Record<string, unknown> | null } | { kind: 'failed' };

export type ServerSlots = Map<string, ServerSlot>;

export const ServerSlotsContext = createContext<ServerSlots | null>(null);

/**
 * The server's slot for `remote`, taken once: a later mount of the same remote (after navigating
 * away and back) loads it afresh.
 */
export function useServerSlot(remote: string): ServerSlot | null {
  const slots = useContext(ServerSlotsContext);
  return slots?.get(remote) ?? null;
}

export function forgetServerSlot(slots: ServerSlots | null, remote: string): void {
  slots?.delete(remote);
}

/** In the browser: the areas the server rendered into this document, read before hydrating. */
export function readServerSlots(): ServerSlots {
  const slots: ServerSlots = new Map();
  const script = document.getElementById(SERVER_SLOTS_ID);
  if (!script) return slots;
  let kinds: Record<string, string> = {};
  try {
    kinds = JSON.parse(script.textContent ?? '{}') as Record<string, string>;
  } catch {
    return slots;
  }
  for (const [remote, kind] of Object.entries(kinds)) {
    if (kind === 'failed') {
      slots.set(remote, { kind: 'failed' });
      continue;
    }
    // The slot's wrapper is what React renders; the remote hydrates the element inside it.
    const element = document.querySelector(`[${SSR_SLOT_ATTRIBUTE}="${CSS.escape(remote)}"]`);
    if (element) slots.set(remote, { kind: 'html', html: element.outerHTML, state: takeServerState(remote) });
  }
  return slots;
}
