import { errorText, type SignupType } from '@coloc/shared';
import { Button, CheckboxField, TextField, VisuallyHidden } from '@coloc/shared/ui';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { signUp, type SignupPayload } from '../../../entities/auth/api/authApi';
import { emailRules, newPasswordRules, requiredRule } from '../../../entities/auth/model/rules';
import styles from '../../../entities/auth/ui/AuthForms.module.css';
import { FormError } from '../../../entities/forms/ui/FormError';
import { PasswordField } from '../../../entities/forms/ui/PasswordField';
import { rememberSignupQuery } from '../model/pendingDestination';
import { SIGNUP_TYPE_INFO } from '../model/signupTypes';
import { EmailField } from '../../../entities/forms/ui/EmailField';

interface SignupValues {
  first_name: string;
  name: string;
  business_name: string;
  email: string;
  password: string;
  accept_terms: boolean;
  newsletter: boolean;
}

export function toSignupPayload(type: SignupType, values: SignupValues): SignupPayload {
  const payload: SignupPayload = {
    email: values.email.trim(),
    password: values.password,
    first_name: values.first_name.trim(),
    name: values.name.trim(),
    type,
    newsletter: values.newsletter,
  };
  if (SIGNUP_TYPE_INFO[type].businessNameLabel) payload.business_name = values.business_name.trim();
  return payload;
}

export interface SignupFormProps {
  type: SignupType;
  /** The form was sent: the server mails the address, whether or not it has an account. */
  onSent(payload: SignupPayload): void;
  /** Back from « Modifier l'adresse »: the form as it was sent, the address field focused. */
  initial?: SignupPayload | null;
}

export function SignupForm({ type, onSent, initial = null }: SignupFormProps) {
  const t = useTexts();
  const newTabId = useId();
  const { search } = useLocation();
  const [serverError, setServerError] = useState<string | null>(null);
  const { businessNameLabel } = SIGNUP_TYPE_INFO[type];
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<SignupValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: initial
      ? {
          first_name: initial.first_name,
          name: initial.name,
          business_name: initial.business_name ?? '',
          email: initial.email,
          password: initial.password,
          accept_terms: true,
          newsletter: initial.newsletter === true,
        }
      : { first_name: '', name: '', business_name: '', email: '', password: '', accept_terms: false, newsletter: false },
  });
  useEffect(() => {
    if (initial) setFocus('email', { shouldSelect: true });
  }, [initial, setFocus]);

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const payload = toSignupPayload(type, values);
      await signUp(payload);
      rememberSignupQuery(search);
      onSent(payload);
    } catch (error) {
      setServerError(errorText(error));
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.note}>Tous les champs sont obligatoires, sauf l'inscription à la lettre d'information.</p>
      <div className={styles.row}>
        <TextField
          label={t('fields.firstName')}
          autoComplete="given-name"
          aria-required="true"
          error={errors.first_name?.message}
          {...register('first_name', requiredRule(t))}
        />
        <TextField
          label={t('fields.name')}
          autoComplete="family-name"
          aria-required="true"
          error={errors.name?.message}
          {...register('name', requiredRule(t))}
        />
      </div>
      {businessNameLabel && (
        <TextField
          label={t(businessNameLabel)}
          autoComplete="organization"
          aria-required="true"
          error={errors.business_name?.message}
          {...register('business_name', requiredRule(t))}
        />
      )}
      <EmailField error={errors.email?.message} {...register('email', emailRules(t))} />
      <PasswordField
        label={t('fields.password')}
        hint={t('hints.passwordLength')}
        toggleName="Afficher le mot de passe"
        autoComplete="new-password"
        aria-required="true"
        error={errors.password?.message}
        {...register('password', newPasswordRules(t))}
      />
      <div className={styles.checks}>
        <CheckboxField
          aria-required="true"
          error={errors.accept_terms?.message}
          label={
            <>
              {t('signup.acceptTermsBefore')}
              <a href="/cgu" target="_blank" rel="noopener" aria-describedby={newTabId}>
                {t('signup.acceptTermsLink')}
              </a>
              {t('signup.acceptTermsMiddle')}
              <a href="/charte-de-bonne-conduite" target="_blank" rel="noopener" aria-describedby={newTabId}>
                {t('signup.acceptCharterLink')}
              </a>
            </>
          }
          {...register('accept_terms', { required: t('validation.acceptTerms') })}
        />
        <CheckboxField label={t('signup.newsletter')} {...register('newsletter')} />
        {/* Outside the label so the checkbox keeps its exact name; the links point here. */}
        <VisuallyHidden>
          <span id={newTabId}>{t('signup.newTab')}</span>
        </VisuallyHidden>
      </div>
      <FormError message={serverError} />
      <Button type="submit" size="lg" block loading={isSubmitting}>
        {t('signup.submit')}
      </Button>
    </form>
  );
}
