/** French texts of the payments routes (errors the screens show as they are). */
export const PAYMENT_MESSAGES = {
  unknownOffer: "Cette offre n'existe pas.",
  homeRequired: 'Indiquez le logement concerné par cette offre.',
  homeInvalid: "L'identifiant du logement n'est pas valide.",
  returnPathInvalid: 'Le chemin de retour doit être une adresse de ce site, commençant par « / ».',
  subscriptionNotFound: 'Abonnement introuvable.',
  subscriptionNotPending: "Ce paiement n'est plus en attente : recommencez depuis le choix de l'offre.",
  paymentNotFound: 'Paiement introuvable.',
  invoiceNotFound: 'Facture introuvable.',
  formInvalid: "Ce formulaire de paiement n'est pas valide.",
  formExpired: "Ce formulaire de paiement a expiré : recommencez le paiement depuis le site.",
  formOtherUser: "Ce formulaire de paiement a été préparé pour un autre compte.",
  formPaymentClosed: "Ce paiement est déjà terminé : recommencez depuis le choix de l'offre si nécessaire.",
  notificationSignature: 'Signature de la notification invalide.',
  notificationInvalid: "Notification du prestataire de paiement illisible.",
  notificationAmount: 'Le montant notifié ne correspond pas au paiement.',
  unknownProvider: 'Prestataire de paiement inconnu.',
  alreadyCancelled: 'Cet abonnement est déjà résilié.',
  notCancellable: 'Seul un abonnement en cours qui se renouvelle peut être résilié.',
  referralUnknown: "Ce lien de parrainage n'existe pas ou n'est plus valable. Vous pouvez tout de même créer votre compte.",
  referralFreeMonth: 'Ce mois offert ne se renouvelle pas : il prendra fin de lui-même.',
} as const;

/** Why a payment did not go through, as the result screen says it. */
export const FAILURE_REASONS = {
  cancelled: 'Vous avez annulé le paiement.',
  refused: 'Le paiement a été refusé.',
  renewalNoCard: "Aucune carte enregistrée pour le renouvellement.",
} as const;
