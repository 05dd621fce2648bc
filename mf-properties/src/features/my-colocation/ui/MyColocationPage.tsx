// `ma-co-location`: for a seeker who lives in a shared home, the home, their tenancy, the landlord,
// the flatmates, the documents the landlord shares and their leases (PDF, acceptance).
import { $user, formatDate, formatEuro, pathTo, type MyColocation } from '@coloc/shared';
import { Alert, AntiScamNotice, Button, buttonClassName, Card, SkeletonText } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { DocumentSize } from '../../../entities/documents/ui/DocumentsTable';
import { LeaseCard } from '../../../entities/lease/ui/LeaseCard';
import { formatDay } from '../../../entities/owner-common/model/formValues';
import page from '../../../entities/owner-common/ui/OwnerPage.module.css';
import { $colocation, $loadError, $loadState, leaseActionFx, loadMyColocationFx, myColocationOpened, myColocationRetried } from '../model/myColocation';
import styles from './MyColocation.module.css';

export default function MyColocationPage() {
  const t = useTexts();
  const user = useUnit($user);
  const location = useLocation();
  const [colocation, state, error, reloading, open, retry] = useUnit([$colocation, $loadState, $loadError, loadMyColocationFx.pending, myColocationOpened, myColocationRetried]);

  useEffect(() => {
    open();
  }, [open]);

  let body;
  if (state === 'loading') body = <SkeletonText lines={8} label={t('myColocation.loading')} />;
  else if (state === 'failed')
    body = (
      <Alert tone="error" title={t('myColocation.loadFailed')}>
        {error && <p>{error}</p>}
        <Button variant="secondary" size="sm" loading={reloading} onClick={() => retry()}>
          {t('myColocation.retry')}
        </Button>
      </Alert>
    );
  else if (state === 'none' || !colocation)
    body = (
      <Card padding="lg" className={styles.none}>
        <h2 className={page.sectionTitle}>{t('myColocation.none.title')}</h2>
        <p className={page.muted}>{t('myColocation.none.text')}</p>
        <p>
          <Link className={buttonClassName()} to={pathTo('DashboardUserMatching', {}, { user, from: location })}>
            {t('myColocation.none.action')}
          </Link>
        </p>
      </Card>
    );
  else body = <ColocationView colocation={colocation} />;

  return (
    <div className={page.page}>
      <header>
        <h1 className={page.title}>{t('myColocation.title')}</h1>
        <p className={page.intro}>{t('myColocation.intro')}</p>
      </header>
      {body}
    </div>
  );
}

