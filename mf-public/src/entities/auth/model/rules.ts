// Client-side checks shared by the auth, password and contact forms (SPEC 5 wording).
import { EMAIL_PATTERN } from '@coloc/shared';
import type { Translate } from '../../../i18n/useTexts';

export { EMAIL_PATTERN };
export const PASSWORD_MIN_LENGTH = 8;

export function emailRules(t: Translate) {
  return {
    required: t('validation.required'),
    pattern: { value: EMAIL_PATTERN, message: t('validation.email') },
  };
}

/** Spaces alone do not fill a field. */
export function requiredRule(t: Translate) {
  const message = t('validation.required');
  return {
    required: message,
    validate: { notBlank: (value: unknown) => typeof value !== 'string' || value.trim() !== '' || message },
  };
}

export function newPasswordRules(t: Translate) {
  return {
    required: t('validation.required'),
    minLength: { value: PASSWORD_MIN_LENGTH, message: t('validation.passwordLength') },
  };
}
