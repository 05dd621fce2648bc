import { formatEuro, roomDisplayName, type Home, type LeaseKind } from '@coloc/shared';
import { Alert, Button, Card, CheckboxField, SelectField, TextAreaField, TextField } from '@coloc/shared/ui';
import { useSubmit } from '@coloc/shared/ui/useSubmit';
import { useUnit } from 'effector-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { parseAmount } from '../../../entities/owner-common/model/formValues';
import page from '../../../entities/owner-common/ui/OwnerPage.module.css';
import { emptyLease, leaseErrors, maxDeposit, SPECIAL_TERMS_MAX, toLeaseInput, type LeaseValues } from '../../../entities/lease/model/leaseForm';
import { createLeaseFx } from '../../../entities/lease/model/lease';
import styles from '../../../entities/lease/ui/Lease.module.css';

const amountText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value).replace('.', ','));

/** A new draft lease for a room or the whole home; nothing typed is lost when the API refuses it. */
export function LeaseForm({ homeId, home }: { homeId: number; home: Home }) {
  const t = useTexts();
  const create = useUnit(createLeaseFx);
  const form = useRef<HTMLFormElement>(null);
  const rooms = home.rooms;
  const defaultKind: LeaseKind = rooms.length > 0 ? 'room' : 'whole';
  const [values, setValues] = useState<LeaseValues>(() => emptyLease(defaultKind));
  const [submitted, setSubmitted] = useState(false);
  const [done, setDone] = useState('');
  const { pending: sending, error: failure, submit: send } = useSubmit(async () => {
    const input = toLeaseInput(values);
    await create({ homeId, input });
    setValues(emptyLease(defaultKind));
    setSubmitted(false);
    setDone(t('lease.form.created', { email: input.tenant_email }));
  });

  const errors = submitted ? leaseErrors(values) : {};
  const rent = parseAmount(values.rent);
  const cap = rent === null ? null : maxDeposit(rent, values.furnished);
  const message = (field: keyof LeaseValues) => {
    const key = errors[field];
    if (!key) return null;
    if (key === 'depositTooHigh')
      return t('lease.errors.depositTooHigh', { max: formatEuro(cap ?? 0), months: t(values.furnished ? 'lease.errors.depositTwoMonths' : 'lease.errors.depositOneMonth') });
    if (key === 'termsTooLong') return t('lease.errors.termsTooLong', { max: SPECIAL_TERMS_MAX });
    return t(`lease.errors.${key}`);
  };

  function set<K extends keyof LeaseValues>(field: K, value: LeaseValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  function chooseRoom(id: string) {
    const room = rooms.find((candidate) => String(candidate.id) === id);
    // The room's advertised terms are offered, never over what the owner already typed.
    setValues((current) => ({
      ...current,
      room: id,
      rent: current.rent || amountText(room?.rent),
      charges: current.charges || amountText(room?.charges),
      furnished: room ? room.furnished : current.furnished,
    }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setDone('');
    if (Object.keys(leaseErrors(values)).length > 0) {
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    await send();
  }

  return (
    <section className={page.section} aria-labelledby="lease-form-title">
      <h2 id="lease-form-title" className={page.sectionTitle}>
        {t('lease.form.title')}
      </h2>
      <Card padding="lg">
        <form ref={form} className={page.form} onSubmit={submit} noValidate aria-labelledby="lease-form-title">
          <fieldset className={styles.kind}>
            <legend>{t('lease.form.kind')}</legend>
            {(['room', 'whole'] as const).map((kind) => (
              <label key={kind} className={styles.radio}>
                <input type="radio" name="lease-kind" value={kind} checked={values.kind === kind} onChange={() => set('kind', kind)} />
                {kind === 'room' ? t('lease.form.kindRoom') : t('lease.form.kindWhole')}
              </label>
            ))}
          </fieldset>
          <div className={page.fields}>
            {values.kind === 'room' && (
              <SelectField
                label={t('lease.form.room')}
                required
                placeholder={t('lease.form.roomPlaceholder')}
                options={rooms.map((room) => ({ value: String(room.id), label: roomDisplayName(room) }))}
                value={values.room}
                error={message('room')}
                onChange={(event) => chooseRoom(event.target.value)}
              />
            )}
            <TextField
              label={t('lease.form.tenantEmail')}
              hint={t('lease.form.tenantEmailHint')}
              type="email"
              autoComplete="off"
              required
              value={values.tenant_email}
              error={message('tenant_email')}
              onChange={(event) => set('tenant_email', event.target.value)}
            />
            <TextField label={t('lease.form.startDate')} type="date" required value={values.start_date} error={message('start_date')} onChange={(event) => set('start_date', event.target.value)} />
            <TextField
              label={t('lease.form.duration')}
              hint={t('lease.form.durationHint')}
              inputMode="numeric"
              required
              value={values.duration_months}
              error={message('duration_months')}
              onChange={(event) => set('duration_months', event.target.value)}
            />
          </div>
          <CheckboxField label={t('lease.form.furnished')} checked={values.furnished} onChange={(event) => set('furnished', event.target.checked)} />
          <div className={page.fields3}>
            <TextField label={t('lease.form.rent')} inputMode="decimal" required value={values.rent} error={message('rent')} onChange={(event) => set('rent', event.target.value)} />
            <TextField label={t('lease.form.charges')} inputMode="decimal" required value={values.charges} error={message('charges')} onChange={(event) => set('charges', event.target.value)} />
            <TextField
              label={t('lease.form.deposit')}
              hint={t('lease.form.depositHint')}
              inputMode="decimal"
              required
              value={values.deposit}
              error={message('deposit')}
              onChange={(event) => set('deposit', event.target.value)}
            />
          </div>
          <TextAreaField
            label={t('lease.form.specialTerms')}
            rows={4}
            value={values.special_terms}
            error={message('special_terms')}
            onChange={(event) => set('special_terms', event.target.value)}
          />
          {failure && <Alert tone="error">{failure}</Alert>}
          <p role="status" className={page.success}>
            {done}
          </p>
          <div className={page.formActions}>
            <Button type="submit" loading={sending}>
              {t('lease.form.submit')}
            </Button>
          </div>
        </form>
      </Card>
    </section>
  );
}
