/** French texts of a document upload, the same for the owner's documents and the tenant file's. */
export const DOCUMENT_UPLOAD_MESSAGES = {
  documentTooLarge: 'Le document doit faire moins de 10 Mo.',
  documentMissing: 'Aucun fichier reçu : envoyez-le dans le champ « file ».',
  documentOneFile: 'Envoyez un seul fichier, dans le champ « file ».',
  documentNotMultipart: 'Le document doit être envoyé dans un formulaire (multipart/form-data).',
} as const;
