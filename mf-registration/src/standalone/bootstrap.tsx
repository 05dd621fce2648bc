// Minimal host so this remote can be developed alone (`pnpm --filter @coloc/mf-registration dev`, with
// the API on :8080): the remote's App plus the error queue, without the shell's layouts.
import '@coloc/shared/ui/tokens.css';
import { $currentError, errorDismissed, initI18n, loadUser } from '@coloc/shared';
import { Alert, Button, Container } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { createRoot } from 'react-dom/client';
import { App } from '../app/App';

function StandaloneErrors() {
  const error = useUnit($currentError);
  if (!error) return null;
  return (
    <Alert tone="error" title="Erreur">
      <p>{error}</p>
      <Button size="sm" variant="secondary" onClick={() => errorDismissed()}>Ok</Button>
    </Alert>
  );
}

initI18n();
loadUser({ silent: true });
// Pages lay out their own full-width sections, as inside the shell's <main>.
createRoot(document.getElementById('root')!).render(
  <main>
    <Container>
      <StandaloneErrors />
    </Container>
    <App />
  </main>,
);
