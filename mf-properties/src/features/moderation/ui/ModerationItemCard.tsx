import { formatDate, formatEuro, roomDisplayName, type ModerationItem } from '@coloc/shared';
import { Alert, Button, Card, Tag } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useId, useState } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { taskList } from '../../../entities/advert/model/serviceTerms';
import { homeTags } from '../../../entities/properties/model/labels';
import { $decidingId, $decisionErrors, decideFx } from '../model/moderation';
import styles from './Moderation.module.css';
import { RejectDialog } from './RejectDialog';

const euros = (value: number) => formatEuro(value, 0);

function Rooms({ item }: { item: ModerationItem }) {
  const t = useTexts();
  const { home } = item;
  return (
    <section className={styles.block}>
      <h3 className={styles.blockTitle}>{t('moderation.item.rooms')}</h3>
      {home.rooms.length === 0 ? (
        <p className={styles.muted}>{t('moderation.item.wholeHome')}</p>
      ) : (
        <ul className={styles.plainList}>
          {home.rooms.map((room) => {
            const name = roomDisplayName(room);
            const line =
              room.rent === null
                ? t('moderation.item.roomNoRent', { room: name })
                : room.charges
                  ? t('moderation.item.roomLine', { room: name, rent: euros(room.rent), charges: euros(room.charges) })
                  : t('moderation.item.roomLineNoCharges', { room: name, rent: euros(room.rent) });
            return <li key={room.id}>{line}</li>;
          })}
        </ul>
      )}
      {home.reference_rent_month != null && (
        <p className={styles.muted}>
          {home.dec_reference_rent_month != null && home.inc_reference_rent_month != null
            ? t('moderation.item.referenceRent', { rent: euros(home.reference_rent_month), low: euros(home.dec_reference_rent_month), high: euros(home.inc_reference_rent_month) })
            : t('moderation.item.referenceRentShort', { rent: euros(home.reference_rent_month) })}
        </p>
      )}
    </section>
  );
}

function Services({ item }: { item: ModerationItem }) {
  const t = useTexts();
  const terms = item.services;
  return (
    <section className={styles.block}>
      <h3 className={styles.blockTitle}>{t('moderation.item.services')}</h3>
      {!terms ? (
        <p className={styles.muted}>{t('moderation.item.servicesMissing')}</p>
      ) : (
        <>
          <p className={styles.servicesLine}>
            {terms.hours_per_week != null && <Tag tone="secondary">{t('moderation.item.hours', { count: terms.hours_per_week })}</Tag>}
            {terms.trial_weeks != null && <Tag>{t('moderation.item.trial', { count: terms.trial_weeks })}</Tag>}
            {terms.notice_days != null && <Tag>{t('moderation.item.notice', { count: terms.notice_days })}</Tag>}
          </p>
          {taskList(terms.tasks).length > 0 && (
            <>
              <p className={styles.label}>{t('moderation.item.tasks')}</p>
              <ul className={styles.plainList}>
                {taskList(terms.tasks).map((task) => (
                  <li key={task}>{task}</li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}

/** One advert of the queue: everything a moderator checks, flags first; decisions on pending ones. */
export function ModerationItemCard({ item, decidable }: { item: ModerationItem; decidable: boolean }) {
  const t = useTexts();
  const [decidingId, decisionErrors, decide] = useUnit([$decidingId, $decisionErrors, decideFx]);
  const [rejecting, setRejecting] = useState(false);
  const titleId = useId();
  const { home, owner, flags } = item;
  const title = home.name?.trim() || t('moderation.item.unnamed');
  const place = [home.postal_code, home.city].filter(Boolean).join(' ');
  const deciding = decidingId === home.id;
  const refusal = decisionErrors[home.id];

  return (
    <Card as="article" padding="lg" className={styles.item} aria-labelledby={titleId}>
      <header className={styles.itemHeader}>
        <div>
          <h2 id={titleId} className={styles.itemTitle}>
            {title}
          </h2>
          <p className={styles.muted}>
            {t('moderation.item.advertNumber', { id: home.id })}
            {place && ` · ${place}`}
          </p>
          <p className={styles.tags}>
            {homeTags(home).map((tag) => (
              <Tag key={tag}>{tag}</Tag>
            ))}
          </p>
        </div>
        <dl className={styles.ownerFacts}>
          <dt>{t('moderation.item.owner')}</dt>
          <dd>
            {`${owner.first_name} ${owner.name}`.trim()}
            <br />
            <a href={`mailto:${owner.email}`}>{owner.email}</a>
          </dd>
          <dd className={styles.muted}>{item.submitted_at ? t('moderation.item.submitted', { date: formatDate(item.submitted_at, 'dateTime') }) : t('moderation.item.notSubmitted')}</dd>
        </dl>
      </header>

      {flags.length > 0 ? (
        <Alert tone="warning" title={t('moderation.item.flagsTitle', { count: flags.length })}>
          <ul className={styles.flags}>
            {flags.map((flag, index) => (
              <li key={`${flag.kind}-${index}`}>
                {flag.message}
                {flag.other_home_id !== undefined && !flag.message.includes(String(flag.other_home_id)) && ` (${t('moderation.item.advertNumber', { id: flag.other_home_id })})`}
              </li>
            ))}
          </ul>
        </Alert>
      ) : (
        <p className={styles.muted}>{t('moderation.item.noFlags')}</p>
      )}

      {/* Not a labelled <section>: one region per advert would give several regions the same name. */}
      <div className={styles.block}>
        {item.photo_urls.length === 0 ? (
          <p className={styles.muted}>{t('moderation.item.noPhoto')}</p>
        ) : (
          <ul className={styles.photos} aria-label={t('moderation.item.photos')}>
            {item.photo_urls.map((url, index) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noreferrer">
                  <img src={url} alt={t('moderation.item.photoAlt', { index: index + 1, title })} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className={styles.columns}>
        <section className={styles.block}>
          <h3 className={styles.blockTitle}>{t('moderation.item.description')}</h3>
          <p className={styles.text}>{home.details?.description?.trim() || t('moderation.item.noDescription')}</p>
          {home.details?.wishes?.trim() && (
            <>
              <p className={styles.label}>{t('moderation.item.wishes')}</p>
              <p className={styles.text}>{home.details.wishes}</p>
            </>
          )}
        </section>
        <div className={styles.side}>
          <Rooms item={item} />
          {(home.details?.pay_by_service || item.services) && <Services item={item} />}
        </div>
      </div>

      {decidable && (
        <>
          {refusal && !rejecting && <Alert tone="error">{refusal}</Alert>}
          <div className={styles.decision}>
            <Button loading={deciding} disabled={decidingId !== null} onClick={() => void decide({ kind: 'approve', item }).catch(() => undefined)} aria-label={t('moderation.item.approveLabel', { title })}>
              {t('moderation.item.approve')}
            </Button>
            <Button variant="danger" disabled={decidingId !== null} onClick={() => setRejecting(true)} aria-label={t('moderation.item.rejectLabel', { title })}>
              {t('moderation.item.reject')}
            </Button>
          </div>
          {rejecting && <RejectDialog item={item} title={title} onClose={() => setRejecting(false)} />}
        </>
      )}
    </Card>
  );
}
