/** Texts of the « Alertes » section (merged into the registration namespace under `alerts`). */
export const alertsTexts = {
  title: 'Alertes',
  intro:
    'Soyez prévenu des nouvelles annonces compatibles avec votre recherche, dès leur publication ou dans un récapitulatif quotidien à 18 h.',
  push: 'Notifications push',
  email: 'E-mails',
  threshold: 'Affinité minimale (%)',
  thresholdHint:
    "Entre 0 et 100. Seules les annonces au moins aussi compatibles vous sont signalées ; un logement où personne n'habite encore n'a pas d'affinité : il vous est signalé s'il correspond à votre recherche.",
  thresholdInvalid: "Le seuil d'affinité doit être un nombre entier entre 0 et 100.",
  immediate: 'Immédiate',
  daily: 'Quotidienne (18 h)',
  never: 'Jamais',
  submit: 'Enregistrer mes alertes',
  saved: 'Vos alertes sont enregistrées.',
  retryLabel: 'Réessayer de charger les alertes',
} as const;
