import { errorText } from '@coloc/shared';
import { Button } from '@coloc/shared/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { requestPasswordReset } from '../../../entities/auth/api/authApi';
import { emailRules } from '../../../entities/auth/model/rules';
import authStyles from '../../../entities/auth/ui/AuthForms.module.css';
import { FormError } from '../../../entities/forms/ui/FormError';
import { FormPageLayout } from '../../../entities/page/ui/FormPageLayout';
import { EmailField } from '../../../entities/forms/ui/EmailField';

/** Step 1: the address the reset link goes to. */
export default function ResetPasswordPage() {
  const t = useTexts();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: new URLSearchParams(search).get('email') ?? '' },
  });

  const submit = handleSubmit(async ({ email }) => {
    setServerError(null);
    const address = email.trim();
    try {
      await requestPasswordReset(address);
      navigate(`/reset_password/email?${new URLSearchParams({ email: address }).toString()}`);
    } catch (error) {
      setServerError(errorText(error));
    }
  });

  return (
    <FormPageLayout
      title={t('reset.title')}
      intro={<p>Pas d'inquiétude : indiquez l'adresse e-mail de votre compte et nous vous enverrons un lien pour choisir un nouveau mot de passe.</p>}
    >
      <form className={authStyles.form} onSubmit={submit} noValidate>
        <EmailField error={errors.email?.message} {...register('email', emailRules(t))} />
        <FormError message={serverError} />
        <Button type="submit" size="lg" block loading={isSubmitting}>
          {t('reset.submit')}
        </Button>
      </form>
      <p className={authStyles.after}>
        <Link to="/signin">{t('reset.backToSignin')}</Link>
      </p>
    </FormPageLayout>
  );
}