function ColocationView({ colocation }: { colocation: MyColocation }) {
  const t = useTexts();
  const user = useUnit($user);
  const location = useLocation();
  const act = useUnit(leaseActionFx);
  const { home, tenancy, landlord, flatmates, documents, leases } = colocation;
  const roomLabel = tenancy.room_id === null ? t('myColocation.tenancy.wholeHome') : (colocation.room_name ?? t('myColocation.tenancy.yourRoom'));

  return (
    <>
      <Card as="section" padding="none" className={styles.home} aria-labelledby="colocation-home-title">
        {home.photo_url && <img className={styles.photo} src={home.photo_url} alt="" width={320} height={200} loading="lazy" />}
        <div className={styles.homeBody}>
          <p className={styles.kicker}>{t('myColocation.home.title')}</p>
          <h2 id="colocation-home-title" className={styles.homeName}>
            {home.name ?? t('myColocation.home.untitled')}
          </h2>
          {(home.address ?? home.city) && <p className={page.muted}>{home.address ?? home.city}</p>}
          <p>
            <Link className={buttonClassName({ variant: 'secondary', size: 'sm' })} to={home.public_url}>
              {t('myColocation.home.advert')}
            </Link>
          </p>
        </div>
      </Card>

      <section className={page.section} aria-labelledby="colocation-tenancy-title">
        <h2 id="colocation-tenancy-title" className={page.sectionTitle}>
          {t('myColocation.tenancy.title')}
        </h2>
        <Card>
          <dl className={styles.facts}>
            <div>
              <dt>{t('myColocation.tenancy.room')}</dt>
              <dd>{roomLabel}</dd>
            </div>
            <div>
              <dt>{t('myColocation.tenancy.since')}</dt>
              <dd>{formatDay(tenancy.start_date)}</dd>
            </div>
            <div>
              <dt>{t('myColocation.tenancy.rent')}</dt>
              <dd>{t('myColocation.tenancy.rentAndCharges', { rent: formatEuro(tenancy.rent), charges: formatEuro(tenancy.charges) })}</dd>
            </div>
            <div>
              <dt>{t('myColocation.tenancy.deposit')}</dt>
              <dd>{formatEuro(tenancy.deposit)}</dd>
            </div>
            <div>
              <dt>{t('myColocation.tenancy.landlord')}</dt>
              <dd>{`${landlord.first_name} ${landlord.name_initial}`.trim()}</dd>
            </div>
          </dl>
        </Card>
        <nav aria-label={t('myColocation.space.title')}>
          <ul className={styles.space}>
            <li>
              <Link className={buttonClassName({ variant: 'secondary', size: 'sm' })} to={pathTo('DashboardReceipts', {}, { user, from: location })}>
                {t('myColocation.space.receipts')}
              </Link>
            </li>
            <li>
              <Link className={buttonClassName({ variant: 'secondary', size: 'sm' })} to={pathTo('DashboardTenantDocuments', {}, { user, from: location })}>
                {t('myColocation.space.documents')}
              </Link>
            </li>
            <li>
              <Link className={buttonClassName({ variant: 'secondary', size: 'sm' })} to={pathTo('DashboardNextColocation', {}, { user, from: location })}>
                {t('myColocation.space.next')}
              </Link>
            </li>
          </ul>
        </nav>
      </section>

      <section className={page.section} aria-labelledby="colocation-flatmates-title">
        <h2 id="colocation-flatmates-title" className={page.sectionTitle}>
          {t('myColocation.flatmates.title')}
        </h2>
        {flatmates.length === 0 ? (
          <p className={page.muted}>{t('myColocation.flatmates.empty')}</p>
        ) : (
          <ul className={styles.flatmates}>
            {flatmates.map((mate, index) => {
              const name = `${mate.first_name} ${mate.name_initial}`.trim();
              return (
                <li key={mate.user_id ?? `mate-${index}`}>
                  <Card className={styles.mate}>
                    {mate.avatar_url ? (
                      <img className={styles.avatar} src={mate.avatar_url} alt="" width={56} height={56} loading="lazy" />
                    ) : (
                      <span className={styles.avatar} aria-hidden="true">
                        {mate.first_name.charAt(0).toLocaleUpperCase('fr-FR')}
                      </span>
                    )}
                    <div>
                      <p className={styles.mateName}>{name}</p>
                      {mate.room && <p className={page.muted}>{t('myColocation.flatmates.room', { room: mate.room })}</p>}
                      <p className={page.muted}>{t('myColocation.flatmates.since', { date: formatDay(mate.since) })}</p>
                    </div>
                  </Card>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section className={page.section} aria-labelledby="colocation-documents-title">
        <h2 id="colocation-documents-title" className={page.sectionTitle}>
          {t('myColocation.documents.title')}
        </h2>
        {documents.length === 0 ? (
          <p className={page.muted}>{t('myColocation.documents.empty')}</p>
        ) : (
          <ul className={page.list}>
            {documents.map((document) => (
              <li key={document.id}>
                <Card className={styles.document}>
                  <div>
                    <p className={styles.docTitle}>{document.title}</p>
                    <p className={page.muted}>
                      {t(`documents.category.${document.category}`)} · <DocumentSize bytes={document.bytes} /> · {formatDate(document.created_at, 'short')}
                    </p>
                  </div>
                  <a className={buttonClassName({ variant: 'secondary', size: 'sm' })} href={document.download_url} download aria-label={t('myColocation.documents.download', { title: document.title })}>
                    {t('documents.list.download')}
                  </a>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={page.section} aria-labelledby="colocation-leases-title">
        <h2 id="colocation-leases-title" className={page.sectionTitle}>
          {t('myColocation.leases.title')}
        </h2>
        {leases.length === 0 ? (
          <p className={page.muted}>{t('myColocation.leases.empty')}</p>
        ) : (
          <ul className={page.list}>
            {leases.map((lease) => (
              <li key={lease.id}>
                <LeaseCard lease={lease} viewer="tenant" title={lease.kind === 'whole' ? t('lease.list.wholeLease') : t('lease.list.roomLease')} act={(id, action) => act({ id, action })} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <AntiScamNotice />
    </>
  );
}
