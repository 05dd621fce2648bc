/** Every French text the mandate routes answer. */
export const MANDATE_MESSAGES = {
  notFound: 'Mandat introuvable.',
  noPartner: "Aucune agence partenaire n'est disponible pour le mandat de gestion pour le moment. Réessayez plus tard ou choisissez une autre offre.",
  notSigning: "Ce mandat n'est plus à signer.",
  notSigned: "Ce mandat doit d'abord être signé par le propriétaire.",
  closed: 'Ce mandat est clos : il ne peut plus changer.',
  ownerOnly: 'Seul le propriétaire qui a choisi le mandat peut le signer.',
  agentOnly: "Seule l'agence ou le gestionnaire désigné peut contresigner ce mandat.",
  notificationSignature: 'Signature de la notification invalide ou trop ancienne : notification refusée.',
  notificationInvalid: 'Notification de signature illisible : notification refusée.',
  notificationDuplicate: 'Cette notification a déjà été traitée : elle ne peut pas être rejouée.',
  notificationUnknown: 'Aucun mandat ne correspond à cette référence.',
  notificationState: "Ce mandat n'attend plus la signature du propriétaire.",
  providerUnknown: 'Prestataire de signature inconnu.',
  mandateIdInvalid: 'Identifiant de mandat invalide.',
} as const;
