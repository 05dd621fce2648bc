import { commonTexts as common, type RemoteLifecycleProps, type RemoteName } from '@coloc/shared';
import { Alert, Button, SkeletonText } from '@coloc/shared/ui';
import { useContext, useEffect, useRef, useState } from 'react';
import { mountRootParcel, type LifeCycles, type Parcel as SingleSpaParcel } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { loadRemoteLifecycles } from './registry';
import { SSR_SLOT_ATTRIBUTE } from '@coloc/shared';
import { hydrationSettled } from '../ssr/hydration';
import styles from './RemoteParcel.module.css';
import { ServerSlotsContext, type ServerSlot } from './serverSlots';

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
  placeholder?: 'skeleton' | 'none';
}

/**
 * Mounts a remote as a single-spa parcel. React decides when it mounts; a remote that fails to
 * load or to mount shows a French fallback with a retry, and the rest of the page keeps working.
 * On the page's first render, an area the server rendered is hydrated in place instead.
 */
export function RemoteParcel({ remote, exposed = 'app', data, placeholder }: RemoteParcelProps) {
  const slots = useContext(ServerSlotsContext);
  // The server's slot serves this mount only: coming back to the remote later loads it afresh.
  const [serverSlot] = useState<ServerSlot | null>(() => (exposed === 'app' ? (slots?.get(remote) ?? null) : null));
  useEffect(() => {
    if (serverSlot) slots?.delete(remote);
  }, [serverSlot, slots, remote]);
  if (serverSlot?.kind === 'html') return <HydratedRemote remote={remote} slot={serverSlot} />;
  return <ClientRemote remote={remote} exposed={exposed} data={data} placeholder={placeholder} failedOnServer={serverSlot?.kind === 'failed'} />;
}

/**
 * The remote's server HTML, left untouched by React (same string, never re-set), until the remote's
 * code arrives and hydrates it with the state the server rendered with. The remote's root is the
 * inner element (plain HTML to React), not this component's own.
 */
function HydratedRemote({ remote, slot }: { remote: RemoteName; slot: Extract<ServerSlot, { kind: 'html' }> }) {
  const element = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let parcel: SingleSpaParcel | null = null;
    const fail = (error: unknown) => {
      console.error(error);
      hydrationSettled();
      if (!cancelled) setFailed(true);
    };
    loadRemoteLifecycles(remote, 'app').then((lifecycles) => {
      const root = element.current?.querySelector<HTMLElement>(`[${SSR_SLOT_ATTRIBUTE}]`);
      if (cancelled || !root) return;
      const props: RemoteLifecycleProps = { remote, exposed: 'app', ssrState: slot.state ?? {} };
      parcel = mountRootParcel(guardLifecycles(lifecycles, fail), { ...props, domElement: root });
      parcel.mountPromise.then(hydrationSettled, fail);
    }, fail);
    return () => {
      cancelled = true;
      if (parcel?.getStatus() === 'MOUNTED') void parcel.unmount();
    };
  }, [remote, slot]);

  if (failed) return <ClientRemote remote={remote} exposed="app" failedOnServer />;
  return <div ref={element} className={styles.parcel} dangerouslySetInnerHTML={{ __html: slot.html }} suppressHydrationWarning />;
}

/** The server's HTML of a remote's area, as RemoteParcel's hydration expects it. */
export function serverSlotHtml(remote: string, html: string): string {
  return `<div class="${styles.parcel}" ${SSR_SLOT_ATTRIBUTE}="${remote}">${html}</div>`;
}

function ClientRemote({ remote, exposed, data, placeholder = 'skeleton', failedOnServer = false }: Required<Pick<RemoteParcelProps, 'remote' | 'exposed'>> & Pick<RemoteParcelProps, 'data' | 'placeholder'> & { failedOnServer?: boolean }) {
  const [attempt, setAttempt] = useState(0);
  // The server's fallback stays on screen (as rendered) while the browser tries again.
  const [state, setState] = useState<State>(failedOnServer ? { status: 'failed' } : { status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    if (!failedOnServer || attempt > 0) setState({ status: 'loading' });
    const fail = (error: unknown) => {
      console.error(error);
      if (!cancelled) setState({ status: 'failed' });
    };
    loadRemoteLifecycles(remote, exposed, attempt > 0 || failedOnServer).then(
      (lifecycles) => !cancelled && setState({ status: 'ready', lifecycles: guardLifecycles(lifecycles, fail) }),
      fail,
    );
    return () => {
      cancelled = true;
    };
  }, [remote, exposed, attempt, failedOnServer]);

  if (state.status === 'loading') {
    if (placeholder === 'none') return null;
    return (
      <div className={styles.loading}>
        <SkeletonText lines={4} />
      </div>
    );
  }
  if (state.status === 'failed') {
    return <RemoteUnavailable widget={exposed !== 'app'} onRetry={() => setAttempt((n) => n + 1)} />;
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

/**
 * A page area (a remote's app) that failed says the module is unavailable; a widget inside another
 * remote's page (linked content) says « Le contenu n'a pas pu être chargé » in its own box (SPEC 8).
 */
export function RemoteUnavailable({ onRetry, widget = false }: { onRetry: () => void; widget?: boolean }) {
  if (widget) {
    return (
      <div className={styles.widgetFallback} data-content-failed="">
        <Alert tone="warning" title={common.media.contentFailed}>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {common.actions.retry}
          </Button>
        </Alert>
      </div>
    );
  }
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
