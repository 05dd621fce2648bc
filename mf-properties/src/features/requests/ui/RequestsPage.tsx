// `demandes`: contact requests (answer into a conversation, or decline) and visit requests (accept
// a slot, propose others, refuse) received for the selected home.
import { Alert, Button, SkeletonText } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import page from '../../../entities/owner-common/ui/OwnerPage.module.css';
import { SelectedHomeGate } from '../../../entities/owner-common/ui/SelectedHomeGate';
import { $loadError, $loadState, $requests, loadRequestsFx, requestsOpened, requestsRetried } from '../model/requests';
import { ContactRequestCard } from './ContactRequestCard';
import { VisitRequestCard } from './VisitRequestCard';

export default function RequestsPage() {
  const t = useTexts();
  return (
    <div className={page.page}>
      <header>
        <h1 className={page.title}>{t('requests.title')}</h1>
        <p className={page.intro}>{t('requests.intro')}</p>
      </header>
      <SelectedHomeGate noHome={t('requests.noHome')} need="agenda">{(homeId) => <RequestsView homeId={homeId} />}</SelectedHomeGate>
    </div>
  );
}

function RequestsView({ homeId }: { homeId: number }) {
  const t = useTexts();
  const [requests, state, error, reloading, open, retry] = useUnit([$requests, $loadState, $loadError, loadRequestsFx.pending, requestsOpened, requestsRetried]);

  useEffect(() => {
    open(homeId);
  }, [open, homeId]);

  if (state === 'loading') return <SkeletonText lines={6} label={t('requests.loading')} />;
  if (state === 'failed')
    return (
      <Alert tone="error" title={t('requests.loadFailed')}>
        {error && <p>{error}</p>}
        <Button variant="secondary" size="sm" loading={reloading} onClick={() => retry()}>
          {t('requests.retry')}
        </Button>
      </Alert>
    );

  return (
    <>
      <section className={page.section} aria-labelledby="requests-contacts-title">
        <h2 id="requests-contacts-title" className={page.sectionTitle}>
          {t('requests.contacts.title')}
        </h2>
        {requests.contacts.length === 0 ? (
          <p className={page.muted}>{t('requests.contacts.empty')}</p>
        ) : (
          <ul className={page.list}>
            {requests.contacts.map((request) => (
              <li key={request.id}>
                <ContactRequestCard request={request} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={page.section} aria-labelledby="requests-visits-title">
        <h2 id="requests-visits-title" className={page.sectionTitle}>
          {t('requests.visits.title')}
        </h2>
        {requests.visits.length === 0 ? (
          <p className={page.muted}>{t('requests.visits.empty')}</p>
        ) : (
          <ul className={page.list}>
            {requests.visits.map((visit) => (
              <li key={visit.id}>
                <VisitRequestCard visit={visit} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
