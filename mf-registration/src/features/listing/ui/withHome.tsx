import { errorText, isPro, pathTo, segmentOf, type Home } from '@coloc/shared';
import { Alert, Button, HomeNoAccessPage, SkeletonText } from '@coloc/shared/ui';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { loadHome } from '../../../entities/flow/api/registrationApi';
import type { StepComponent, StepContext } from '../../../entities/flow/model/context';
import styles from './listing.module.css';

/** The home a step works on: the seeker's own ('default'), or the pro flow's home from the URL. */
export type HomeTarget = number | 'default' | 'new';

export function homeTargetOf(flow: Pick<StepContext, 'user' | 'homeId' | 'mode'>): HomeTarget {
  // Editing names its home (an owner with several, or a co-owner's): never fall back to the default one.
  if (flow.mode === 'edit' && typeof flow.homeId === 'number') return flow.homeId;
  return isPro(flow.user) ? (flow.homeId ?? 'new') : 'default';
}

/** URL of another step about the same home: the pro flow's `/:segment/:step/:id`, the seeker's `/registration/:step`. */
export function listingStepUrl(flow: Pick<StepContext, 'user'>, step: string, homeId: number): string {
  return isPro(flow.user) ? `/${segmentOf(flow.user)}/${step}/${homeId}` : `/registration/${step}`;
}

export interface HomeStepProps {
  flow: StepContext;
  /** null: no home yet (the seeker has none, or a pro flow at 'new'). */
  home: Home | null;
  target: HomeTarget;
}

export interface SavedHomeStepProps extends HomeStepProps {
  home: Home;
  target: number | 'default';
}

type Loaded = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; home: Home | null };

function useHome(target: HomeTarget) {
  const [loaded, setLoaded] = useState<Loaded>(target === 'new' ? { state: 'ready', home: null } : { state: 'loading' });
  const load = useCallback(() => {
    if (target === 'new') return () => undefined;
    let live = true;
    setLoaded({ state: 'loading' });
    loadHome(target).then(
      (home) => live && setLoaded({ state: 'ready', home }),
      (error: unknown) => live && setLoaded({ state: 'failed', message: errorText(error) }),
    );
    return () => {
      live = false;
    };
  }, [target]);
  useEffect(() => load(), [load]);
  return { loaded, reload: load };
}

/** Shown instead of a step that needs a home when there is none. */
function NoHome({ flow }: { flow: StepContext }) {
  const t = useTexts();
  if (isPro(flow.user)) {
    return (
      <Alert tone="info">
        <p>{t('listing.noHomeYet.pro')}</p>
        <Link to={`/${segmentOf(flow.user)}/annonce-adresse/new`}>{t('listing.noHomeYet.proLink')}</Link>
      </Alert>
    );
  }
  return (
    <div className={styles.stack}>
      <Alert tone="info">{t('listing.noHomeYet.seeker')}</Alert>
      {!flow.isFirst && (
        <div>
          <Button variant="secondary" onClick={() => flow.previous()}>
            {t('flow.previous')}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * Loads the step's home before showing it. `needsHome`: the step edits an existing home and
 * says so when there is none; otherwise it receives null and decides.
 */
export function withHome(Step: ComponentType<HomeStepProps>, options: { needsHome: false }): StepComponent;
export function withHome(Step: ComponentType<SavedHomeStepProps>, options: { needsHome: true }): StepComponent;
export function withHome(Step: ComponentType<HomeStepProps> | ComponentType<SavedHomeStepProps>, { needsHome }: { needsHome: boolean }): StepComponent {
  const Inner = Step as ComponentType<HomeStepProps>;
  function HomeStep({ flow }: { flow: StepContext }) {
    const t = useTexts();
    const target = homeTargetOf(flow);
    const { loaded, reload } = useHome(target);
    if (loaded.state === 'loading') return <SkeletonText lines={6} label={t('listing.loading')} />;
    if (loaded.state === 'failed') {
      return (
        <Alert tone="error" title={t('listing.loadFailed')}>
          <p>{loaded.message}</p>
          <Button variant="secondary" onClick={() => reload()}>
            {t('listing.retry')}
          </Button>
        </Alert>
      );
    }
    if (needsHome && (!loaded.home || target === 'new')) return <NoHome flow={flow} />;
    // SPEC 6: a manager the owner did not hand the advert to gets NoAccess, not a form that cannot be saved.
    if (loaded.home?.access && !loaded.home.access.advert) return <HomeNoAccessPage need="advert" backTo={pathTo('DashboardProperties', {}, { user: flow.user })} />;
    return <Inner flow={flow} home={loaded.home} target={target} />;
  }
  HomeStep.displayName = `HomeStep(${Step.displayName ?? Step.name})`;
  return HomeStep;
}
