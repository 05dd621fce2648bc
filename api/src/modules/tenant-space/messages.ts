/** French texts of the tenant space (API errors). */
export const TENANT_SPACE_MESSAGES = {
  rentNotFound: 'Ce loyer est introuvable.',
  receiptUnpaid: "Ce loyer n'a pas encore été payé en entier : la quittance sera disponible dès que votre propriétaire aura enregistré le paiement.",
  requestNotFound: 'Cette demande de paiement est introuvable.',
  requestNotOpen: "Cette demande de paiement n'est plus en cours : elle ne peut plus être annulée.",
  rentAlreadyPaid: 'Ce loyer a déjà été payé : il ne peut plus être demandé.',
  rentAlreadyRequested: 'Ce loyer a déjà été demandé au locataire.',
  // The anti-scam rule: each missing condition, said as it is.
  refusedIntro: 'Toit Partagé ne permet pas encore de demander ce loyer',
  missingVisit: "la visite du logement par ce locataire n'a pas encore eu lieu",
  missingLease: "aucun bail pour ce logement n'a été accepté par ce locataire",
  missingAccount: "vous n'avez pas encore de compte bancaire validé par authentification forte (ajoutez-le dans Paramètres)",
  refusedOutro: 'Tant que ces conditions ne sont pas réunies, ne demandez aucun paiement au locataire.',
  // Next co-location
  moveDateInvalid: 'Indiquez une date de déménagement valide.',
  moveDatePast: 'La date de déménagement ne peut pas être passée.',
  moveDateTooFar: 'La date de déménagement doit être dans les deux prochaines années.',
  citiesInvalid: 'La liste des villes est invalide.',
  citiesTooMany: 'Vous pouvez choisir au plus 10 villes.',
  cityUnknown: "Une des villes choisies n'existe pas.",
  budgetInvalid: 'Le budget doit être un montant entre 1 € et 10 000 € par mois.',
  noteTooLong: 'La note doit contenir au plus 1 000 caractères.',
} as const;
