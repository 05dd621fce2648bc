// 'Demander une visite': one to three slots and a word for the owner (POST /api/visits). The owner
// (or a manager with agenda access) answers in the agenda.
import { $user, errorText, parisIso, pathTo, VISIT_MESSAGE_MAX, visitSlotErrors } from '@coloc/shared';
import { Alert, Button, Dialog, TextAreaField } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { requestVisit } from '../../matching/api/matchingApi';
import { SlotInputs } from '../../agenda/ui/SlotInputs';
import styles from './HomeCard.module.css';

export function VisitDialog({ open, onOpenChange, homeId, homeName }: { open: boolean; onOpenChange: (open: boolean) => void; homeId: number; homeName: string }) {
  const t = useTexts();
  const user = useUnit($user);
  const formId = `visit${useId().replace(/:/g, '')}`;
  const form = useRef<HTMLFormElement>(null);
  const [slots, setSlots] = useState<string[]>(['']);
  const [message, setMessage] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (open) {
      setSlots(['']);
      setMessage('');
      setSubmitted(false);
      setFailure(null);
      setSent(false);
    }
  }, [open]);

  const now = Date.now();
  const errors = visitSlotErrors(slots, now);
  const shownErrors = submitted ? errors : slots.map(() => null);
  const messageTooLong = message.trim().length > VISIT_MESSAGE_MAX;

  async function send(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (errors.some(Boolean) || messageTooLong) {
      // The first field in error takes the focus, so a keyboard or screen reader user lands on it.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      const chosen = slots.map((slot) => slot.trim()).filter(Boolean).map((slot) => parisIso(slot)!);
      const text = message.trim();
      await requestVisit({ home_id: homeId, slots: chosen, ...(text ? { message: text } : {}) });
      setSent(true);
    } catch (caught) {
      setFailure(errorText(caught));
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('matching.homes.visit.title')}
      description={sent ? undefined : t('matching.homes.visit.description', { name: homeName })}
      closeLabel={t('matching.homes.visit.close')}
      footer={
        sent ? (
          <Button onClick={() => onOpenChange(false)}>{t('matching.homes.visit.close')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('matching.homes.visit.cancel')}
            </Button>
            <Button type="submit" form={formId} loading={sending}>
              {t('matching.homes.visit.send')}
            </Button>
          </>
        )
      }
    >
      {sent ? (
        <Alert tone="success" title={t('matching.homes.visit.sent')}>
          <p className={styles.dialogText}>
            {t('matching.homes.visit.sentHint')}{' '}
            {user && (
              <Link to={pathTo('DashboardAgenda', {}, { user })} onClick={() => onOpenChange(false)}>
                {t('matching.homes.visit.agendaLink')}
              </Link>
            )}
          </p>
        </Alert>
      ) : (
        <form id={formId} ref={form} onSubmit={(event) => void send(event)} noValidate className={styles.visitForm}>
          {failure && (
            <Alert tone="error">
              <p className={styles.dialogText}>{failure}</p>
            </Alert>
          )}
          <fieldset className={styles.slots}>
            <legend className={styles.legend}>{t('matching.homes.visit.slots')}</legend>
            <SlotInputs
              slots={slots}
              onChange={setSlots}
              errors={shownErrors.map((error) => (error ? t(`matching.homes.visit.errors.${error}`) : null))}
              labelOf={(index) => (index === 0 ? t('matching.homes.visit.slot', { index: 1 }) : t('matching.homes.visit.slotOptional', { index: index + 1 }))}
              removeLabelOf={(index) => t('matching.homes.visit.removeSlot', { index: index + 1 })}
              addLabel={t('matching.homes.visit.addSlot')}
              firstHint={t('matching.homes.visit.slotHint')}
              now={now}
            />
          </fieldset>
          <TextAreaField
            label={t('matching.homes.visit.message')}
            hint={t('matching.homes.visit.messageHint', { max: VISIT_MESSAGE_MAX })}
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
