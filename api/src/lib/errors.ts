/**
 * An error whose message is French text meant for the user. Only these messages are shown as is;
 * every other error is translated by the error handler from its status code.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly expose = true;

  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
  }
}

export const MESSAGES = {
  unauthorized: 'Vous devez être connecté.',
  forbidden: "Vous n'avez pas accès à cette ressource.",
  notFound: 'Ressource introuvable.',
  tooManyRequests: 'Trop de tentatives. Réessayez dans quelques minutes.',
  internal: 'Une erreur inattendue est survenue. Réessayez plus tard.',
  invalidBody: 'Le corps de la requête est invalide.',
  invalidRequest: 'La requête est invalide.',
  payloadTooLarge: 'La requête est trop volumineuse.',
  unsupportedMediaType: "Ce type de contenu n'est pas pris en charge.",
  methodNotAllowed: "Cette méthode n'est pas autorisée.",
} as const;

export const unauthorized = (): HttpError => new HttpError(401, MESSAGES.unauthorized);
export const forbidden = (): HttpError => new HttpError(403, MESSAGES.forbidden);
export const notFound = (): HttpError => new HttpError(404, MESSAGES.notFound);
export const badRequest = (message: string): HttpError => new HttpError(400, message);
export const tooManyRequests = (): HttpError => new HttpError(429, MESSAGES.tooManyRequests);
