import type { ContactRequest } from '@coloc/shared';
import { Alert, Button, Card, SkeletonText, Tag } from '@coloc/shared/ui';
import clsx from 'clsx';
import { useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { $contactsState, contactsRetried, markReadFx } from '../model/agenda';
import { formatSlot } from '../model/calendar';
import styles from './Agenda.module.css';

/** 'Contacter' messages received (before messaging exists); the id is the anchor of the e-mail link. */
export function ContactRequestsSection({ received }: { received: readonly ContactRequest[] }) {
  const t = useTexts();
  const [state, retry, markRead, marking] = useUnit([$contactsState, contactsRetried, markReadFx, markReadFx.pending]);

  return (
    <section aria-labelledby="demandes-de-contact">
      <h2 id="demandes-de-contact" className={styles.sectionTitle}>
        {t('agenda.contacts.title')}
      </h2>
      <p className={styles.intro}>{t('agenda.contacts.intro')}</p>
      {state === 'loading' && received.length === 0 && <SkeletonText lines={3} />}
      {state === 'failed' && (
        <Alert tone="error" title={t('agenda.contacts.loadFailed')}>
          <Button variant="secondary" size="sm" onClick={() => retry()}>
            {t('agenda.retry')}
          </Button>
        </Alert>
      )}
      {state === 'ready' && received.length === 0 && <p className={styles.muted}>{t('agenda.contacts.empty')}</p>}
      {received.length > 0 && (
        <ul className={styles.list}>
          {received.map((request) => {
            const name = `${request.from.first_name} ${request.from.name_initial}`.trim();
            return (
              <li key={request.id}>
                <Card as="article" className={clsx(styles.card, !request.read_at && styles.unread)} aria-label={t('agenda.contacts.from', { name })}>
                  <div className={styles.contactHead}>
                    <h3 className={styles.cardTitle}>{t('agenda.contacts.from', { name })}</h3>
                    {request.read_at ? <Tag>{t('agenda.contacts.read')}</Tag> : <Tag tone="primary">{t('agenda.contacts.unread')}</Tag>}
                  </div>
                  <p className={styles.meta}>{t('agenda.contacts.received', { date: formatSlot(request.created_at) })}</p>
                  {request.home && (
                    <p className={styles.meta}>
                      {t('agenda.contacts.about')}{' '}
                      <Link to={request.home.link}>{request.home.name ?? request.home.city ?? ''}</Link>
                    </p>
                  )}
                  <blockquote className={styles.quote}>{request.message}</blockquote>
                  {!request.read_at && (
                    <div className={styles.actions}>
                      <Button variant="secondary" size="sm" disabled={marking} onClick={() => markRead(request.id).catch(() => undefined)}>
                        {t('agenda.contacts.markRead')}
                      </Button>
                    </div>
                  )}
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
