import { confirm, formatDate, type ReceivedVisitRequest } from '@coloc/shared';
import { Alert, Button, Card } from '@coloc/shared/ui';
import { useSubmit } from '@coloc/shared/ui/useSubmit';
import clsx from 'clsx';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import page from '../../../entities/owner-common/ui/OwnerPage.module.css';
import { answerVisitFx, type VisitAnswer } from '../model/requests';
import { formatSlot } from '../model/slots';
import { ApplicantStatus, SenderAvatar, senderName } from './Person';
import { ProposeSlotsDialog } from './ProposeSlotsDialog';
import styles from './Requests.module.css';

/** A visit request with the host's answers: a slot accepted, other slots proposed, or a refusal. */
export function VisitRequestCard({ visit }: { visit: ReceivedVisitRequest }) {
  const t = useTexts();
  const answer = useUnit(answerVisitFx);
  const [proposing, setProposing] = useState(false);
  const [done, setDone] = useState('');
  const { pending: busy, error, submit: send, clearError } = useSubmit(async (reply: VisitAnswer, doneText: string) => {
    setDone('');
    await answer(reply);
    setDone(doneText);
  });
  const name = senderName(visit.from);
  const titleId = `visit-${visit.id}-title`;
  const now = Date.now();
  const open = visit.status === 'requested' || visit.status === 'proposed';

  async function askDecline() {
    const yes = await confirm({
      title: t('requests.declineVisit.title'),
      content: t('requests.declineVisit.content', { name }),
      yes: t('requests.declineVisit.yes'),
      no: t('requests.declineVisit.no'),
    });
    if (yes) await send({ kind: 'decline', id: visit.id }, t('requests.visits.done.declined', { name }));
  }

  return (
    <Card as="article" className={styles.card} aria-labelledby={titleId}>
      <div className={styles.head}>
        <SenderAvatar from={visit.from} />
        <div className={styles.who}>
          <h3 id={titleId} className={styles.name}>
            {name}
          </h3>
          <p className={styles.meta}>{t('requests.visits.received', { date: formatDate(visit.created_at, 'dateTime') })}</p>
        </div>
        <span className={clsx(styles.status, styles[visit.status])}>{t(`requests.visits.status.${visit.status}`)}</span>
      </div>
      <ApplicantStatus applicant={visit.applicant} name={name} />

      {visit.starts_at && visit.status === 'accepted' && <p className={styles.when}>{t('requests.visits.when', { date: formatSlot(visit.starts_at) })}</p>}

      {open && visit.slots.length > 0 && (
        <div>
          <p className={styles.label}>{visit.status === 'proposed' ? t('requests.visits.yourSlots') : t('requests.visits.slots')}</p>
          <ul className={styles.slots}>
            {visit.slots.map((slot) => (
              <li key={slot} className={styles.slot}>
                <span>{formatSlot(slot)}</span>
                {visit.status === 'requested' && Date.parse(slot) > now && (
                  <Button
                    size="sm"
                    loading={busy}
                    aria-label={t('requests.visits.acceptSlot', { slot: formatSlot(slot) })}
                    onClick={() => void send({ kind: 'accept', id: visit.id, startsAt: slot }, t('requests.visits.done.accepted', { name }))}
                  >
                    {t('requests.visits.accept')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}

      {visit.message && (
        <figure className={page.section}>
          <figcaption className={styles.meta}>{t('requests.visits.message')}</figcaption>
          <blockquote className={styles.quote}>{visit.message}</blockquote>
        </figure>
      )}

      {open && (
        <div className={page.inlineActions}>
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => setProposing(true)}>
            {t('requests.visits.propose')}
          </Button>
          <Button variant="ghost" size="sm" disabled={busy} aria-label={t('requests.visits.declineFrom', { name })} onClick={() => void askDecline()}>
            {t('requests.visits.decline')}
          </Button>
        </div>
      )}

      <p role="status" className={page.success}>
        {done}
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      <ProposeSlotsDialog
        open={proposing}
        onOpenChange={setProposing}
        send={async (slots, message) => {
          await answer({ kind: 'propose', id: visit.id, slots, message });
          // The dialog shows its own failures; its success replaces this card's last message.
          clearError();
          setDone(t('requests.visits.done.proposed', { name }));
        }}
      />
    </Card>
  );
}
