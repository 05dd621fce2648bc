// 'Demander une visite': up to three future slots and a message (POST /api/visits); the host answers
// from their agenda and the seeker follows it in « Mes rendez-vous ».
import { $user, errorText, parisLocalValue, pathTo, VISIT_MAX_SLOTS, VISIT_MESSAGE_MAX, visitSlotErrors, visitSlotHorizon, visitSlotsToSend } from '@coloc/shared';
import { Alert, Button, buttonClassName, Dialog, TextAreaField, TextField } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { requestVisit } from '../api/advertApi';
import { useTexts } from '../i18n';
import styles from './AdvertView.module.css';

export interface VisitDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  homeId: number;
  /** Who answers: the landlord's first name. */
  hostName: string;
}

export function VisitDialog({ open, onOpenChange, homeId, hostName }: VisitDialogProps) {
  const t = useTexts();
  const user = useUnit($user);
  const formId = `visit${useId().replace(/:/g, '')}`;
  const body = useRef<HTMLDivElement>(null);
  const [slots, setSlots] = useState<string[]>(['']);
  const [message, setMessage] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  // Bounds and checks use the time the dialog was opened, refreshed on each submit.
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (open) {
      setSubmitted(false);
      setFailure(null);
      setSent(false);
      setNow(Date.now());
    }
  }, [open]);

  const errors = submitted ? visitSlotErrors(slots, now) : slots.map(() => null);

  async function send(event: FormEvent) {
    event.preventDefault();
    const at = Date.now();
    setNow(at);
    setSubmitted(true);
    if (visitSlotErrors(slots, at).some(Boolean)) {
      requestAnimationFrame(() => body.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      await requestVisit({ home_id: homeId, slots: visitSlotsToSend(slots), message: message.trim() || null });
      setSent(true);
      setSlots(['']);
      setMessage('');
      setSubmitted(false);
    } catch (caught) {
      setFailure(errorText(caught));
    } finally {
      setSending(false);
    }
  }

  const close = t('advert.visitDialog.close');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('advert.visitDialog.title')}
      description={sent ? undefined : t('advert.visitDialog.description', { name: hostName })}
      closeLabel={close}
      footer={
        sent ? (
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {close}
            </Button>
            <Link className={buttonClassName()} to={pathTo('DashboardAgenda', {}, { user })}>
              {t('advert.visitDialog.agenda')}
            </Link>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('advert.visitDialog.cancel')}
            </Button>
            <Button type="submit" form={formId} loading={sending}>
              {t('advert.visitDialog.send')}
            </Button>
          </>
        )
      }
    >
      {sent ? (
        <Alert tone="success">
          <p className={styles.alertText}>{t('advert.visitDialog.sent', { name: hostName })}</p>
        </Alert>
      ) : (
        <form id={formId} onSubmit={(event) => void send(event)} noValidate>
          <div ref={body} className={styles.dialogBody}>
            {failure && (
              <Alert tone="error">
                <p className={styles.alertText}>{failure}</p>
              </Alert>
            )}
            {slots.map((slot, index) => {
              const error = errors[index];
              return (
                <div key={index} className={styles.slotRow}>
                  <TextField
                    type="datetime-local"
                    className={styles.slotField}
                    label={t('advert.visitDialog.slot', { n: index + 1 })}
                    hint={index === 0 ? t('advert.visitDialog.slotHint') : undefined}
                    required={index === 0}
                    min={parisLocalValue(now)}
                    max={parisLocalValue(visitSlotHorizon(now))}
                    step={900}
                    value={slot}
                    error={error ? t(`advert.visitDialog.errors.${error}`) : null}
                    onChange={(event) => setSlots(slots.map((value, i) => (i === index ? event.target.value : value)))}
                  />
                  {index > 0 && (
                    <Button
                      variant="ghost"
                      size="sm"
                      className={styles.removeSlot}
                      aria-label={t('advert.visitDialog.removeSlot', { n: index + 1 })}
                      onClick={() => setSlots(slots.filter((_, i) => i !== index))}
                    >
                      <span aria-hidden="true">×</span>
                    </Button>
                  )}
                </div>
              );
            })}
            {slots.length < VISIT_MAX_SLOTS && (
              <div>
                <Button variant="secondary" size="sm" onClick={() => setSlots([...slots, ''])}>
                  {t('advert.visitDialog.addSlot')}
                </Button>
              </div>
            )}
            <TextAreaField
              label={t('advert.visitDialog.message')}
              hint={t('advert.visitDialog.messageHint', { max: VISIT_MESSAGE_MAX })}
              rows={4}
              maxLength={VISIT_MESSAGE_MAX}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
          </div>
        </form>
      )}
    </Dialog>
  );
}
