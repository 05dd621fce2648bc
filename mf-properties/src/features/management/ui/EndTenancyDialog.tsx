import type { Tenancy } from '@coloc/shared';
import { Alert, FormDialog, TextField } from '@coloc/shared/ui';
import { useSubmit } from '@coloc/shared/ui/useSubmit';
import { useUnit } from 'effector-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { formatDay, isIsoDate, todayInParis } from '../../../entities/owner-common/model/formValues';
import page from '../../../entities/owner-common/ui/OwnerPage.module.css';
import { endTenancyFx } from '../model/management';

/** The end of a tenancy, confirmed with its last day (today by default). */
export function EndTenancyDialog({ tenancy, open, onOpenChange, onEnded }: { tenancy: Tenancy; open: boolean; onOpenChange: (open: boolean) => void; onEnded: (endDate: string) => void }) {
  const t = useTexts();
  const end = useUnit(endTenancyFx);
  const [endDate, setEndDate] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const { pending: sending, error: failure, submit: send, clearError } = useSubmit(async () => {
    await end({ id: tenancy.id, endDate });
    onEnded(endDate);
    onOpenChange(false);
  });

  useEffect(() => {
    if (!open) return;
    setEndDate(todayInParis());
    setSubmitted(false);
    clearError();
  }, [open, tenancy, clearError]);

  const error = !endDate.trim()
    ? t('management.errors.required')
    : !isIsoDate(endDate)
      ? t('management.errors.date')
      : endDate <= tenancy.start_date
        ? t('management.errors.endBeforeStart', { date: formatDay(tenancy.start_date) })
        : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (error) return;
    await send();
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      title={t('management.endDialog.title')}
      description={t('management.endDialog.description', { name: tenancy.tenant_name })}
      cancelLabel={t('management.endDialog.no')}
      submitLabel={t('management.endDialog.yes')}
      submitVariant="danger"
      sending={sending}
      onSubmit={submit}
      formClassName={page.form}
    >
      <TextField label={t('management.endDialog.endDate')} type="date" required value={endDate} error={submitted ? error : null} onChange={(event) => setEndDate(event.target.value)} />
      {failure && <Alert tone="error">{failure}</Alert>}
    </FormDialog>
  );
}
