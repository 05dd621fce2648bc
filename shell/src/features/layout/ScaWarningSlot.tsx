import { isOwner, matchRoute, type User } from '@coloc/shared';
import { useEffect, useState } from 'react';
import { mountRootParcel, type LifeCycles } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { guardLifecycles } from '../remotes/RemoteParcel';
import { isRemoteDeployed, loadRemoteLifecycles } from '../remotes/registry';

const REMOTE = 'mf_payments';
const SLOT_STYLE = { marginBottom: 'var(--tp-space-5)' } as const;

/** SPEC 4: only owners and agents (owner-occupiers included) see the warning, when sca_status is 'required'. */
export function needsScaWarning(user: User | null, location?: { pathname: string; search: string }): boolean {
  if (!user || !isOwner(user) || user.sca_status !== 'required') return false;
  // « Mes biens » puts the authentication in its one ordered checklist instead of a second alarm
  // above it, once there is a home (the checklist lists nothing before); a return from the bank's
  // page (controlStatus in the URL) still needs the block to read it and confirm.
  if (
    location &&
    user.home !== null &&
    matchRoute(location.pathname).route.name === 'DashboardProperties' &&
    !new URLSearchParams(location.search).has('controlStatus')
  )
    return false;
  return true;
}

/**
 * The payments area's ./ScaWarning block above the dashboard page. A warning is not the page: while
 * it loads, when mf_payments is not deployed or when it fails, nothing shows and the page is intact.
 */
export function ScaWarningSlot({ user, location }: { user: User | null; location?: { pathname: string; search: string } }) {
  const wanted = needsScaWarning(user, location);
  const [lifecycles, setLifecycles] = useState<LifeCycles | null>(null);

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    const drop = (error: unknown) => {
      console.warn(error);
      if (!cancelled) setLifecycles(null);
    };
    void (async () => {
      if (!(await isRemoteDeployed(REMOTE))) return;
      try {
        const loaded = await loadRemoteLifecycles(REMOTE, 'ScaWarning');
        if (!cancelled) setLifecycles(guardLifecycles(loaded, drop));
      } catch (error) {
        drop(error);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [wanted]);

  if (!wanted || !lifecycles) return null;
  const hide = (error: Error) => {
    console.warn(error);
    setLifecycles(null);
  };
  return <Parcel config={lifecycles} mountParcel={mountRootParcel} wrapWith="div" wrapStyle={SLOT_STYLE} handleError={hide} />;
}
