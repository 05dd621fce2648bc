// 'Contacter': a first message that opens (or continues) the conversation in the messaging area
// (POST /api/conversations), then a link straight to it.
import { $user, errorText, MESSAGE_MAX_LENGTH, pathTo } from '@coloc/shared';
import { Alert, Button, buttonClassName, Dialog, TextAreaField } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { startConversation } from '../../matching/api/matchingApi';
import styles from './ProfileCard.module.css';

export const CONTACT_MESSAGE_MAX = MESSAGE_MAX_LENGTH;

export function ContactDialog({ open, onOpenChange, name, toUserId, homeId }: { open: boolean; onOpenChange: (open: boolean) => void; name: string; toUserId: number; homeId?: number }) {
  const t = useTexts();
  const formId = `contact${useId().replace(/:/g, '')}`;
  const field = useRef<HTMLTextAreaElement>(null);
  const [message, setMessage] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [conversationId, setConversationId] = useState<number | null>(null);
  const user = useUnit($user);
  const sent = conversationId !== null;

  useEffect(() => {
    if (open) {
      setSubmitted(false);
      setFailure(null);
      setConversationId(null);
    }
  }, [open]);

  const trimmed = message.trim();
  const error = !submitted ? null : trimmed === '' ? t('profileCard.contactDialog.required') : trimmed.length > CONTACT_MESSAGE_MAX ? t('profileCard.contactDialog.tooLong', { max: CONTACT_MESSAGE_MAX }) : null;

  async function send(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (trimmed === '' || trimmed.length > CONTACT_MESSAGE_MAX) {
      field.current?.focus();
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      const conversation = await startConversation({ user_id: toUserId, ...(homeId ? { home_id: homeId } : {}), message: trimmed });
      setConversationId(conversation.id);
      setMessage('');
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
      title={t('profileCard.contactDialog.title', { name })}
      description={sent ? undefined : t('profileCard.contactDialog.description', { name })}
      closeLabel={t('profileCard.contactDialog.close')}
      footer={
        sent ? (
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('profileCard.contactDialog.close')}
            </Button>
            <Link
              className={buttonClassName()}
              to={pathTo('DashboardMessages', {}, { user, query: { ...(homeId ? { home_id: String(homeId) } : {}), conversation: String(conversationId) } })}
            >
              {t('profileCard.contactDialog.open')}
            </Link>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('profileCard.contactDialog.cancel')}
            </Button>
            <Button type="submit" form={formId} loading={sending}>
              {t('profileCard.contactDialog.send')}
            </Button>
          </>
        )
      }
    >
      {sent ? (
        <Alert tone="success">
          <p className={styles.sent}>{t('profileCard.contactDialog.sent')}</p>
        </Alert>
      ) : (
        <form id={formId} onSubmit={(event) => void send(event)} noValidate>
          {failure && (
            <Alert tone="error">
              <p className={styles.sent}>{failure}</p>
            </Alert>
          )}
          <TextAreaField
            ref={field}
            label={t('profileCard.contactDialog.message')}
            hint={t('profileCard.contactDialog.hint', { max: CONTACT_MESSAGE_MAX })}
            placeholder={t('profileCard.contactDialog.placeholder')}
            rows={6}
            maxLength={CONTACT_MESSAGE_MAX}
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
