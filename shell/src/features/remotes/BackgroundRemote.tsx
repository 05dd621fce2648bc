import type { RemoteName } from '@coloc/shared';
import { useEffect, useState } from 'react';
import { mountRootParcel, type LifeCycles } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { guardLifecycles } from './RemoteParcel';
import { loadRemoteLifecycles } from './registry';

const HIDDEN = { display: 'none' } as const;

/**
 * A headless widget of a remote (a counter source, for instance): mounted out of sight, and if it
 * cannot load, nothing shows and nothing else is affected — its badge simply stays empty.
 */
export function BackgroundRemote({ remote, exposed }: { remote: RemoteName; exposed: string }) {
  const [lifecycles, setLifecycles] = useState<LifeCycles | null>(null);

  useEffect(() => {
    let cancelled = false;
    const drop = (error: unknown) => {
      console.warn(error);
      if (!cancelled) setLifecycles(null);
    };
    loadRemoteLifecycles(remote, exposed).then((loaded) => !cancelled && setLifecycles(guardLifecycles(loaded, drop)), drop);
    return () => {
      cancelled = true;
    };
  }, [remote, exposed]);

  if (!lifecycles) return null;
  return <Parcel config={lifecycles} mountParcel={mountRootParcel} wrapWith="div" wrapStyle={HIDDEN} handleError={(error: Error) => console.warn(error)} />;
}
