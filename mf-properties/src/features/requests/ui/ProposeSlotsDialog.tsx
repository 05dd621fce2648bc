import { errorText, parisIso, parisLocalValue, VISIT_MAX_SLOTS, VISIT_MESSAGE_MAX, visitSlotErrors, visitSlotHorizon } from '@coloc/shared';
import { Alert, Button, FormDialog, TextAreaField, TextField } from '@coloc/shared/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import page from '../../../entities/owner-common/ui/OwnerPage.module.css';
import styles from './Requests.module.css';

/** Up to three other slots (Paris time) and a word for the visitor, checked as the API checks them. */
export function ProposeSlotsDialog({ open, onOpenChange, send }: { open: boolean; onOpenChange: (open: boolean) => void; send: (slots: string[], message: string | null) => Promise<void> }) {
  const t = useTexts();
  const form = useRef<HTMLFormElement>(null);
  const [slots, setSlots] = useState<string[]>(['']);
  const [message, setMessage] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setSubmitted(false);
    setFailure(null);
  }, [open]);

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
    setSending(true);
    setFailure(null);
    try {
      await send(slots.filter((slot) => slot.trim()).map((slot) => parisIso(slot)!), message.trim() || null);
      setSlots(['']);
      setMessage('');
      onOpenChange(false);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setSending(false);
    }
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
      {slots.map((slot, index) => (
        <div key={index} className={styles.slotRow}>
          <TextField
            type="datetime-local"
            label={t('requests.propose.slot', { n: index + 1 })}
            required={index === 0}
            min={parisLocalValue(now)}
            max={parisLocalValue(visitSlotHorizon(now))}
            step={900}
            value={slot}
            error={submitted && errors[index] ? t(`requests.propose.errors.${errors[index]!}`) : null}
            onChange={(event) => setSlots(slots.map((value, i) => (i === index ? event.target.value : value)))}
          />
          {index > 0 && (
            <Button variant="ghost" size="sm" aria-label={t('requests.propose.removeSlot', { n: index + 1 })} onClick={() => setSlots(slots.filter((_, i) => i !== index))}>
              <span aria-hidden="true">×</span>
            </Button>
          )}
        </div>
      ))}
      {slots.length < VISIT_MAX_SLOTS && (
        <div>
          <Button variant="secondary" size="sm" onClick={() => setSlots([...slots, ''])}>
            {t('requests.propose.addSlot')}
          </Button>
        </div>
      )}
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
