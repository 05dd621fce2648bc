// Dialog and FormDialog as the UI kit exports them: their code (Radix, focus trap, scroll lock:
// 13 KB gzipped) stays out of the first render. It is fetched a few seconds after the page has
// loaded, or when a dialog first opens if that comes sooner. Tests import ./Dialog directly (see
// the jest preset), so they render the dialog itself without waiting.
import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { DialogProps, FormDialogProps } from './Dialog';

export type { DialogProps, FormDialogProps } from './Dialog';

type DialogModule = typeof import('./Dialog');

let loaded: DialogModule | null = null;
let loading: Promise<DialogModule> | null = null;

function loadDialog(): Promise<DialogModule> {
  loading ??= import(/* webpackChunkName: "ui-dialog" */ './Dialog').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null; // the next dialog to open tries again
      throw error;
    },
  );
  return loading;
}

/** After the first render (which the load event does not wait for: remotes come later), when idle. */
const PREFETCH_DELAY_MS = 3000;
if (typeof window !== 'undefined' && typeof document !== 'undefined') {
  const prefetch = () => void loadDialog().catch(() => undefined);
  const later = () => window.setTimeout(() => (window.requestIdleCallback ?? ((callback: () => void) => callback()))(prefetch), PREFETCH_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/** What a dialog shows if its code cannot be fetched (offline before the prefetch): nothing, rather than a crashed page. */
function Unavailable() {
  return null;
}

/**
 * A dialog that never opened renders nothing, so it need not wait for the code. Which component an
 * instance renders is settled at its first opening and kept (it stays mounted when closed, for the
 * focus return), so it never remounts halfway.
 */
function deferred<P extends { open: boolean }>(pick: (module: DialogModule) => ComponentType<P>) {
  const lazyComponent = () => lazy(() => loadDialog().then((module) => ({ default: pick(module) }), () => ({ default: Unavailable as ComponentType<P> })));
  return function DeferredDialog(props: P) {
    const [Component, setComponent] = useState<{ type: ComponentType<P>; lazy: boolean } | null>(null);
    if (props.open && !Component) setComponent(loaded ? { type: pick(loaded), lazy: false } : { type: lazyComponent(), lazy: true });
    if (!Component) return null;
    if (!Component.lazy) return <Component.type {...props} />;
    return (
      <Suspense fallback={null}>
        <Component.type {...props} />
      </Suspense>
    );
  };
}

export const Dialog = deferred<DialogProps>((module) => module.Dialog);
export const FormDialog = deferred<FormDialogProps>((module) => module.FormDialog);
