// 'Demander une visite': one to three slots and a word for the host (POST /api/visits). The host
// answers in the agenda and the seeker follows it in « Mes rendez-vous ». Shown through the
// ./VisitRequest widget by the matching results and the public advert, each in its own words.
import { $user, parisIso, pathTo, VISIT_MESSAGE_MAX, visitSlotErrors } from '@coloc/shared';
import { Alert, Button, buttonClassName, Dialog, TextAreaField } from '@coloc/shared/ui';
import type { DialogWidgetState, VisitRequestData } from '@coloc/shared/ui/DialogWidget';
import { SlotPicker } from '@coloc/shared/ui/SlotPicker';
import { useSubmit } from '@coloc/shared/ui/useSubmit';
import { useUnit } from 'effector-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { requestVisit } from '../api/visitRequestApi';
import { visitRequestTexts } from '../texts';
import styles from './VisitRequest.module.css';

export type VisitRequestDialogProps = VisitRequestData & DialogWidgetState;

export function VisitRequestDialog({ open, onOpenChange, homeId, name, wording }: VisitRequestDialogProps) {
  const translate = useTexts();
  const words = visitRequestTexts[wording];
  const t = (key: Exclude<keyof typeof words, 'errors'> | `errors.${keyof typeof words.errors}`, values?: Record<string, string | number>) =>
    translate(`visitRequest.${wording}.${key}`, values);
  const user = useUnit($user);
  const formId = `visit${useId().replace(/:/g, '')}`;
  const form = useRef<HTMLFormElement>(null);
  const [slots, setSlots] = useState<string[]>(['']);
  const [message, setMessage] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [sent, setSent] = useState(false);
  const { pending: sending, error: failure, submit, clearError } = useSubmit(async (chosen: string[], text: string) => {
    await requestVisit({ home_id: homeId, slots: chosen, ...(text ? { message: text } : {}) });
    setSent(true);
  });
  // Bounds and checks use the time the dialog was opened, refreshed on each submit.
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (open) {
      setSlots(['']);
      setMessage('');
      setSubmitted(false);
      clearError();
      setSent(false);
      setNow(Date.now());
    }
  }, [open, clearError]);

  const errors = visitSlotErrors(slots, now);
  const messageTooLong = message.trim().length > VISIT_MESSAGE_MAX;

  async function send(event: FormEvent) {
    event.preventDefault();
    const at = Date.now();
    setNow(at);
    setSubmitted(true);
    if (visitSlotErrors(slots, at).some(Boolean) || messageTooLong) {
      // The first field in error takes the focus, so a keyboard or screen reader user lands on it.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    await submit(
      slots.map((slot) => slot.trim()).filter(Boolean).map((slot) => parisIso(slot)!),
      message.trim(),
    );
  }

  const picker = (
    <SlotPicker
      slots={slots}
      onChange={setSlots}
      errors={errors.map((error) => (submitted && error ? t(`errors.${error}`) : null))}
      labelOf={(index) => t(index === 0 ? 'slot' : 'slotOptional', { index: index + 1 })}
      removeLabelOf={(index) => t('removeSlot', { index: index + 1 })}
      addLabel={t('addSlot')}
      firstHint={t('slotHint')}
      now={now}
    />
  );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('title')}
      description={sent ? undefined : t('description', { name })}
      closeLabel={t('close')}
      footer={
        sent ? (
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('close')}
            </Button>
            {user && (
              <Link className={buttonClassName()} to={pathTo('DashboardAgenda', {}, { user })} onClick={() => onOpenChange(false)}>
                {t('agenda')}
              </Link>
            )}
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit" form={formId} loading={sending}>
              {t('send')}
            </Button>
          </>
        )
      }
    >
      {sent ? (
        <Alert tone="success">
          <p className={styles.alertText}>{t('sent', { name })}</p>
          {words.sentHint && <p className={styles.alertText}>{t('sentHint')}</p>}
        </Alert>
      ) : (
        <form id={formId} ref={form} onSubmit={(event) => void send(event)} noValidate className={styles.form}>
          {failure && (
            <Alert tone="error">
              <p className={styles.alertText}>{failure}</p>
            </Alert>
          )}
          {words.legend ? (
            <fieldset className={styles.slots}>
              <legend className={styles.legend}>{t('legend')}</legend>
              {picker}
            </fieldset>
          ) : (
            picker
          )}
          <TextAreaField
            label={t('message')}
            hint={t('messageHint', { max: VISIT_MESSAGE_MAX })}
            rows={4}
            maxLength={VISIT_MESSAGE_MAX}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        </form>
      )}
    </Dialog>
  );
}
