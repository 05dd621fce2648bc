import { Button } from './Button';
import { Alert } from './Surface';

/** A render error inside a remote stays inside it; the shell's layout keeps working. */
export function RemoteCrash({ error }: { error: Error }) {
  console.error(error);
  return (
    <Alert tone="error" title="Ce module est momentanément indisponible.">
      <p>Un incident a interrompu l'affichage de cette page.</p>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        Réessayer
      </Button>
    </Alert>
  );
}
