// Minimal host so a remote can be developed alone (`pnpm --filter @coloc/<remote> dev`, with the API
// on :8080): the remote's App plus the error queue, without the shell's layouts.
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { useUnit } from 'effector-react';
import { initI18n } from './i18n';
import { loadUser } from './session/model';
import { $currentError, errorDismissed } from './ui-contracts/model';
import { Button } from './ui/Button';
import { Container } from './ui/Layout';
import { Alert } from './ui/Surface';
import './ui/tokens.css';

function StandaloneErrors() {
  const error = useUnit($currentError);
  if (!error) return null;
  return (
    <Alert tone="error" title="Erreur">
      <p>{error}</p>
      <Button size="sm" variant="secondary" onClick={() => errorDismissed()}>
        Ok
      </Button>
    </Alert>
  );
}

export function startStandalone(App: ComponentType): void {
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
}
