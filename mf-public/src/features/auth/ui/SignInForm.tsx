import { errorText } from '@coloc/shared';
import { Button } from '@coloc/shared/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { FormError } from '../../../entities/forms/ui/FormError';
import { PasswordField } from '../../../entities/forms/ui/PasswordField';
import { signIn, type Credentials } from '../../../entities/auth/api/authApi';
import type { DestinationOptions } from '../../../entities/auth/model/destination';
import { emailRules, requiredRule } from '../../../entities/auth/model/rules';
import { useAuthSuccess } from '../model/useAuthSuccess';
import styles from '../../../entities/auth/ui/AuthForms.module.css';
import { EmailField } from '../../../entities/forms/ui/EmailField';

/** The sign-in form of /signin and /access; where it leads afterwards depends on the page. */
export function SignInForm({ fromNoAccess = false }: DestinationOptions) {
  const t = useTexts();
  const onSignedIn = useAuthSuccess({ fromNoAccess });
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Credentials>({ mode: 'onSubmit', reValidateMode: 'onChange', defaultValues: { email: '', password: '' } });

  const submit = handleSubmit(async (credentials) => {
    setServerError(null);
    try {
      onSignedIn(await signIn({ ...credentials, email: credentials.email.trim() }));
    } catch (error) {
      setServerError(errorText(error));
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.note}>{t('signin.allRequired')}</p>
      <EmailField error={errors.email?.message} {...register('email', emailRules(t))} />
      <PasswordField
        label={t('fields.password')}
        toggleName="Afficher le mot de passe"
        autoComplete="current-password"
        aria-required="true"
        error={errors.password?.message}
        {...register('password', requiredRule(t))}
      />
      <p className={styles.forgotten}>
        <Link to="/reset_password">{t('signin.forgotten')}</Link>
      </p>
      <FormError message={serverError} />
      <Button type="submit" size="lg" block loading={isSubmitting}>
        {t('signin.submit')}
      </Button>
    </form>
  );
}
