import { TextField, type TextFieldProps } from '@coloc/shared/ui';
import { useTexts } from '../../../i18n/useTexts';

/** The required "Adresse e-mail" field every public form asks for; spread `register('email', …)` into it. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  const t = useTexts();
  return <TextField label={t('fields.email')} type="email" autoComplete="email" inputMode="email" aria-required="true" {...props} />;
}
