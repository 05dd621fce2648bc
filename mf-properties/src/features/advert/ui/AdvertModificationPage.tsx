import { $user, type Home } from '@coloc/shared';
import { Alert, buttonClassName, Card, RemoteWidget } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useCallback, useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { homeTitle } from '../../../entities/properties/model/labels';
import { TabList, tabIds } from '../../../entities/properties/ui/TabList';
import { ADVERT_EDIT_STEPS, homeScreenPath, ownerStepPath, type AdvertEditStep } from '../../../entities/properties/model/links';
import { $services, homeSaved } from '../model/advert';
import styles from './Advert.module.css';
import { AdvertGate } from './AdvertGate';
import { ServiceTermsForm } from './ServiceTermsForm';

type Tab = AdvertEditStep | 'services';

/** `?tab=` values: short French words rather than the step names. */
const TAB_PARAMS: Record<Tab, string> = {
  'annonce-adresse': 'adresse',
  'annonce-description': 'description',
  'annonce-chambres': 'chambres',
  'annonce-charges': 'charges',
  'annonce-photo-video': 'photos',
  services: 'services',
};

function tabFromParam(value: string | null, tabs: readonly Tab[]): Tab {
  const found = tabs.find((tab) => TAB_PARAMS[tab] === value);
  return found ?? tabs[0]!;
}

/** One registration step's form, in edit mode, from mf-registration (its ./AdvertEditor widget). */
function StepEditor({ home, step, onSaved }: { home: Home; step: AdvertEditStep; onSaved: (home: Home) => void }) {
  const t = useTexts();
  const user = useUnit($user);
  const data = useMemo(() => ({ homeId: home.id, step, onSaved }), [home.id, step, onSaved]);
  return (
    <RemoteWidget
      remote="mf_registration"
      exposed="AdvertEditor"
      data={data}
      fallback={
        <Alert tone="warning" title={t('advert.modification.editorFallback')}>
          <Link className={buttonClassName({ variant: 'secondary', size: 'sm' })} to={ownerStepPath(user, step, home.id)}>
            {t('advert.modification.editorFallbackLink')}
          </Link>
        </Alert>
      }
    />
  );
}

function AdvertModification({ home }: { home: Home }) {
  const t = useTexts();
  const [user, services, saved] = useUnit([$user, $services, homeSaved]);
  const [params, setParams] = useSearchParams();

  const tabs = useMemo<Tab[]>(() => [...ADVERT_EDIT_STEPS, ...(home.details?.pay_by_service ? (['services'] as const) : [])], [home.details?.pay_by_service]);
  const current = tabFromParam(params.get('tab'), tabs);

  const choose = (tab: Tab) => {
    const next = new URLSearchParams(params);
    next.set('tab', TAB_PARAMS[tab]);
    setParams(next, { replace: true });
  };

  // The editor confirms the save itself; the page takes the new state (e.g. housing for services ticked).
  const onSaved = useCallback((updated: Home) => saved(updated), [saved]);

  const label = (tab: Tab) => t(`advert.steps.${tab}`);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('advert.modification.title')}</h1>
          <p className={styles.subtitle}>{homeTitle(home)}</p>
        </div>
        <div className={styles.headerActions}>
          <Link className={buttonClassName({ variant: 'ghost' })} to={homeScreenPath('DashboardAdvertEdit', user, home.id, { home_id: String(home.id) })}>
            {t('advert.modification.back')}
          </Link>
          {home.step >= 3 && (
            <Link className={buttonClassName({ variant: 'secondary' })} to={homeScreenPath('DashboardAdvertPreview', user, home.id)}>
              {t('advert.modification.preview')}
            </Link>
          )}
        </div>
      </header>
      <TabList label={t('advert.modification.tabs')} prefix="advert" tabs={tabs.map((tab) => ({ id: TAB_PARAMS[tab], label: label(tab) }))} current={TAB_PARAMS[current]} onSelect={(id) => choose(tabFromParam(id, tabs))} />
      <Card padding="lg" role="tabpanel" id={tabIds('advert', TAB_PARAMS[current]).panel} aria-labelledby={tabIds('advert', TAB_PARAMS[current]).tab} className={styles.panel}>
        {current === 'services' ? (
          <ServiceTermsForm key={home.id} homeId={home.id} terms={services} />
        ) : (
          <StepEditor key={current} home={home} step={current} onSaved={onSaved} />
        )}
      </Card>
      {params.get('tab') === 'services' && !home.details?.pay_by_service && <Alert tone="info">{t('advert.services.notPayByService')}</Alert>}
    </div>
  );
}

/**
 * `annonce-modification/{home_id}`: the advert's parts in tabs, each the registration step's own
 * form in edit mode (mf-registration ./AdvertEditor), plus the housing-for-services terms.
 */
export default function AdvertModificationPage() {
  const { home_id } = useParams();
  return (
    <AdvertGate homeId={Number(home_id)} need="advert">
      {(home) => <AdvertModification home={home} />}
    </AdvertGate>
  );
}
