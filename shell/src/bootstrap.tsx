import '@coloc/shared/ui/tokens.css';
import { initI18n, loadUser } from '@coloc/shared';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { App } from './app/App';

initI18n();
// After start(), every pushState also fires popstate, so the shell's router and each remote's
// router always agree on the URL.
start({ urlRerouteOnly: true });
loadUser({ silent: true });
createRoot(document.getElementById('root')!).render(<App />);
