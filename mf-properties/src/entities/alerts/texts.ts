/** Texts of the per-home alert setting (issue 19). */
export const alertsTexts = {
  summary: 'Alertes sur les nouveaux profils compatibles',
  intro: 'Soyez prévenu quand une personne qui correspond à ce logement termine son questionnaire ou change sa recherche.',
  push: 'Notifications push',
  email: 'E-mails',
  threshold: 'Affinité minimale (%)',
  thresholdHint: 'Entre 0 et 100.',
  thresholdInvalid: "Le seuil d'affinité doit être un nombre entier entre 0 et 100.",
  immediate: 'Immédiate',
  daily: 'Quotidienne (18 h)',
  never: 'Jamais',
  submit: 'Enregistrer',
  saved: 'Alertes enregistrées.',
  loadFailed: 'Impossible de charger les alertes de ce logement.',
} as const;
