import { HTTPError } from 'ky';

/** Text of an API error: the server's French `error`, else its `message`, else a French fallback. */
export function errorBodyText(body: unknown, status: number): string {
  if (body && typeof body === 'object') {
    const { error, message } = body as { error?: unknown; message?: unknown };
    if (typeof error === 'string' && error.trim()) return error;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return `Une erreur est survenue (code ${status}). Réessayez dans un instant.`;
}

/** Text to show for anything a call may throw (HTTP error, network failure, timeout). */
export function errorText(error: unknown): string {
  if (error instanceof HTTPError) return error.message;
  if (error instanceof Error && error.name === 'TimeoutError') return 'Le serveur met trop de temps à répondre. Réessayez dans un instant.';
  if (error instanceof TypeError) return 'Impossible de joindre le serveur. Vérifiez votre connexion internet.';
  if (error instanceof Error && error.message) return error.message;
  return 'Une erreur inattendue est survenue.';
}

export function errorStatus(error: unknown): number | null {
  return error instanceof HTTPError ? error.response.status : null;
}

export { HTTPError };
