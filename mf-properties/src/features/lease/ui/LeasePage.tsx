// `bail`: a landlord drafts, sends and cancels the selected home's leases; a tenant (a seeker
// without a home of their own) reads and accepts the leases sent to them. Both download the PDF.
import { $user, isOwner, isPro, roomDisplayName, type Home, type Lease } from '@coloc/shared';
import { Alert, AntiScamNotice, Button, SkeletonText } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect, type ReactNode } from 'react';
import { useTexts, type Translate } from '../../../i18n/useTexts';
import page from '../../../entities/owner-common/ui/OwnerPage.module.css';
import { SelectedHomeGate } from '../../../entities/owner-common/ui/SelectedHomeGate';
import type { LeaseAction } from '../../../entities/lease/api/leaseApi';
import { $home, $homeError, $leases, $loadError, $loadState, leaseActionFx, leasesOpened, leasesRetried, loadLeasesFx } from '../../../entities/lease/model/lease';
import { LeaseCard } from '../../../entities/lease/ui/LeaseCard';
import { LeaseForm } from './LeaseForm';

export default function LeasePage() {
  const t = useTexts();
  const user = useUnit($user);
  if (!user) return <SkeletonText lines={4} label={t('lease.loading')} />;
  if (isPro(user) || isOwner(user)) {
    return (
      <div className={page.page}>
        <header>
          <h1 className={page.title}>{t('lease.title')}</h1>
          <p className={page.intro}>{t('lease.intro')}</p>
        </header>
        <AntiScamNotice />
        <SelectedHomeGate noHome={t('lease.noHome')}>{(homeId) => <LandlordLeases homeId={homeId} />}</SelectedHomeGate>
      </div>
    );
  }
  return (
    <div className={page.page}>
      <header>
        <h1 className={page.title}>{t('lease.tenantTitle')}</h1>
        <p className={page.intro}>{t('lease.tenantIntro')}</p>
      </header>
      <AntiScamNotice />
      <TenantLeases />
    </div>
  );
}

function leaseTitle(t: Translate, lease: Lease, home: Home | null): string {
  if (lease.kind === 'whole') return t('lease.list.wholeLease');
  const room = home?.rooms.find((candidate) => candidate.id === lease.room_id);
  return room ? roomDisplayName(room) : t('lease.list.roomLease');
}

function useLeaseList(): { body: ReactNode | null; leases: Lease[]; act: (id: number, action: LeaseAction) => Promise<void> } {
  const t = useTexts();
  const [leases, state, error, reloading, retry, act] = useUnit([$leases, $loadState, $loadError, loadLeasesFx.pending, leasesRetried, leaseActionFx]);
  let body: ReactNode | null = null;
  if (state === 'loading') body = <SkeletonText lines={5} label={t('lease.loading')} />;
  else if (state === 'failed')
    body = (
      <Alert tone="error" title={t('lease.loadFailed')}>
        {error && <p>{error}</p>}
        <Button variant="secondary" size="sm" loading={reloading} onClick={() => retry()}>
          {t('lease.retry')}
        </Button>
      </Alert>
    );
  return { body, leases, act: (id, action) => act({ id, action }) };
}

function LandlordLeases({ homeId }: { homeId: number }) {
  const t = useTexts();
  const [home, homeError, open] = useUnit([$home, $homeError, leasesOpened]);
  const { body, leases, act } = useLeaseList();

  useEffect(() => {
    open({ kind: 'home', homeId });
  }, [open, homeId]);

  return (
    <>
      <section className={page.section} aria-labelledby="lease-list-title">
        <h2 id="lease-list-title" className={page.sectionTitle}>
          {t('lease.list.title')}
        </h2>
        {body ??
          (leases.length === 0 ? (
            <p className={page.muted}>{t('lease.list.empty')}</p>
          ) : (
            <ul className={page.list}>
              {leases.map((lease) => (
                <li key={lease.id}>
                  <LeaseCard lease={lease} viewer="landlord" title={leaseTitle(t, lease, home)} act={act} />
                </li>
              ))}
            </ul>
          ))}
      </section>
      {/* The form needs the home's rooms; keyed by home so that another home starts a fresh form. */}
      {home ? <LeaseForm key={home.id} homeId={homeId} home={home} /> : homeError ? <Alert tone="error">{homeError}</Alert> : <SkeletonText lines={4} label={t('lease.loading')} />}
    </>
  );
}

function TenantLeases() {
  const t = useTexts();
  const open = useUnit(leasesOpened);
  const { body, leases, act } = useLeaseList();

  useEffect(() => {
    open({ kind: 'mine' });
  }, [open]);

  if (body) return <>{body}</>;
  if (leases.length === 0) return <p className={page.muted}>{t('lease.list.tenantEmpty')}</p>;
  return (
    <ul className={page.list} aria-label={t('lease.tenantTitle')}>
      {leases.map((lease) => (
        <li key={lease.id}>
          <LeaseCard lease={lease} viewer="tenant" title={leaseTitle(t, lease, null)} act={act} headingLevel={2} />
        </li>
      ))}
    </ul>
  );
}
