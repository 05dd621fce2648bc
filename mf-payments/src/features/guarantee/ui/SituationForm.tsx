import type { TenantFile } from '@coloc/shared';
import { Alert, Button, Card, SelectField, TextField } from '@coloc/shared/ui';
import { useSubmit } from '@coloc/shared/ui/useSubmit';
import { useUnit } from 'effector-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { saveSituationFx } from '../model/tenantFile';
import { EMPLOYMENT_STATUSES, eurosInput, isEmploymentStatus, parseEuros } from '../model/rules';
import styles from './Guarantee.module.css';

/** The situation the guarantee is decided on: employment and monthly income (in euros here, cents for the API). */
export function SituationForm({ file }: { file: TenantFile }) {
  const t = useTexts();
  const save = useUnit(saveSituationFx);
  const form = useRef<HTMLFormElement>(null);
  const [employment, setEmployment] = useState(isEmploymentStatus(file.employment_status) ? file.employment_status : '');
  const [income, setIncome] = useState(eurosInput(file.monthly_income_cents));
  const [submitted, setSubmitted] = useState(false);
  const [done, setDone] = useState('');
  const { pending: sending, error: failure, submit: send } = useSubmit(async (cents: number | null) => {
    await save({ employment_status: employment, monthly_income_cents: cents });
    setSubmitted(false);
    setDone(t('guarantee.situation.saved'));
  });

  const parsed = parseEuros(income);
  const employmentError = employment ? null : t('guarantee.situation.errors.required');
  const incomeError = parsed.problem ? t(`guarantee.situation.errors.${parsed.problem}`) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setDone('');
    if (employmentError || incomeError) {
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    await send(parsed.cents);
  }

  return (
    <Card as="section" padding="lg" aria-labelledby="situation-title">
      <form ref={form} className={styles.form} onSubmit={submit} noValidate aria-labelledby="situation-title">
        <h2 id="situation-title" className={styles.sectionTitle}>
          {t('guarantee.situation.title')}
        </h2>
        {file.status === 'confirmed' && <p className={styles.small}>{t('guarantee.situation.confirmedHint')}</p>}
        <div className={styles.fields}>
          <SelectField
            label={t('guarantee.situation.employment')}
            required
            placeholder={t('guarantee.situation.employmentPlaceholder')}
            options={EMPLOYMENT_STATUSES.map((value) => ({ value, label: t(`guarantee.employment.${value}`) }))}
            value={employment}
            error={submitted ? employmentError : null}
            onChange={(event) => setEmployment(event.target.value as typeof employment)}
          />
          <TextField
            label={t('guarantee.situation.income')}
            hint={t('guarantee.situation.incomeHint')}
            required
            inputMode="decimal"
            autoComplete="off"
            value={income}
            error={submitted ? incomeError : null}
            onChange={(event) => setIncome(event.target.value)}
          />
        </div>
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className={styles.formActions}>
          <p role="status" className={styles.notice}>
            {done}
          </p>
          <Button type="submit" loading={sending}>
            {t('guarantee.situation.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
