import { errorStatus, errorText, landingPathFor, userReceived } from '@coloc/shared';
import { Alert, Button } from '@coloc/shared/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { setNewPassword } from '../../../entities/auth/api/authApi';
import { newPasswordRules } from '../../../entities/auth/model/rules';
import authStyles from '../../../entities/auth/ui/AuthForms.module.css';
import { PasswordField } from '../../../entities/forms/ui/PasswordField';
import { FormPageLayout } from '../../../entities/page/ui/FormPageLayout';

interface NewPasswordValues {
  password: string;
  confirmation: string;
}

/** Step 3, opened from the e-mail: `?token=…`. Success signs the user in. */
export default function NewPasswordPage() {
  const t = useTexts();
  const navigate = useNavigate();
  const token = new URLSearchParams(useLocation().search).get('token')?.trim() ?? '';
  const [serverError, setServerError] = useState<{ message: string; linkRejected: boolean } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({ mode: 'onSubmit', reValidateMode: 'onChange', defaultValues: { password: '', confirmation: '' } });

  const submit = handleSubmit(async ({ password }) => {
    setServerError(null);
    try {
      const { user } = await setNewPassword(token, password);
      userReceived(user);
      navigate(landingPathFor(user));
    } catch (error) {
      setServerError({ message: errorText(error), linkRejected: errorStatus(error) === 400 });
    }
  });

  if (!token) {
    return (
      <FormPageLayout title={t('reset.newTitle')}>
        <Alert tone="warning" title="Ce lien est incomplet">
          <p>
            Le lien que vous avez suivi ne contient pas le code de réinitialisation. Il a peut-être été coupé par votre messagerie :
            copiez-le en entier dans la barre d'adresse, ou demandez un nouveau lien.
          </p>
          <p>
            <Link to="/reset_password">Demander un nouveau lien</Link>
          </p>
        </Alert>
      </FormPageLayout>
    );
  }

  return (
    <FormPageLayout title={t('reset.newTitle')} intro={<p>Choisissez un mot de passe que vous n'utilisez pas ailleurs. Vous serez connecté(e) dès qu'il sera enregistré.</p>}>
      <form className={authStyles.form} onSubmit={submit} noValidate>
        <PasswordField
          label={t('fields.newPassword')}
          hint={t('hints.passwordLength')}
          toggleName="Afficher le nouveau mot de passe"
          autoComplete="new-password"
          aria-required="true"
          error={errors.password?.message}
          {...register('password', newPasswordRules(t))}
        />
        <PasswordField
          label={t('fields.confirmPassword')}
          toggleName="Afficher la confirmation"
          autoComplete="new-password"
          aria-required="true"
          error={errors.confirmation?.message}
          {...register('confirmation', {
            required: t('validation.required'),
            validate: (value, values) => value === values.password || t('validation.passwordMismatch'),
          })}
        />
        {serverError && (
          <Alert tone="error">
            <p>{serverError.message}</p>
            {serverError.linkRejected && (
              <p>
                <Link to="/reset_password">Demander un nouveau lien</Link>
              </p>
            )}
          </Alert>
        )}
        <Button type="submit" size="lg" block loading={isSubmitting}>
          {t('reset.save')}
        </Button>
      </form>
    </FormPageLayout>
  );
}
