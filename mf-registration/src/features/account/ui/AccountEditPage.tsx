import { $user, errorText, pathTo, type User } from '@coloc/shared';
import { Alert, Button, buttonClassName, Card, SkeletonText, TextField } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTexts, type Translate } from '../../../i18n/useTexts';
import { saveUser } from '../../../entities/flow/api/registrationApi';
import { businessNameRule, type BusinessNameRule } from '../model/summary';
import type { AccountLocationState } from './AccountPage';
import styles from './AccountEditPage.module.css';

interface AccountValues {
  first_name: string;
  name: string;
  business_name: string;
}

export const NAME_MAX = 80;
export const BUSINESS_NAME_MAX = 120;

/** The PUT /api/users/:id body: trimmed, and no company name unless the account has one to give. */
export function toAccountUpdate(values: AccountValues, rule: BusinessNameRule): { first_name: string; name: string; business_name?: string } {
  const body: { first_name: string; name: string; business_name?: string } = { first_name: values.first_name.trim(), name: values.name.trim() };
  const business = values.business_name.trim();
  // The API takes 1 to 120 characters: an optional company name left empty is simply not sent.
  if (rule && business) body.business_name = business;
  return body;
}

function textRules(t: Translate, { required, max, tooLong }: { required: boolean; max: number; tooLong: string }) {
  return {
    validate: (value: string) => {
      const trimmed = value.trim();
      if (required && !trimmed) return t('account.common.required');
      if (trimmed.length > max) return tooLong;
      return true;
    },
  };
}

/** `/{user_type}/account/edit`: first name, name and, for professionals, the company name. */
export default function AccountEditPage() {
  const user = useUnit($user);
  const t = useTexts();
  if (!user) return <SkeletonText lines={6} label={t('account.common.loading')} />;
  // Keyed by user so a fresh user object (another tab, a reload) starts a fresh form.
  return <AccountEditForm key={user.id} user={user} />;
}

function AccountEditForm({ user }: { user: User }) {
  const t = useTexts();
  const navigate = useNavigate();
  const location = useLocation();
  const rule = businessNameRule(user);
  const [serverError, setServerError] = useState<string | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AccountValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { first_name: user.first_name, name: user.name, business_name: user.company?.business_name ?? '' },
  });

  const accountPath = pathTo('DashboardAccount', {}, { user, from: location });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const saved = await saveUser(user.id, toAccountUpdate(values, rule));
      navigate(pathTo('DashboardAccount', {}, { user: saved, from: location }), { state: { accountSaved: true } satisfies AccountLocationState });
    } catch (error) {
      setServerError(errorText(error) || t('account.common.saveFailed'));
      requestAnimationFrame(() => errorRef.current?.focus());
    }
  });

  return (
    <section className={styles.page} aria-labelledby="account-edit-title">
      <h1 id="account-edit-title" className={styles.title}>
        {t('account.edit.title')}
      </h1>
      <p className={styles.intro}>{t('account.edit.intro')}</p>
      <Card padding="lg">
        <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="account-edit-title">
          <div className={styles.row}>
            <TextField
              label={t('account.edit.firstName')}
              autoComplete="given-name"
              required
              error={errors.first_name?.message}
              {...register('first_name', textRules(t, { required: true, max: NAME_MAX, tooLong: t('account.edit.nameTooLong') }))}
            />
            <TextField
              label={t('account.edit.name')}
              autoComplete="family-name"
              required
              error={errors.name?.message}
              {...register('name', textRules(t, { required: true, max: NAME_MAX, tooLong: t('account.edit.nameTooLong') }))}
            />
          </div>
          {rule && (
            <TextField
              label={t(`account.edit.${rule.label}`)}
              hint={rule.required ? undefined : t('account.edit.companyHint')}
              autoComplete="organization"
              required={rule.required}
              error={errors.business_name?.message}
              {...register(
                'business_name',
                textRules(t, { required: rule.required, max: BUSINESS_NAME_MAX, tooLong: t('account.edit.businessNameTooLong') }),
              )}
            />
          )}
          <TextField
            label={t('account.edit.email')}
            type="email"
            value={user.email}
            readOnly
            hint={
              <>
                {t('account.edit.emailHint')}{' '}
                <Link to={pathTo('Contact')}>{t('account.edit.contact')}</Link>
              </>
            }
          />
          {serverError && (
            <div ref={errorRef} tabIndex={-1}>
              <Alert tone="error">{serverError}</Alert>
            </div>
          )}
          <div className={styles.actions}>
            <Link className={buttonClassName({ variant: 'secondary' })} to={accountPath}>
              {t('account.edit.back')}
            </Link>
            <Button type="submit" loading={isSubmitting}>
              {t('account.edit.submit')}
            </Button>
          </div>
        </form>
      </Card>
    </section>
  );
}
