import { groupIban, IBAN_MAX_LENGTH } from '@coloc/contract/payments/iban';
import { type User } from '@coloc/shared';
import { Alert, Button, TextField } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTexts, type Translate } from '../../../i18n/useTexts';
import { $redirecting, $submitError, accountSubmitted, createAccountFx } from '../model/bankAccounts';
import type { BankAccountDraft } from '../model/draft';
import { cleanAccountForm, validateAccountForm, type AccountFormErrors, type AccountFormValues, type FieldError } from '../model/form';
import { formatIbanInput } from '../model/ibanInput';
import { scaReturnPath } from '../model/scaReturn';
import styles from './BankAccount.module.css';

/** The anchor of the section: the provider sends the user back to it. */
export const SECTION_HASH = 'compte-bancaire';

function errorText(t: Translate, error: FieldError | undefined): string | null {
  if (!error) return null;
  return 'values' in error ? t(`bankAccount.form.${error.key}`, error.values) : t(`bankAccount.form.${error.key}`);
}

interface AccountFormProps {
  user: User;
  /** A validated account exists: the form replaces it. */
  replacing: boolean;
  /** What was typed before an SCA that saved nothing. */
  restored: BankAccountDraft | null;
  onCancel?: () => void;
}

/**
 * Holder, IBAN (grouped by four as it is typed), optional BIC, and for a user with a company whose
 * name it is. Errors show next to each field after a submit attempt; on success the browser goes
 * to the provider's SCA page.
 */
export function AccountForm({ user, replacing, restored, onCancel }: AccountFormProps) {
  const t = useTexts();
  const company = user.company?.business_name?.trim() || null;
  const [values, setValues] = useState<AccountFormValues>(() => ({
    holder_name: restored?.holder_name ?? `${user.first_name} ${user.name}`.trim(),
    iban: restored ? groupIban(restored.iban) : '',
    bic: restored?.bic ?? '',
  }));
  const [ownerType, setOwnerType] = useState<'user' | 'company'>(restored?.owner_type === 'company' && company ? 'company' : 'user');
  const [submitted, setSubmitted] = useState(false);
  const [submitError, redirecting, pending] = useUnit([$submitError, $redirecting, createAccountFx.pending]);
  const fieldRefs = { holder_name: useRef<HTMLInputElement>(null), iban: useRef<HTMLInputElement>(null), bic: useRef<HTMLInputElement>(null) };

  const errors: AccountFormErrors = submitted ? validateAccountForm(values) : {};

  function set(field: keyof AccountFormValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  function onIbanChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const next = formatIbanInput(input.value, input.selectionStart ?? input.value.length);
    set('iban', next.value);
    // After React writes the new value, put the caret back after the same character.
    requestAnimationFrame(() => {
      if (document.activeElement === input) input.setSelectionRange(next.caret, next.caret);
    });
  }

  function chooseOwner(type: 'user' | 'company') {
    setOwnerType(type);
    const personal = `${user.first_name} ${user.name}`.trim();
    // A holder still at its suggestion follows the choice; one the user typed is left alone.
    if (type === 'company' && company && (values.holder_name.trim() === personal || !values.holder_name.trim())) set('holder_name', company);
    if (type === 'user' && company && values.holder_name.trim() === company) set('holder_name', personal);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending || redirecting) return;
    setSubmitted(true);
    const found = validateAccountForm(values);
    const first = (['holder_name', 'iban', 'bic'] as const).find((field) => found[field]);
    if (first) {
      fieldRefs[first].current?.focus();
      return;
    }
    accountSubmitted({
      ...cleanAccountForm(values),
      owner: { type: ownerType, id: user.id },
      return_path: scaReturnPath(window.location, 'bank_account', SECTION_HASH),
    });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="bank-account-form-title">
      <h3 className={styles.formTitle} id="bank-account-form-title">
        {replacing ? t('bankAccount.form.replaceTitle') : t('bankAccount.form.addTitle')}
      </h3>
      {replacing && <p className={styles.note}>{t('bankAccount.form.replaceHint')}</p>}
      {company && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('bankAccount.form.ownerLegend')}</legend>
          <label className={styles.radio}>
            <input type="radio" name="owner_type" value="user" checked={ownerType === 'user'} onChange={() => chooseOwner('user')} />
            {t('bankAccount.form.ownerUser')}
          </label>
          <label className={styles.radio}>
            <input type="radio" name="owner_type" value="company" checked={ownerType === 'company'} onChange={() => chooseOwner('company')} />
            {t('bankAccount.form.ownerCompany', { company })}
          </label>
        </fieldset>
      )}
      <TextField
        ref={fieldRefs.holder_name}
        label={t('bankAccount.form.holder')}
        hint={t('bankAccount.form.holderHint')}
        name="holder_name"
        autoComplete="name"
        required
        maxLength={200}
        value={values.holder_name}
        onChange={(event) => set('holder_name', event.target.value)}
        error={errorText(t, errors.holder_name)}
      />
      <TextField
        ref={fieldRefs.iban}
        label={t('bankAccount.form.iban')}
        hint={t('bankAccount.form.ibanHint')}
        name="iban"
        required
        inputMode="text"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        // Groups of four add a space every four characters.
        maxLength={IBAN_MAX_LENGTH + Math.ceil(IBAN_MAX_LENGTH / 4)}
        inputClassName={styles.ibanInput}
        placeholder="FR76 0000 0000 0000 0000 0000 000"
        value={values.iban}
        onChange={onIbanChange}
        error={errorText(t, errors.iban)}
      />
      <TextField
        ref={fieldRefs.bic}
        label={t('bankAccount.form.bic')}
        hint={t('bankAccount.form.bicHint')}
        name="bic"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={14}
        value={values.bic}
        onChange={(event) => set('bic', event.target.value.toUpperCase())}
        error={errorText(t, errors.bic)}
      />
      {submitError && <Alert tone="error">{submitError}</Alert>}
      <p className={styles.note}>{t('bankAccount.form.scaNote')}</p>
      <div className={styles.actions}>
        <Button type="submit" loading={pending || redirecting}>
          {redirecting ? t('bankAccount.form.redirecting') : t('bankAccount.form.submit')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={pending || redirecting}>
            {t('bankAccount.form.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
