// `ma-prochaine-colocation`: the tenant's next move (date, cities, budget), pre-filled from the home
// they live in. « Voir les colocations » saves it, writes the cities and the budget into their
// search (the other criteria stay) and opens the matching homes.
import { $user, cityLabel, formatDate, pathTo, type City, type NextColocationPlan, type User } from '@coloc/shared';
import { Alert, Button, Card, CityCombobox, SkeletonText, TextAreaField, TextField } from '@coloc/shared/ui';
import { CityChips } from '@coloc/shared/ui/CityChips';
import { useSubmit } from '@coloc/shared/ui/useSubmit';
import { useUnit } from 'effector-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { todayInParis } from '../../../entities/receipts/model/format';
import page from '../../../entities/receipts/ui/TenantSpace.module.css';
import { $loadError, $loadState, $plan, loadPlanFx, nextColocationOpened, nextColocationRetried, showColocationsFx } from '../model/nextColocation';
import { addCity, formFromPlan, isPrefilled, PLAN_LIMITS, validatePlanForm, yearsLater, type PlanForm, type PlanFormError } from '../model/planForm';
import styles from './NextColocation.module.css';

export default function NextColocationPage() {
  const t = useTexts();
  const user = useUnit($user);
  const [plan, state, error, reloading, open, retry] = useUnit([$plan, $loadState, $loadError, loadPlanFx.pending, nextColocationOpened, nextColocationRetried]);

  useEffect(() => {
    open();
  }, [open]);

  let body;
  if (state === 'loading' || !user) body = <SkeletonText lines={8} label={t('nextColocation.loading')} />;
  else if (state === 'failed' || !plan)
    body = (
      <Alert tone="error" title={t('nextColocation.loadFailed')}>
        {error && <p>{error}</p>}
        <Button variant="secondary" size="sm" loading={reloading} onClick={() => retry()}>
          {t('nextColocation.retry')}
        </Button>
      </Alert>
    );
  // Keyed by the plan's save: a fresh form for each plan read, never while typing.
  else body = <PlanEditor key={plan.updated_at ?? 'new'} plan={plan} user={user} />;

  return (
    <div className={page.page}>
      <header>
        <h1 className={page.title}>{t('nextColocation.title')}</h1>
        <p className={page.intro}>{t('nextColocation.intro')}</p>
      </header>
      {body}
    </div>
  );
}

function PlanEditor({ plan, user }: { plan: NextColocationPlan; user: User }) {
  const t = useTexts();
  const navigate = useNavigate();
  const show = useUnit(showColocationsFx);
  const formRef = useRef<HTMLFormElement>(null);
  const cityInput = useRef<HTMLInputElement>(null);
  const [form, setForm] = useState<PlanForm>(() => formFromPlan(plan));
  const [submitted, setSubmitted] = useState(false);
  const { pending: sending, error: failure, submit: send } = useSubmit(async () => {
    await show({ form, user });
    navigate(pathTo('DashboardHomeMatching', {}, { user }));
  });
  // A new combobox after each choice: its input is empty and ready for the next city.
  const [comboboxKey, setComboboxKey] = useState(0);
  const [refocus, setRefocus] = useState(false);
  const today = todayInParis();

  useEffect(() => {
    if (refocus) {
      cityInput.current?.focus();
      setRefocus(false);
    }
  }, [refocus, comboboxKey]);

  const errors = validatePlanForm(form, today);
  const errorOf = (error: PlanFormError | undefined) => (submitted && error ? t(`nextColocation.errors.${error}`) : null);
  const update = <K extends keyof PlanForm>(field: K, value: PlanForm[K]) => setForm((current) => ({ ...current, [field]: value }));

  function chooseCity(city: City | null) {
    if (!city) return;
    update('cities', addCity(form.cities, city));
    setComboboxKey((key) => key + 1);
    setRefocus(true);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    await send();
  }

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label={t('nextColocation.title')}>
      {isPrefilled(plan) && <Alert tone="info">{t('nextColocation.prefilled')}</Alert>}
      {plan.updated_at && <p className={page.muted}>{t('nextColocation.savedOn', { date: formatDate(plan.updated_at) })}</p>}
      {submitted && Object.keys(errors).length > 0 && <Alert tone="error" title={t('nextColocation.errorsTitle')} />}

      <Card as="fieldset" className={styles.fieldset}>
        <legend className={styles.legend}>{t('nextColocation.when')}</legend>
        <TextField
          className={styles.narrow}
          label={t('nextColocation.moveDate')}
          type="date"
          required
          min={today}
          max={yearsLater(today, PLAN_LIMITS.yearsAhead)}
          hint={t('nextColocation.moveDateHint')}
          value={form.moveDate}
          error={errorOf(errors.moveDate)}
          onChange={(event) => update('moveDate', event.target.value)}
        />
      </Card>

      <Card as="fieldset" className={styles.fieldset}>
        <legend className={styles.legend}>{t('nextColocation.where')}</legend>
        {form.cities.length > 0 && (
          <>
            <p className={styles.label} id="next-colocation-cities">
              {t('nextColocation.cities')}
            </p>
            <CityChips
              cities={form.cities.map((city) => ({ id: city.id, label: cityLabel(city) }))}
              removeLabel={(city) => t('nextColocation.removeCity', { city })}
              onRemove={(id) => {
                update('cities', form.cities.filter((c) => c.id !== id));
                setRefocus(true);
              }}
              labelledBy="next-colocation-cities"
              spacing="none"
            />
          </>
        )}
        {form.cities.length < PLAN_LIMITS.maxCities ? (
          <CityCombobox
            key={comboboxKey}
            value={null}
            onChange={chooseCity}
            inputRef={cityInput}
            label={t('nextColocation.cityLabel')}
            required={form.cities.length === 0}
            error={errorOf(errors.cities)}
          />
        ) : (
          <p className={styles.hint}>{t('nextColocation.tooManyCities', { max: PLAN_LIMITS.maxCities })}</p>
        )}
        <p className={styles.hint}>{t('nextColocation.cityHint', { max: PLAN_LIMITS.maxCities })}</p>
      </Card>

      <Card as="fieldset" className={styles.fieldset}>
        <legend className={styles.legend}>{t('nextColocation.budgetTitle')}</legend>
        <TextField
          className={styles.narrow}
          label={t('nextColocation.budget')}
          inputMode="decimal"
          required
          hint={t('nextColocation.budgetHint')}
          value={form.budget}
          error={errorOf(errors.budget)}
          onChange={(event) => update('budget', event.target.value)}
        />
        <TextAreaField label={t('nextColocation.note')} rows={3} value={form.note} error={errorOf(errors.note)} onChange={(event) => update('note', event.target.value)} />
      </Card>

      {failure && <Alert tone="error">{failure}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" size="lg" loading={sending}>
          {t('nextColocation.submit')}
        </Button>
      </div>
    </form>
  );
}
