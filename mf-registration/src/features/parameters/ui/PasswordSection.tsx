import { errorStatus, errorText, type User } from '@coloc/shared';
import { Alert, Button, CheckboxField, TextField } from '@coloc/shared/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTexts } from '../../../i18n/useTexts';
import { changePassword } from '../api/parametersApi';
import styles from './Parameters.module.css';

/** Same bounds as sign-up (api auth PasswordSchema). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

interface PasswordValues {
  current_password: string;
  new_password: string;
  confirmation: string;
}

/** Answers about the current password: the API says it is wrong with a 400 (403 or 401 tolerated). */
const CURRENT_PASSWORD_STATUSES = [400, 401, 403];

/** PUT /api/users/:id/password; the server closes the user's other sessions. */
export function PasswordSection({ user }: { user: User }) {
  const t = useTexts();
  const [visible, setVisible] = useState(false);
  const [changed, setChanged] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { current_password: '', new_password: '', confirmation: '' },
  });

  const submit = handleSubmit(async ({ current_password, new_password }) => {
    setChanged(false);
    setFormError(null);
    try {
      await changePassword(user.id, { current_password, new_password });
      reset();
      setChanged(true);
    } catch (error) {
      const status = errorStatus(error);
      if (status !== null && CURRENT_PASSWORD_STATUSES.includes(status)) {
        setError('current_password', { type: 'server', message: errorText(error) }, { shouldFocus: true });
      } else {
        setFormError(errorText(error) || t('account.common.saveFailed'));
      }
    }
  });

  const type = visible ? 'text' : 'password';
  return (
    <section className={styles.section} aria-labelledby="parameters-password">
      <h2 id="parameters-password" className={styles.sectionTitle}>
        {t('account.parameters.password.title')}
      </h2>
      <p className={styles.intro}>{t('account.parameters.password.intro')}</p>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="parameters-password">
        {/* Lets password managers tie the new password to the account. */}
        <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
        <TextField
          label={t('account.parameters.password.current')}
          type={type}
          autoComplete="current-password"
          required
          error={errors.current_password?.message}
          {...register('current_password', {
            onChange: () => setChanged(false),
            validate: (value) => value !== '' || t('account.common.required'),
          })}
        />
        <TextField
          label={t('account.parameters.password.new')}
          hint={t('account.parameters.password.newHint')}
          type={type}
          autoComplete="new-password"
          required
          error={errors.new_password?.message}
          {...register('new_password', {
            onChange: () => setChanged(false),
            validate: (value) => {
              if (!value) return t('account.common.required');
              if (value.length < PASSWORD_MIN_LENGTH) return t('account.parameters.password.tooShort');
              if (value.length > PASSWORD_MAX_LENGTH) return t('account.parameters.password.tooLong');
              if (value === getValues('current_password')) return t('account.parameters.password.sameAsCurrent');
              return true;
            },
          })}
        />
        <TextField
          label={t('account.parameters.password.confirm')}
          type={type}
          autoComplete="new-password"
          required
          error={errors.confirmation?.message}
          {...register('confirmation', {
            onChange: () => setChanged(false),
            validate: (value) => {
              if (!value) return t('account.common.required');
              return value === getValues('new_password') || t('account.parameters.password.mismatch');
            },
          })}
        />
        <CheckboxField label={t('account.parameters.password.show')} checked={visible} onChange={(event) => setVisible(event.target.checked)} />
        {formError && <Alert tone="error">{formError}</Alert>}
        <div className={styles.actions}>
          <Button type="submit" loading={isSubmitting}>
            {t('account.parameters.password.submit')}
          </Button>
          <p role="status" className={styles.success}>
            {changed ? t('account.parameters.password.changed') : ''}
          </p>
        </div>
      </form>
    </section>
  );
}
