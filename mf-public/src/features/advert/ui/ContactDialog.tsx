// 'Contacter': a first message that opens (or continues) the conversation with the landlord about
// this home (POST /api/conversations), then a link straight to it in the messaging area.
import { $user, errorText, MESSAGE_MAX_LENGTH, pathTo } from '@coloc/shared';
import { Alert, Button, buttonClassName, Dialog, TextAreaField } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { startConversation } from '../api/advertApi';
import { useTexts } from '../i18n';
import styles from './AdvertView.module.css';

export interface ContactDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  toUserId: number;
  homeId: number;
}

export function ContactDialog({ open, onOpenChange, name, toUserId, homeId }: ContactDialogProps) {
  const t = useTexts();
  const user = useUnit($user);
  const formId = `contact${useId().replace(/:/g, '')}`;
  const field = useRef<HTMLTextAreaElement>(null);
  const [message, setMessage] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [conversationId, setConversationId] = useState<number | null>(null);
  const sent = conversationId !== null;

  // Reopening starts a new message; what was typed and not sent stays in the field.
  useEffect(() => {
    if (open) {
      setSubmitted(false);
      setFailure(null);
      setConversationId(null);
    }
  }, [open]);

  const trimmed = message.trim();
  const error = !submitted
    ? null
    : trimmed === ''
      ? t('advert.contactDialog.required')
      : trimmed.length > MESSAGE_MAX_LENGTH
        ? t('advert.contactDialog.tooLong', { max: MESSAGE_MAX_LENGTH })
        : null;

  async function send(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (trimmed === '' || trimmed.length > MESSAGE_MAX_LENGTH) {
      field.current?.focus();
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      const conversation = await startConversation({ user_id: toUserId, home_id: homeId, message: trimmed });
      setConversationId(conversation.id);
      setMessage('');
    } catch (caught) {
      setFailure(errorText(caught));
    } finally {
      setSending(false);
    }
  }

  const close = t('advert.contactDialog.close');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('advert.contactDialog.title', { name })}
      description={sent ? undefined : t('advert.contactDialog.description', { name })}
      closeLabel={close}
      footer={
        sent ? (
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {close}
            </Button>
            <Link className={buttonClassName()} to={pathTo('DashboardMessages', {}, { user, query: { conversation: String(conversationId) } })}>
              {t('advert.contactDialog.open')}
            </Link>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('advert.contactDialog.cancel')}
            </Button>
            <Button type="submit" form={formId} loading={sending}>
              {t('advert.contactDialog.send')}
            </Button>
          </>
        )
      }
    >
      {sent ? (
        <Alert tone="success">
          <p className={styles.alertText}>{t('advert.contactDialog.sent')}</p>
        </Alert>
      ) : (
        <form id={formId} onSubmit={(event) => void send(event)} noValidate>
          {failure && (
            <Alert tone="error">
              <p className={styles.alertText}>{failure}</p>
            </Alert>
          )}
          <TextAreaField
            ref={field}
            label={t('advert.contactDialog.message')}
            hint={t('advert.contactDialog.hint', { max: MESSAGE_MAX_LENGTH })}
            placeholder={t('advert.contactDialog.placeholder')}
            rows={6}
            maxLength={MESSAGE_MAX_LENGTH}
            required
            value={message}
            error={error}
            onChange={(event) => setMessage(event.target.value)}
          />
        </form>
      )}
    </Dialog>
  );
}
