import type { ManagementOverview } from '@coloc/shared';
import { Alert, Button, Card, SelectField, TextField } from '@coloc/shared/ui';
import { useSubmit } from '@coloc/shared/ui/useSubmit';
import { useUnit } from 'effector-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import page from '../../../entities/owner-common/ui/OwnerPage.module.css';
import { addTenancyFx } from '../model/management';
import { EMPTY_TENANCY, TENANT_NAME_MAX, tenancyErrors, toTenancyInput, type RoomChoice, type TenancyValues } from '../model/tenancyForm';

const amountText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value).replace('.', ','));

/** A free room (or the whole home while nothing is let) for a new tenant; nothing typed is lost on an error. */
export function AddTenancyForm({ homeId, overview }: { homeId: number; overview: ManagementOverview }) {
  const t = useTexts();
  const add = useUnit(addTenancyFx);
  const form = useRef<HTMLFormElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<TenancyValues>(EMPTY_TENANCY);
  const [submitted, setSubmitted] = useState(false);
  const [done, setDone] = useState('');
  const { pending: sending, error: failure, submit: send } = useSubmit(async () => {
    const input = toTenancyInput(values);
    await add({ homeId, input });
    setValues(EMPTY_TENANCY);
    setSubmitted(false);
    setDone(t('management.add.done', { name: input.tenant_name }));
  });

  const freeRooms = overview.rooms.filter((occupancy) => !occupancy.tenancy);
  const wholeHomeFree = !overview.whole_home && overview.tenancies.every((tenancy) => tenancy.status !== 'active');
  const options = [
    ...freeRooms.map(({ room, display_name }) => ({ value: String(room.id), label: display_name })),
    ...(wholeHomeFree ? [{ value: 'whole', label: t('management.add.wholeHome') }] : []),
  ];
  const errors = submitted ? tenancyErrors(values) : {};
  const message = (field: keyof TenancyValues) => (errors[field] ? t(`management.errors.${errors[field]}`) : null);

  function set<K extends keyof TenancyValues>(field: K, value: TenancyValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  function chooseRoom(choice: RoomChoice) {
    const room = freeRooms.find((occupancy) => String(occupancy.room.id) === choice)?.room;
    // The room's advertised rent is offered, never over what the owner already typed.
    setValues((current) => ({
      ...current,
      room: choice,
      rent: current.rent || amountText(room?.rent),
      charges: current.charges || amountText(room?.charges),
    }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setDone('');
    if (Object.keys(tenancyErrors(values)).length > 0) {
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    // The keyboard goes to the server's refusal (nothing typed is lost).
    if (!(await send())) requestAnimationFrame(() => failureRef.current?.focus());
  }

  return (
    <section className={page.section} aria-labelledby="management-add-title">
      <h2 id="management-add-title" className={page.sectionTitle}>
        {t('management.add.title')}
      </h2>
      <Card padding="lg">
        <form ref={form} className={page.form} onSubmit={submit} noValidate aria-labelledby="management-add-title">
          <p className={page.muted}>{t('management.add.intro')}</p>
          {options.length === 0 && <Alert tone="info">{t('management.add.noFreeRoom')}</Alert>}
          <div className={page.fields}>
            <SelectField
              label={t('management.add.room')}
              required
              placeholder={t('management.add.roomPlaceholder')}
              options={options}
              value={values.room}
              error={message('room')}
              onChange={(event) => chooseRoom(event.target.value as RoomChoice)}
            />
            <TextField
              label={t('management.add.startDate')}
              type="date"
              required
              value={values.start_date}
              error={message('start_date')}
              onChange={(event) => set('start_date', event.target.value)}
            />
            <TextField
              label={t('management.add.name')}
              autoComplete="off"
              required
              maxLength={TENANT_NAME_MAX}
              value={values.tenant_name}
              error={message('tenant_name')}
              onChange={(event) => set('tenant_name', event.target.value)}
            />
            <TextField
              label={t('management.add.email')}
              type="email"
              autoComplete="off"
              required
              value={values.tenant_email}
              error={message('tenant_email')}
              onChange={(event) => set('tenant_email', event.target.value)}
            />
          </div>
          <div className={page.fields3}>
            <TextField label={t('management.add.rent')} inputMode="decimal" required value={values.rent} error={message('rent')} onChange={(event) => set('rent', event.target.value)} />
            <TextField
              label={t('management.add.charges')}
              inputMode="decimal"
              required
              value={values.charges}
              error={message('charges')}
              onChange={(event) => set('charges', event.target.value)}
            />
            <TextField
              label={t('management.add.deposit')}
              inputMode="decimal"
              required
              value={values.deposit}
              error={message('deposit')}
              onChange={(event) => set('deposit', event.target.value)}
            />
          </div>
          {failure && (
            <div ref={failureRef} tabIndex={-1}>
              <Alert tone="error">{failure}</Alert>
            </div>
          )}
          <p role="status" className={page.success}>
            {done}
          </p>
          <div className={page.formActions}>
            <Button type="submit" loading={sending}>
              {t('management.add.submit')}
            </Button>
          </div>
        </form>
      </Card>
    </section>
  );
}
