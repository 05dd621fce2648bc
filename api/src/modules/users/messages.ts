import type { FieldTexts } from '../../lib/field-validation';

export const USER_MESSAGES = {
  wrongCurrentPassword: 'Le mot de passe actuel est incorrect.',
  samePassword: "Le nouveau mot de passe doit être différent de l'actuel.",
  passwordChanged: 'Votre mot de passe a été modifié.',
  wrongPassword: 'Le mot de passe est incorrect.',
  businessNameForPros: "Seuls les comptes professionnels peuvent indiquer un nom d'entreprise.",
  tooManyExports: 'Vous avez fait beaucoup de demandes en peu de temps. Réessayez dans une minute.',
} as const;

const NOTIFICATION_INVALID = 'Chaque préférence de notification doit valoir oui (true) ou non (false).';

export const USER_FIELD_TEXTS: FieldTexts = {
  business_name: { label: "Le nom de l'entreprise", invalid: "Le nom de l'entreprise est invalide." },
  current_password: { label: 'Le mot de passe actuel', invalid: 'Le mot de passe actuel est invalide.' },
  new_password: { label: 'Le nouveau mot de passe', invalid: 'Le nouveau mot de passe est invalide.' },
  password: { label: 'Le mot de passe', invalid: 'Le mot de passe est invalide.' },
  email_messages: { invalid: NOTIFICATION_INVALID },
  email_matches: { invalid: NOTIFICATION_INVALID },
  email_visits: { invalid: NOTIFICATION_INVALID },
  newsletter: { invalid: NOTIFICATION_INVALID },
};
