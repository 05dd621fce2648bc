// 'Contacter': a first message that opens (or continues) the conversation (POST /api/conversations),
// then a link straight to it in the messaging area. Other areas show it through the
// ./StartConversation widget (a member's profile card, a public advert).
import { $user, MESSAGE_MAX_LENGTH, pathTo } from '@coloc/shared';
import { Alert, Button, buttonClassName, Dialog, TextAreaField } from '@coloc/shared/ui';
import type { DialogWidgetState, StartConversationData } from '@coloc/shared/ui/DialogWidget';
import { useSubmit } from '@coloc/shared/ui/useSubmit';
import { useUnit } from 'effector-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { startConversation } from '../api/startConversationApi';
import styles from './StartConversation.module.css';

export type StartConversationDialogProps = StartConversationData & DialogWidgetState;

export function StartConversationDialog({ open, onOpenChange, name, toUserId, homeId, about }: StartConversationDialogProps) {
  const t = useTexts();
  const user = useUnit($user);
  const formId = `contact${useId().replace(/:/g, '')}`;
  const field = useRef<HTMLTextAreaElement>(null);
  const [message, setMessage] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [conversationId, setConversationId] = useState<number | null>(null);
  const sent = conversationId !== null;
  const { pending: sending, error: failure, submit, clearError } = useSubmit(async (text: string) => {
    const conversation = await startConversation({ user_id: toUserId, ...(homeId ? { home_id: homeId } : {}), message: text });
    setConversationId(conversation.id);
    setMessage('');
  });

  // Reopening starts a new message; what was typed and not sent stays in the field.
  useEffect(() => {
    if (open) {
      setSubmitted(false);
      clearError();
      setConversationId(null);
    }
  }, [open, clearError]);

  const trimmed = message.trim();
  const error = !submitted
    ? null
    : trimmed === ''
      ? t('startConversation.required')
      : trimmed.length > MESSAGE_MAX_LENGTH
        ? t('startConversation.tooLong', { max: MESSAGE_MAX_LENGTH })
        : null;

  async function send(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (trimmed === '' || trimmed.length > MESSAGE_MAX_LENGTH) {
      field.current?.focus();
      return;
    }
    await submit(trimmed);
  }

  // A landlord or professional writing from a profile writes for their home: the conversation is
  // filed in that home's inbox. A seeker writing about an advert has one inbox.
  const inboxHomeId = about === 'profile' && homeId ? { home_id: String(homeId) } : {};
  const close = t('startConversation.close');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('startConversation.title', { name })}
      description={sent ? undefined : t('startConversation.description', { name })}
      closeLabel={close}
      footer={
        sent ? (
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {close}
            </Button>
            <Link className={buttonClassName()} to={pathTo('DashboardMessages', {}, { user, query: { ...inboxHomeId, conversation: String(conversationId) } })}>
              {t('startConversation.open')}
            </Link>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('startConversation.cancel')}
            </Button>
            <Button type="submit" form={formId} loading={sending}>
              {t('startConversation.send')}
            </Button>
          </>
        )
      }
    >
      {sent ? (
        <Alert tone="success">
          <p className={styles.alertText}>{t('startConversation.sent')}</p>
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
            label={t('startConversation.message')}
            hint={t('startConversation.hint', { max: MESSAGE_MAX_LENGTH })}
            placeholder={t(`startConversation.placeholder.${about}`)}
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
