// 'Demander une visite', in the words of the area that opens it: the matching results speak of the
// home and the owner, the public advert of the landlord by first name (`{{name}}` names either).
const errors = {
  invalid: 'Indiquez une date et une heure.',
  tooFar: 'Choisissez un créneau dans les six prochains mois.',
  duplicate: 'Ce créneau est déjà proposé.',
};

export const visitRequestTexts = {
  matching: {
    title: 'Demander une visite',
    description: 'Proposez jusqu’à trois créneaux : {{name}} vous répondra en acceptant l’un d’eux ou en proposant d’autres dates.',
    legend: 'Vos disponibilités',
    slot: 'Créneau {{index}}',
    slotOptional: 'Créneau {{index}} (facultatif)',
    slotHint: 'Date et heure, heure de Paris.',
    addSlot: 'Ajouter un créneau',
    removeSlot: 'Retirer le créneau {{index}}',
    message: 'Un mot pour le propriétaire (facultatif)',
    messageHint: '{{max}} caractères au plus.',
    errors: { ...errors, required: 'Indiquez au moins un créneau.', past: 'Choisissez un créneau dans le futur.' },
    send: 'Envoyer ma demande',
    cancel: 'Annuler',
    close: 'Fermer',
    sent: 'Votre demande de visite a été envoyée.',
    sentHint: 'Vous la retrouverez dans « Mes rendez-vous », avec la réponse du propriétaire.',
    agenda: 'Voir mes rendez-vous',
  },
  advert: {
    title: 'Demander une visite',
    description: "Proposez jusqu'à trois créneaux (heure de Paris) : {{name}} en choisira un ou vous en proposera d'autres.",
    legend: '',
    slot: 'Créneau {{index}}',
    slotOptional: 'Créneau {{index}}',
    slotHint: 'Dans les six prochains mois.',
    addSlot: 'Proposer un autre créneau',
    removeSlot: 'Retirer le créneau {{index}}',
    message: 'Message (facultatif)',
    messageHint: '{{max}} caractères au plus.',
    errors: { ...errors, required: 'Proposez au moins un créneau.', past: 'Ce créneau est déjà passé.' },
    send: 'Envoyer la demande',
    cancel: 'Annuler',
    close: 'Fermer',
    sent: 'Votre demande de visite est envoyée. Vous serez prévenu(e) par e-mail dès que {{name}} aura répondu.',
    sentHint: '',
    agenda: 'Voir mes rendez-vous',
  },
} as const;
