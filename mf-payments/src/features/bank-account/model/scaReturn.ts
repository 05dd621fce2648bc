// SPEC 4: the return from the provider carries controlStatus and actionStatus; the screen reads
// them, then removes them from the URL at once (history.replaceState, other query values such as
// home_id kept). `sca_for` says which screen started the round trip, so that the bank account
// section and the warning block never both handle one return. A return without the marker (a
// provider that drops it, an old link) is still read and removed: it is the bank account's, the
// SPEC's meaning of a VALIDATED return. One with only one of the two values is read too.

export type ScaFlow = 'bank_account' | 'enroll';
export const SCA_FLOW_PARAM = 'sca_for';
const RETURN_PARAMS = ['controlStatus', 'actionStatus', SCA_FLOW_PARAM] as const;

export interface ScaReturnQuery {
  controlStatus: string;
  actionStatus: string;
}

interface LocationParts {
  pathname: string;
  search: string;
  hash: string;
}

/** The flow an unmarked return belongs to. */
const UNMARKED_FLOW: ScaFlow = 'bank_account';

/** The return values of `flow` in `search`, or null when there are none (or they are another flow's). */
export function readScaReturn(search: string, flow: ScaFlow): ScaReturnQuery | null {
  const query = new URLSearchParams(search);
  const controlStatus = query.get('controlStatus');
  const actionStatus = query.get('actionStatus');
  if (controlStatus === null && actionStatus === null) return null;
  if ((query.get(SCA_FLOW_PARAM) ?? UNMARKED_FLOW) !== flow) return null;
  return { controlStatus: (controlStatus ?? '').trim().toUpperCase(), actionStatus: (actionStatus ?? '').trim() };
}

/** The same address without the return values. */
export function withoutScaReturn({ pathname, search, hash }: LocationParts): string {
  const query = new URLSearchParams(search);
  for (const param of RETURN_PARAMS) query.delete(param);
  const rest = query.toString();
  return `${pathname}${rest ? `?${rest}` : ''}${hash}`;
}

/** Where the provider sends the user back: this page (query kept), marked with the flow. */
export function scaReturnPath({ pathname, search }: Omit<LocationParts, 'hash'>, flow: ScaFlow, hash = ''): string {
  const query = new URLSearchParams(search);
  for (const param of RETURN_PARAMS) query.delete(param);
  query.set(SCA_FLOW_PARAM, flow);
  return `${pathname}?${query.toString()}${hash ? `#${hash.replace(/^#/, '')}` : ''}`;
}

/**
 * Reads the return of `flow` from the browser's address and removes it there at once, so a reload
 * or a shared link never replays it. Null when the address carries no return of this flow.
 */
export function takeScaReturn(flow: ScaFlow, win: Pick<Window, 'location' | 'history'> = window): ScaReturnQuery | null {
  const read = readScaReturn(win.location.search, flow);
  if (!read) return null;
  win.history.replaceState(win.history.state, '', withoutScaReturn(win.location));
  return read;
}

export type ScaOutcomeKind = 'validated' | 'refused' | 'cancelled' | 'error';

/** What the user meant, as the browser saw it (the server decides what is saved). */
export function outcomeOf(controlStatus: string): ScaOutcomeKind {
  switch (controlStatus) {
    case 'VALIDATED':
      return 'validated';
    case 'REFUSED':
      return 'refused';
    case 'CANCELLED':
      return 'cancelled';
    default:
      return 'error';
  }
}

/** The server only knows the four statuses of SPEC 4: anything else is sent as ERROR. */
export function controlStatusForServer(controlStatus: string): 'VALIDATED' | 'REFUSED' | 'CANCELLED' | 'ERROR' {
  return ({ validated: 'VALIDATED', refused: 'REFUSED', cancelled: 'CANCELLED', error: 'ERROR' } as const)[outcomeOf(controlStatus)];
}
