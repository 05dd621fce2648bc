import '@coloc/shared/ui/tokens.css';
import { initI18n, loadUser } from '@coloc/shared';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { remoteWidgetRendererProvided } from '@coloc/shared/ui';
import { App } from './app/App';
import { RemoteParcel } from './features/remotes/RemoteParcel';
import { readServerSlots } from './features/remotes/serverSlots';
import { expectHydrations, markServerRendered, whenHydrated } from './features/ssr/hydration';

/** Past this, the session is read even if a remote has not hydrated yet (a slow network). */
const HYDRATION_WAIT_MS = 8000;

initI18n();
// After start(), every pushState also fires popstate, so the shell's router and each remote's
// router always agree on the URL.
start({ urlRerouteOnly: true });
// Remotes embed each other's widgets (<RemoteWidget>) through the shell's parcel loader.
remoteWidgetRendererProvided(RemoteParcel);

const container = document.getElementById('root')!;
if (container.dataset.ssr === '1') {
  // The server rendered this page for nobody in particular: hydrate it as such, then read the
  // session, so that React finds in the browser the markup the server sent.
  markServerRendered();
  const slots = readServerSlots();
  expectHydrations([...slots.values()].filter((slot) => slot.kind === 'html').length);
  // In a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (a phone stayed blocked for most of a second): the page is
  // already painted, so nothing waits for it but the visitor's first tap, which React replays.
  startTransition(() => {
    hydrateRoot(container, <App serverSlots={slots} />);
  });
  void whenHydrated(HYDRATION_WAIT_MS).then(() => {
    // Tests and benchmarks wait for this: the page is interactive as the visitor's own.
    document.documentElement.dataset.hydrated = 'true';
    loadUser({ silent: true });
  });
} else {
  loadUser({ silent: true });
  createRoot(container).render(<App />);
}
