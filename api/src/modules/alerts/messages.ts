/** Every French text of the alerts module's answers. */
export const ALERT_MESSAGES = {
  threshold: "Le seuil d'affinité doit être un nombre entier entre 0 et 100.",
  frequency: 'La fréquence doit être « immédiate », « quotidienne » ou « jamais ».',
  homeInvalid: "L'identifiant du logement est invalide.",
  bodyInvalid: 'Les réglages des alertes sont invalides.',
  tokenInvalid: "Ce lien de désabonnement n'est pas valide : il a peut-être été modifié. Aucun réglage n'a été changé.",
  tokenExpired: "Ce lien de désabonnement a expiré. Aucun réglage n'a été changé : modifiez vos alertes depuis vos paramètres.",
  tokenUsed: "Ce lien de désabonnement a déjà servi. Aucun réglage n'a été changé cette fois-ci.",
  unsubscribed: "C'est fait : vous ne recevrez plus ces alertes par e-mail. Vous pouvez les réactiver à tout moment dans vos paramètres, rubrique « Alertes ».",
} as const;
