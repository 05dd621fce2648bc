import type { Visit } from '@coloc/shared';
import { Alert, Button, Card } from '@coloc/shared/ui';
import clsx from 'clsx';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTexts, type Translate } from '../../../i18n/useTexts';
import { $busyVisitId, $lastAnswer, answerFx, type AnswerOutcome } from '../model/agenda';
import { formatSlot, type Side } from '../model/calendar';
import styles from './Agenda.module.css';
import { AnswerDialog, ProposeDialog, type AnswerKind } from './VisitDialogs';

function doneText(t: Translate, outcome: Extract<AnswerOutcome, { ok: true }>, side: Side): string {
  switch (outcome.kind) {
    case 'accept':
      return side === 'host' ? t('agenda.actions.done.accepted') : t('agenda.actions.done.chosen');
    case 'propose':
      return t('agenda.actions.done.proposed');
    case 'decline':
      return t('agenda.actions.done.declined');
    case 'cancel':
      return t('agenda.actions.done.cancelled');
    case 'confirm':
      return t('agenda.actions.done.confirmed');
  }
}

export function StatusTag({ status }: { status: Visit['status'] }) {
  const t = useTexts();
  return <span className={clsx(styles.status, styles[status])}>{t(`agenda.status.${status}`)}</span>;
}

/** One visit with what the viewer can do about it, on their side (host or seeker). */
export function VisitCard({ visit, side, now }: { visit: Visit; side: Side; now: number }) {
  const t = useTexts();
  const [busyId, lastAnswer, answer] = useUnit([$busyVisitId, $lastAnswer, answerFx]);
  // The kind outlives the closing, so that the dialog keeps its wording while it closes.
  const [dialog, setDialog] = useState<{ kind: 'propose' | AnswerKind; open: boolean }>({ kind: 'cancel', open: false });
  const openDialog = (kind: 'propose' | AnswerKind) => setDialog({ kind, open: true });
  const closeDialog = () => setDialog((current) => ({ ...current, open: false }));
  const busy = busyId === visit.id;
  const outcome = lastAnswer?.visitId === visit.id ? lastAnswer : null;
  const other = side === 'host' ? visit.seeker : visit.host;
  const otherName = `${other.first_name} ${other.name_initial}`.trim();
  const future = visit.starts_at !== null && Date.parse(visit.starts_at) > now;
  const openSlots = visit.slots.filter((slot) => Date.parse(slot) > now);
  const headingId = `visit-${visit.id}-title`;

  const canPickSlot = (side === 'host' && visit.status === 'requested') || (side === 'seeker' && visit.status === 'proposed');
  const slotsTitle =
    visit.status === 'proposed'
      ? side === 'seeker'
        ? t('agenda.visit.slotsByHost')
        : t('agenda.visit.yourSlots')
      : side === 'seeker'
        ? t('agenda.visit.yourSlots')
        : t('agenda.visit.slotsBySeeker');

  // The answer sends errors to the card through $lastAnswer; nothing to catch here.
  const pick = (slot: string) => answer({ kind: 'accept', id: visit.id, startsAt: slot }).catch(() => undefined);
  const confirm = () => answer({ kind: 'confirm', id: visit.id }).catch(() => undefined);

  return (
    <Card as="article" className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        {visit.home.image_link && <img className={styles.thumb} src={visit.home.image_link} alt="" loading="lazy" width={80} height={60} />}
        <div>
          <h3 id={headingId} className={styles.cardTitle}>
            <Link to={visit.home.link}>{visit.home.name ?? t('agenda.visit.advert')}</Link>
          </h3>
          <p className={styles.meta}>{visit.home.city}</p>
          <p className={styles.meta}>{side === 'host' ? t('agenda.visit.seeker', { name: otherName }) : t('agenda.visit.host', { name: otherName })}</p>
        </div>
      </div>
      <div>
        <StatusTag status={visit.status} />
      </div>

      {visit.starts_at && <p className={styles.when}>{t('agenda.visit.when', { date: formatSlot(visit.starts_at, now) })}</p>}
      {visit.status === 'accepted' && visit.home.address && <p className={styles.note}>{t('agenda.visit.address', { address: visit.home.address })}</p>}
      {visit.status === 'accepted' && !future && <p className={styles.note}>{t('agenda.visit.past')}</p>}
      {visit.status === 'accepted' && future && (
        <p className={styles.note}>{visit.confirmed_at ? t('agenda.visit.confirmed') : side === 'host' ? t('agenda.visit.toConfirm') : null}</p>
      )}
      {visit.status === 'requested' && side === 'seeker' && <p className={styles.note}>{t('agenda.visit.waitingHost')}</p>}
      {visit.status === 'proposed' && side === 'host' && <p className={styles.note}>{t('agenda.visit.waitingSeeker')}</p>}

      {(visit.status === 'requested' || visit.status === 'proposed') && (
        <div>
          <p className={styles.note}>
            <strong>{slotsTitle}</strong>
          </p>
          <ul className={styles.slots}>
            {visit.slots.map((slot) => (
              <li key={slot} className={styles.slot}>
                <span>{formatSlot(slot, now)}</span>
                {canPickSlot && openSlots.includes(slot) && (
                  <Button size="sm" loading={busy} onClick={() => pick(slot)}>
                    {side === 'host' ? t('agenda.actions.accept', { slot: formatSlot(slot, now) }) : t('agenda.actions.choose', { slot: formatSlot(slot, now) })}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}

      {visit.message && (
        <figure className={styles.messageBlock}>
          <figcaption className={styles.meta}>{side === 'host' ? t('agenda.visit.message') : t('agenda.visit.yourMessage')}</figcaption>
          <blockquote className={styles.quote}>{visit.message}</blockquote>
        </figure>
      )}

      <div className={styles.actions}>
        {side === 'host' && (visit.status === 'requested' || visit.status === 'proposed') && (
          <>
            <Button variant="secondary" size="sm" disabled={busy} onClick={() => openDialog('propose')}>
              {t('agenda.actions.propose')}
            </Button>
            <Button variant="ghost" size="sm" disabled={busy} onClick={() => openDialog('decline')}>
              {t('agenda.actions.decline')}
            </Button>
          </>
        )}
        {side === 'seeker' && visit.status === 'accepted' && future && !visit.confirmed_at && (
          <Button size="sm" loading={busy} onClick={confirm}>
            {t('agenda.actions.confirm')}
          </Button>
        )}
        {side === 'seeker' && (visit.status === 'requested' || visit.status === 'proposed') && (
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => openDialog('cancelRequest')}>
            {t('agenda.actions.cancelRequest')}
          </Button>
        )}
        {visit.status === 'accepted' && future && (
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => openDialog('cancel')}>
            {t('agenda.actions.cancel')}
          </Button>
        )}
      </div>

      {/* Always present so that screen readers announce the outcome when it appears. */}
      <p role="status" className={styles.success}>
        {outcome?.ok ? doneText(t, outcome, side) : ''}
      </p>
      {outcome && !outcome.ok && <Alert tone="error">{outcome.message}</Alert>}

      {/* Mounted while closed too, so that the dialog gives the focus back to the button that opened it. */}
      {side === 'host' && <ProposeDialog visit={visit} open={dialog.open && dialog.kind === 'propose'} onOpenChange={(open) => !open && closeDialog()} />}
      <AnswerDialog
        visit={visit}
        kind={dialog.kind === 'propose' ? 'cancel' : dialog.kind}
        otherName={otherName}
        open={dialog.open && dialog.kind !== 'propose'}
        onOpenChange={(open) => !open && closeDialog()}
      />
    </Card>
  );
}
