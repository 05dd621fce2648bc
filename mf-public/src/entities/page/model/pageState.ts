// The stores a server render fills before rendering. They live in one domain so the browser can
// hydrate them all at once from the serialized scope the server embedded (`hydrate(pageState, …)`).
// Every store here needs a stable `sid`: only stores with one are serialized.
import { createDomain, type Scope } from 'effector';
import type { PageHead } from '@coloc/shared';
import type { i18n } from 'i18next';

export const pageState = createDomain('mf_public_pages');

/** The serialized scope of the server's render, by store sid. */
const serverStateReceived = pageState.createEvent<Record<string, unknown>>();

// Every store of the domain takes its value from the server's state, when the state has its sid.
pageState.onCreateStore((store) => {
  const { sid } = store;
  if (sid) store.on(serverStateReceived, (current, values) => (sid in values ? values[sid] : current) as typeof current);
});

export function hydratePageState(values: Record<string, unknown>): void {
  serverStateReceived(values);
}

/** A route as a loader reads it. */
export interface PageLoad {
  params: Readonly<Record<string, string | undefined>>;
  query: URLSearchParams;
  /** PUBLIC_URL's origin, for absolute URLs in the head. */
  origin: string;
  /** The request's own i18next instance. */
  i18n: i18n;
}

/** What the loaded data says about the page: its status and its head. */
export interface PageOutcome {
  status?: number;
  /** With a 301: the canonical path to go to. */
  location?: string;
  head?: PageHead;
}

/** Fills the page's stores in `scope` (on the server) and tells what the page is. */
export type PageLoader = (scope: Scope, load: PageLoad) => Promise<PageOutcome>;
