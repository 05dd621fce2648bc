import type { RemoteLifecycleProps, RemoteName } from '@coloc/shared';
import { Alert, Button, SkeletonText } from '@coloc/shared/ui';
import { useEffect, useState } from 'react';
import { mountRootParcel, type LifeCycles } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { loadRemoteLifecycles } from './registry';
import styles from './RemoteParcel.module.css';

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; lifecycles: LifeCycles };

type Lifecycle = (props: never) => Promise<unknown>;

/**
 * A remote that throws in a lifecycle must not leave an unhandled rejection behind: the error is
 * caught here and turned into the fallback.
 */
export function guardLifecycles(lifecycles: LifeCycles, onError: (error: unknown) => void): LifeCycles {
  const guard = (lifecycle: unknown) =>
    typeof lifecycle === 'function'
      ? (props: never) => (lifecycle as Lifecycle)(props).catch((error: unknown) => onError(error))
      : lifecycle;
  return {
    bootstrap: guard(lifecycles.bootstrap),
    mount: guard(lifecycles.mount),
    unmount: guard(lifecycles.unmount),
    ...(lifecycles.update ? { update: guard(lifecycles.update) } : {}),
  } as LifeCycles;
}

export interface RemoteParcelProps {
  remote: RemoteName;
  exposed?: string;
  data?: RemoteLifecycleProps['data'];
}

/**
 * Mounts a remote as a single-spa parcel. React decides when it mounts; a remote that fails to
 * load or to mount shows a French fallback with a retry, and the rest of the page keeps working.
 */
export function RemoteParcel({ remote, exposed = 'app', data }: RemoteParcelProps) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    const fail = (error: unknown) => {
      console.error(error);
      if (!cancelled) setState({ status: 'failed' });
    };
    loadRemoteLifecycles(remote, exposed, attempt > 0).then(
      (lifecycles) => !cancelled && setState({ status: 'ready', lifecycles: guardLifecycles(lifecycles, fail) }),
      fail,
    );
    return () => {
      cancelled = true;
    };
  }, [remote, exposed, attempt]);

  if (state.status === 'loading') {
    return (
      <div className={styles.loading}>
        <SkeletonText lines={4} />
      </div>
    );
  }
  if (state.status === 'failed') {
    return <RemoteUnavailable onRetry={() => setAttempt((n) => n + 1)} />;
  }
  const props: RemoteLifecycleProps = { remote, exposed, ...(data ? { data } : {}) };
  return (
    <Parcel
      config={state.lifecycles}
      mountParcel={mountRootParcel}
      wrapWith="div"
      wrapClassName={styles.parcel}
      handleError={(error: Error) => {
        console.error(error);
        setState({ status: 'failed' });
      }}
      {...props}
    />
  );
}

export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.fallback}>
      <Alert tone="warning" title="Ce module est momentanément indisponible.">
        <p>Le reste du site fonctionne normalement. Vous pouvez réessayer dans un instant.</p>
        <Button variant="secondary" onClick={onRetry}>
          Réessayer
        </Button>
      </Alert>
    </div>
  );
}
