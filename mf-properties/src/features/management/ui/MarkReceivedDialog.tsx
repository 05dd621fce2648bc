import { formatEuro, type RentPayment } from '@coloc/shared';
import { Alert, FormDialog, TextField } from '@coloc/shared/ui';
import { useSubmit } from '@coloc/shared/ui/useSubmit';
import { useUnit } from 'effector-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { formatPeriod, isIsoDate, parseAmount, todayInParis } from '../../../entities/owner-common/model/formValues';
import page from '../../../entities/owner-common/ui/OwnerPage.module.css';
import { recordPaymentFx } from '../model/management';

/** The amount and the day a rent came in; the amount due and today are offered. */
export function MarkReceivedDialog({
  payment,
  tenantName,
  open,
  onOpenChange,
  onDone,
}: {
  payment: RentPayment;
  tenantName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
}) {
  const t = useTexts();
  const record = useUnit(recordPaymentFx);
  const form = useRef<HTMLFormElement>(null);
  const [amount, setAmount] = useState('');
  const [day, setDay] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const { pending: sending, error: failure, submit: send, clearError } = useSubmit(async (amountReceived: number) => {
    await record({ id: payment.id, input: { amount_received: amountReceived, received_on: day } });
    onDone();
    onOpenChange(false);
  });

  useEffect(() => {
    if (!open) return;
    setAmount(String(payment.amount_due).replace('.', ','));
    setDay(todayInParis());
    setSubmitted(false);
    clearError();
  }, [open, payment, clearError]);

  const parsed = parseAmount(amount);
  const amountError = !amount.trim() ? t('management.errors.required') : parsed === null ? t('management.errors.amount') : null;
  const dayError = !day.trim() ? t('management.errors.required') : !isIsoDate(day) ? t('management.errors.date') : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (amountError || dayError) {
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    await send(parsed ?? 0);
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('management.markDialog.title')}
      description={t('management.markDialog.description', { name: tenantName, period: formatPeriod(payment.period), due: formatEuro(payment.amount_due) })}
      cancelLabel={t('management.markDialog.cancel')}
      submitLabel={t('management.markDialog.submit')}
      sending={sending}
      onSubmit={submit}
      formRef={form}
      formClassName={page.form}
    >
      <TextField
        label={t('management.markDialog.amount')}
        inputMode="decimal"
        required
        value={amount}
        error={submitted ? amountError : null}
        onChange={(event) => setAmount(event.target.value)}
      />
      <TextField
        label={t('management.markDialog.date')}
        type="date"
        required
        value={day}
        error={submitted ? dayError : null}
        onChange={(event) => setDay(event.target.value)}
      />
      {failure && <Alert tone="error">{failure}</Alert>}
    </FormDialog>
  );
}
