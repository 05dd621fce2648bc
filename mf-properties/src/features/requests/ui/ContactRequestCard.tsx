import { $user, confirm, formatDate, pathTo, type ReceivedContactRequest } from '@coloc/shared';
import { Alert, Button, buttonClassName, Card, Dialog, TextAreaField } from '@coloc/shared/ui';
import { useSubmit } from '@coloc/shared/ui/useSubmit';
import clsx from 'clsx';
import { useUnit } from 'effector-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import page from '../../../entities/owner-common/ui/OwnerPage.module.css';
import { answerContactFx, declineContactFx } from '../model/requests';
import { ApplicantStatus, SenderAvatar, senderName } from './Person';
import styles from './Requests.module.css';

export const ANSWER_MAX = 2000;

/** Where an answered request's conversation opens (mf-messaging reads `conversation`). */
function useConversationPath(): (conversationId: number) => string {
  const user = useUnit($user);
  const location = useLocation();
  return (conversationId) => pathTo('DashboardMessages', {}, { user, from: location, query: { conversation: conversationId } });
}

export function ContactRequestCard({ request }: { request: ReceivedContactRequest }) {
  const t = useTexts();
  const conversationPath = useConversationPath();
  const decline = useUnit(declineContactFx);
  const [answering, setAnswering] = useState(false);
  const name = senderName(request.from);
  const [declined, setDeclined] = useState('');
  const { pending: declining, error: declineError, submit: sendDecline } = useSubmit(async () => {
    setDeclined('');
    await decline(request.id);
    setDeclined(t('requests.contacts.declined', { name }));
  });
  const titleId = `contact-${request.id}-title`;

  async function askDecline() {
    const yes = await confirm({
      title: t('requests.declineConfirm.title'),
      content: t('requests.declineConfirm.content', { name }),
      yes: t('requests.declineConfirm.yes'),
      no: t('requests.declineConfirm.no'),
    });
    if (yes) await sendDecline();
  }

  return (
    <Card as="article" className={styles.card} aria-labelledby={titleId}>
      <div className={styles.head}>
        <SenderAvatar from={request.from} />
        <div className={styles.who}>
          <h3 id={titleId} className={styles.name}>
            {name}
          </h3>
          <p className={styles.meta}>{t('requests.contacts.received', { date: formatDate(request.created_at, 'dateTime') })}</p>
        </div>
        <span className={clsx(styles.status, styles[request.status])}>{t(`requests.contacts.status.${request.status}`)}</span>
      </div>
      <ApplicantStatus applicant={request.applicant} name={name} />
      <blockquote className={styles.quote}>{request.message}</blockquote>
      <div className={page.inlineActions}>
        {request.status === 'new' && (
          <>
            <Button size="sm" aria-label={t('requests.contacts.answerTo', { name })} onClick={() => setAnswering(true)}>
              {t('requests.contacts.answer')}
            </Button>
            <Button variant="ghost" size="sm" loading={declining} aria-label={t('requests.contacts.declineFrom', { name })} onClick={() => void askDecline()}>
              {t('requests.contacts.decline')}
            </Button>
          </>
        )}
        {request.conversation_id !== null && (
          <Link className={buttonClassName({ variant: 'secondary', size: 'sm' })} to={conversationPath(request.conversation_id)}>
            {t('requests.contacts.seeConversation')}
          </Link>
        )}
      </div>
      <p role="status" className={page.success}>
        {declined}
      </p>
      {declineError && <Alert tone="error">{declineError}</Alert>}
      <AnswerDialog request={request} name={name} open={answering} onOpenChange={setAnswering} conversationPath={conversationPath} />
    </Card>
  );
}

/** A reply that starts a conversation; once sent, the dialog offers to open it. */
function AnswerDialog({
  request,
  name,
  open,
  onOpenChange,
  conversationPath,
}: {
  request: ReceivedContactRequest;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  conversationPath: (conversationId: number) => string;
}) {
  const t = useTexts();
  const answer = useUnit(answerContactFx);
  const formId = `answer${useId().replace(/:/g, '')}`;
  const [message, setMessage] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [conversationId, setConversationId] = useState<number | null>(null);
  const { pending: sending, error: failure, submit: send, clearError } = useSubmit(async (reply: string) => {
    const result = await answer({ id: request.id, message: reply });
    setConversationId(result.conversation_id);
    setMessage('');
  });

  useEffect(() => {
    if (!open) return;
    setSubmitted(false);
    clearError();
    setConversationId(null);
  }, [open, clearError]);

  const trimmed = message.trim();
  const error = !trimmed ? t('requests.answer.required') : trimmed.length > ANSWER_MAX ? t('requests.answer.tooLong', { max: ANSWER_MAX }) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (error) return;
    await send(trimmed);
  }

  const sent = conversationId !== null;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('requests.answer.title', { name })}
      description={sent ? undefined : t('requests.answer.description', { name })}
      footer={
        sent ? (
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('requests.answer.close')}
            </Button>
            <Link className={buttonClassName()} to={conversationPath(conversationId)}>
              {t('requests.contacts.seeConversation')}
            </Link>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('requests.answer.cancel')}
            </Button>
            <Button type="submit" form={formId} loading={sending}>
              {t('requests.answer.send')}
            </Button>
          </>
        )
      }
    >
      {sent ? (
        <p role="status" className={page.success}>
          {t('requests.answer.sent', { name })}
        </p>
      ) : (
        <form id={formId} className={page.form} onSubmit={submit} noValidate>
          <blockquote className={styles.quote}>{request.message}</blockquote>
          <TextAreaField
            label={t('requests.answer.message')}
            rows={5}
            required
            value={message}
            error={submitted ? error : null}
            onChange={(event) => setMessage(event.target.value)}
          />
          {failure && <Alert tone="error">{failure}</Alert>}
        </form>
      )}
    </Dialog>
  );
}
