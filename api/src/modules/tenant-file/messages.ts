import { TITLE_LIMITS } from '@coloc/contract/tenant-file/limits';
import { DOCUMENT_QUOTA, EMPLOYMENT_STATUSES, euros, MAX_MONTHLY_INCOME_CENTS } from './rules';

/** French texts of the tenant-file module (API errors). */
export const TENANT_FILE_MESSAGES = {
  seekersOnly: 'Le dossier locataire est réservé aux personnes qui cherchent une colocation.',
  employmentInvalid: `Choisissez votre situation professionnelle dans la liste (${Object.values(EMPLOYMENT_STATUSES).join(', ')}).`,
  incomeInvalid: `Indiquez vos revenus mensuels nets en centimes d'euro : un nombre entier entre 0 et ${MAX_MONTHLY_INCOME_CENTS} (${euros(MAX_MONTHLY_INCOME_CENTS)}).`,
  // Documents
  documentNotFound: 'Ce document est introuvable.',
  documentType: "Ce fichier n'est pas accepté : envoyez un PDF, une image JPEG ou PNG.",
  documentUnknownField: 'Le formulaire du document ne prend que les champs « file », « category » et « title ».',
  pdfUnreadable: 'Ce PDF est illisible : enregistrez-le à nouveau (ou exportez-le en PDF) puis renvoyez-le.',
  pdfEncrypted: 'Ce PDF est protégé par un mot de passe : envoyez une version non protégée.',
  imageUnreadable: 'Cette image est illisible : envoyez une autre photo ou un scan du document.',
  categoryRequired: 'Choisissez le type de document.',
  categoryInvalid: "Ce type de document n'existe pas : choisissez pièce d'identité, justificatif de revenus, d'activité, de domicile ou autre document.",
  titleRequired: 'Le titre du document est obligatoire.',
  titleLength: `Le titre du document doit contenir entre ${TITLE_LIMITS.min} et ${TITLE_LIMITS.max} caractères.`,
  quotaCount: `Votre dossier contient déjà ${DOCUMENT_QUOTA.count} documents, le maximum : supprimez-en un avant d'en ajouter un autre.`,
  quotaBytes: `Vos documents ne peuvent pas dépasser ${DOCUMENT_QUOTA.bytes / (1024 * 1024)} Mo en tout : supprimez-en un ou envoyez une version plus légère.`,
  // Confirmation
  swornRequired: "Cochez la déclaration sur l'honneur pour confirmer votre dossier.",
  alreadyConfirmed: 'Votre dossier est déjà confirmé. Il repasse en brouillon dès que vous modifiez un document ou vos revenus.',
  incomplete: (parts: readonly string[]) => `Votre dossier n'est pas complet : il manque ${joinFrench(parts)}.`,
  // Share links
  noShare: "Votre dossier n'a pas de lien de partage actif.",
  shareUnknown: "Ce lien de dossier locataire est introuvable. Vérifiez l'adresse ou demandez un nouveau lien à la personne qui vous l'a transmis.",
  shareRevoked: "Ce lien a été révoqué : le dossier n'est plus partagé. Demandez un nouveau lien à la personne qui vous l'a transmis.",
  watermarkFailed: 'Ce document ne peut pas être préparé pour le téléchargement. Demandez au locataire de le renvoyer.',
} as const;

/** « a, b et c ». */
export function joinFrench(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} et ${parts[parts.length - 1]}`;
}
