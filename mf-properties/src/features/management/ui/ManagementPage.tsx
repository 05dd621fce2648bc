// `gestion`: occupancy of the rooms, the month's rents, the rent lines month by month, new tenants
// and the end of a tenancy, for the home selected by `home_id` (else the default home).
import { Alert, AntiScamNotice, Button, SkeletonText } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import page from '../../../entities/owner-common/ui/OwnerPage.module.css';
import { SelectedHomeGate } from '../../../entities/owner-common/ui/SelectedHomeGate';
import { $loadError, $loadState, $overview, loadManagementFx, managementOpened, managementRetried } from '../model/management';
import { AddTenancyForm } from './AddTenancyForm';
import { MonthSummary } from './MonthSummary';
import { PaymentsSection } from './PaymentsSection';
import { RoomsSection } from './RoomsSection';

export default function ManagementPage() {
  const t = useTexts();
  return (
    <div className={page.page}>
      <header>
        <h1 className={page.title}>{t('management.title')}</h1>
        <p className={page.intro}>{t('management.intro')}</p>
      </header>
      <SelectedHomeGate noHome={t('management.noHome')}>{(homeId) => <ManagementView homeId={homeId} />}</SelectedHomeGate>
    </div>
  );
}

function ManagementView({ homeId }: { homeId: number }) {
  const t = useTexts();
  const [overview, state, error, reloading, open, retry] = useUnit([$overview, $loadState, $loadError, loadManagementFx.pending, managementOpened, managementRetried]);

  useEffect(() => {
    open(homeId);
  }, [open, homeId]);

  if (state === 'failed' || (state === 'loading' && !overview)) {
    if (state === 'loading') return <SkeletonText lines={8} label={t('management.loading')} />;
    return (
      <Alert tone="error" title={t('management.loadFailed')}>
        {error && <p>{error}</p>}
        <Button variant="secondary" size="sm" loading={reloading} onClick={() => retry()}>
          {t('management.retry')}
        </Button>
      </Alert>
    );
  }
  if (!overview) return null;

  return (
    <>
      {error && <Alert tone="warning">{error}</Alert>}
      <MonthSummary month={overview.month} />
      <RoomsSection overview={overview} />
      <AntiScamNotice />
      <PaymentsSection overview={overview} />
      <AddTenancyForm homeId={homeId} overview={overview} />
    </>
  );
}
