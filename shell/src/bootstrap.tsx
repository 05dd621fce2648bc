import '@coloc/shared/ui/tokens.css';
import { initI18n, loadUser } from '@coloc/shared';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { remoteWidgetRendererProvided } from '@coloc/shared/ui';
import { App } from './app/App';
import { RemoteParcel } from './features/remotes/RemoteParcel';

initI18n();
// After start(), every pushState also fires popstate, so the shell's router and each remote's
// router always agree on the URL.
start({ urlRerouteOnly: true });
loadUser({ silent: true });
// Remotes embed each other's widgets (<RemoteWidget>) through the shell's parcel loader.
remoteWidgetRendererProvided(RemoteParcel);
createRoot(document.getElementById('root')!).render(<App />);
