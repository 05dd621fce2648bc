import { RENTAL_LIMITS } from '@coloc/contract/rentals/limits';

/** French texts of the rentals module (API errors). */
export const RENTAL_MESSAGES = {
  // Tenancies and rents
  tenancyNotFound: 'Cette location est introuvable.',
  roomNotInHome: "Cette chambre n'appartient pas à ce logement.",
  roomTaken: 'Cette chambre est déjà louée sur cette période.',
  wholeHomeTaken: 'Le logement entier est déjà loué sur cette période.',
  roomsTaken: 'Des chambres de ce logement sont louées sur cette période : le logement entier ne peut pas être loué en même temps.',
  endBeforeStart: 'La date de fin doit être postérieure à la date de début.',
  startTooFar: "La date d'entrée ne peut pas dépasser un an à partir d'aujourd'hui.",
  startTooOld: "La date d'entrée ne peut pas remonter à plus de dix ans.",
  paymentNotFound: 'Ce loyer est introuvable.',
  amountTooHigh: 'Le montant reçu ne peut pas dépasser trois fois le montant dû.',
  receivedOnRequired: 'Indiquez la date de réception du paiement.',
  receivedOnFuture: 'La date de réception ne peut pas être dans le futur.',
  receivedOnTooOld: 'La date de réception est trop ancienne.',
  // Diagnostics
  performedOnFuture: 'La date du diagnostic ne peut pas être dans le futur.',
  performedOnTooOld: 'La date du diagnostic ne peut pas être antérieure à 1990.',
  documentNotInHome: "Ce document n'appartient pas à ce logement.",
  diagnosticNotFound: "Ce diagnostic n'a pas été renseigné.",
  // Documents
  documentNotFound: 'Ce document est introuvable.',
  documentType: "Ce fichier n'est pas accepté : envoyez un PDF, une image JPEG ou PNG.",
  documentUnknownField: 'Le formulaire du document ne prend que les champs « file », « title », « category » et « shared ».',
  titleRequired: 'Le titre est obligatoire.',
  titleLength: `Le titre doit contenir entre ${RENTAL_LIMITS.titleMin} et ${RENTAL_LIMITS.titleMax} caractères.`,
  categoryInvalid: 'La catégorie du document est invalide.',
  sharedInvalid: 'Le partage du document doit valoir « true » ou « false ».',
  // Requests
  requestNotFound: 'Cette demande de contact est introuvable.',
  alreadyAnswered: 'Vous avez déjà répondu à cette demande.',
  // Leases
  leaseNotFound: 'Ce bail est introuvable.',
  roomRequired: 'Choisissez la chambre louée.',
  wholeHasNoRoom: "Un bail pour le logement entier ne porte pas sur une chambre.",
  leaseStartTooOld: "La date de prise d'effet ne peut pas remonter à plus d'un an.",
  leaseStartTooFar: "La date de prise d'effet ne peut pas dépasser un an à partir d'aujourd'hui.",
  leaseNotDraft: 'Ce bail a déjà été envoyé.',
  leaseNotSent: "Ce bail n'attend pas votre acceptation.",
  leaseAccepted: 'Ce bail a été accepté par les deux parties : il ne peut plus être annulé.',
  leaseCancelled: 'Ce bail a été annulé.',
  leaseNotYours: "Ce bail est adressé à une autre adresse e-mail que la vôtre.",
  leaseRoomTaken: 'La chambre de ce bail est déjà louée à une autre personne à cette date : le propriétaire doit d’abord mettre à jour sa gestion locative.',
  // Reports and the seeker's home
  noColocation: "Vous n'avez pas encore de co-location.",
} as const;

/** Article 22 (unfurnished) and 25-6 (furnished) of the loi du 6 juillet 1989, with the ceiling in euros. */
export function depositRuleMessage(furnished: boolean, ceiling: string): string {
  return furnished
    ? `Le dépôt de garantie d'un logement meublé ne peut pas dépasser deux mois de loyer hors charges (article 25-6 de la loi du 6 juillet 1989), soit ${ceiling}.`
    : `Le dépôt de garantie d'un logement vide ne peut pas dépasser un mois de loyer hors charges (article 22 de la loi du 6 juillet 1989), soit ${ceiling}.`;
}
