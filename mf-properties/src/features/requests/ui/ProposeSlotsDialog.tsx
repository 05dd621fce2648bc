import { parisIso, VISIT_MESSAGE_MAX, visitSlotErrors } from '@coloc/shared';
import { Alert, FormDialog, TextAreaField } from '@coloc/shared/ui';
import { SlotPicker } from '@coloc/shared/ui/SlotPicker';
import { useSubmit } from '@coloc/shared/ui/useSubmit';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import page from '../../owner-common/ui/OwnerPage.module.css';

/** Up to three other slots (Paris time, the shared SlotPicker) and a word for the visitor, checked as the API checks them. */
export function ProposeSlotsDialog({ open, onOpenChange, send }: { open: boolean; onOpenChange: (open: boolean) => void; send: (slots: string[], message: string | null) => Promise<void> }) {
  const t = useTexts();
  const form = useRef<HTMLFormElement>(null);
  const [slots, setSlots] = useState<string[]>(['']);
  const [message, setMessage] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const { pending: sending, error: failure, submit: run, clearError } = useSubmit(async (chosen: string[], text: string | null) => {
    await send(chosen, text);
    setSlots(['']);
    setMessage('');
    onOpenChange(false);
  });

  useEffect(() => {
    if (!open) return;
    setSubmitted(false);
    clearError();
  }, [open, clearError]);

  const now = Date.now();
  const errors = visitSlotErrors(slots, now);
  const tooLong = message.trim().length > VISIT_MESSAGE_MAX;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (errors.some(Boolean) || tooLong) {
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    await run(slots.filter((slot) => slot.trim()).map((slot) => parisIso(slot)!), message.trim() || null);
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('requests.propose.title')}
      description={t('requests.propose.description')}
      cancelLabel={t('requests.propose.cancel')}
      submitLabel={t('requests.propose.send')}
      sending={sending}
      onSubmit={submit}
      formRef={form}
      formClassName={page.form}
    >
      <SlotPicker
        slots={slots}
        onChange={setSlots}
        errors={errors.map((error) => (submitted && error ? t(`requests.propose.errors.${error}`) : null))}
        labelOf={(index) => t('requests.propose.slot', { n: index + 1 })}
        removeLabelOf={(index) => t('requests.propose.removeSlot', { n: index + 1 })}
        addLabel={t('requests.propose.addSlot')}
        now={now}
      />
      <TextAreaField
        label={t('requests.propose.message')}
        rows={3}
        value={message}
        error={submitted && tooLong ? t('requests.propose.errors.messageTooLong') : null}
        onChange={(event) => setMessage(event.target.value)}
      />
      {failure && <Alert tone="error">{failure}</Alert>}
    </FormDialog>
  );
}
