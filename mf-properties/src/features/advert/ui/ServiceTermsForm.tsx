import { errorText, SERVICE_MAX_HOURS_PER_WEEK, type ServiceTerms } from '@coloc/shared';
import { Alert, Button, TextAreaField, TextField } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { saveTermsFx } from '../model/advert';
import { draftOf, serviceTermsErrors, termsOf, type ServiceTermsDraft } from '../../../entities/advert/model/serviceTerms';
import styles from './Advert.module.css';

/**
 * The housing-for-services terms (PUT /api/homes/{id} `services`). Errors show after a submit
 * attempt; a refusal of the server is shown above the button and keeps what was typed.
 */
export function ServiceTermsForm({ homeId, terms }: { homeId: number; terms: ServiceTerms | null }) {
  const t = useTexts();
  const [save, saving] = useUnit([saveTermsFx, saveTermsFx.pending]);
  const [draft, setDraft] = useState<ServiceTermsDraft>(() => draftOf(terms));
  const [submitted, setSubmitted] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; message: string } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const touched = useRef(false);

  // The terms arrive after the form (loaded with the advert): take them unless the owner typed.
  useEffect(() => {
    if (!touched.current) setDraft(draftOf(terms));
  }, [terms]);

  const errors = submitted ? serviceTermsErrors(draft) : {};
  const field = (key: keyof ServiceTermsDraft) => ({
    value: draft[key],
    error: errors[key],
    required: true,
    onChange: (event: { target: { value: string } }) => {
      touched.current = true;
      setOutcome(null);
      setDraft((current) => ({ ...current, [key]: event.target.value }));
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(serviceTermsErrors(draft)).length > 0) {
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    try {
      await save({ homeId, terms: termsOf(draft) });
      touched.current = false;
      setOutcome({ ok: true });
    } catch (error) {
      setOutcome({ ok: false, message: errorText(error) });
    }
  }

  return (
    <form ref={form} className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="services-form-title">
      <h2 id="services-form-title" className={styles.sectionTitle}>
        {t('advert.services.title')}
      </h2>
      <Alert tone="info" title={t('advert.services.rules.title')}>
        <ul className={styles.rules}>
          <li>{t('advert.services.rules.hours', { max: SERVICE_MAX_HOURS_PER_WEEK })}</li>
          <li>{t('advert.services.rules.tasks')}</li>
          <li>{t('advert.services.rules.trial')}</li>
          <li>{t('advert.services.rules.notice')}</li>
          <li>{t('advert.services.rules.payment')}</li>
        </ul>
      </Alert>
      <div className={styles.fieldsRow}>
        <TextField label={t('advert.services.hours')} inputMode="numeric" {...field('hours_per_week')} />
        <TextField label={t('advert.services.trial')} inputMode="numeric" {...field('trial_weeks')} />
        <TextField label={t('advert.services.notice')} inputMode="numeric" {...field('notice_days')} />
      </div>
      <TextAreaField label={t('advert.services.tasks')} hint={t('advert.services.tasksHint')} rows={5} {...field('tasks')} />
      {outcome?.ok && <Alert tone="success">{t('advert.services.saved')}</Alert>}
      {outcome && !outcome.ok && <Alert tone="error">{outcome.message}</Alert>}
      <div>
        <Button type="submit" loading={saving}>
          {t('advert.services.save')}
        </Button>
      </div>
    </form>
  );
}
