export const AUTH_MESSAGES = {
  badCredentials: 'Adresse e-mail ou mot de passe incorrect.',
  resetSent: "Si un compte est associé à cette adresse, un e-mail de réinitialisation vient d'être envoyé.",
  resetInvalid: "Ce lien de réinitialisation n'est pas valide ou a expiré.",
  passwordChanged: 'Votre mot de passe a été modifié.',
  accountDisabled: "Ce compte a été désactivé par la modération. Écrivez au service client si vous pensez qu'il s'agit d'une erreur.",
} as const;
