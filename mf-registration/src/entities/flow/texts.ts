export const flowTexts = {
  next: 'Suivant',
  previous: 'Précédent',
  finish: 'Terminer',
  saving: 'Enregistrement…',
  progress: 'Étape {{current}} sur {{total}}',
  forced: 'Terminez votre profil pour accéder à votre espace : il ne reste que quelques questions.',
  unknownStep: "Cette étape n'existe pas.",
  loadFailed: 'Impossible de charger le questionnaire pour le moment.',
  retry: 'Réessayer',
  saveFailed: "L'enregistrement a échoué. Vérifiez votre connexion et réessayez : vos réponses sont conservées.",
} as const;
