// The French texts of the mandate routes' validation errors, and their OpenAPI tag.
import type { FieldTexts } from '../../lib/field-validation';
import { MANDATE_MESSAGES as M } from './messages';

export const TAGS = ['mandates'] as const;

export const MANDATE_FIELD_TEXTS: FieldTexts = {
  id: { invalid: M.mandateIdInvalid },
  home_id: { invalid: 'Identifiant de logement invalide.' },
  return_path: { invalid: 'Adresse de retour invalide.' },
  provider: { invalid: M.providerUnknown },
};
