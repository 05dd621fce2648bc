import { $options, $optionsFailed, optionsRequested, pathTo, segmentOf, $user, type User } from '@coloc/shared';
import { Alert, Button, ProgressBar, SkeletonText, StatusPage } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { Suspense, useEffect, useMemo } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTexts } from '../../i18n/useTexts';
import { refreshUser, saveUser } from '../../entities/flow/api/registrationApi';
import type { StepContext } from '../../entities/flow/model/context';
import { STEP_COMPONENTS } from './registry';
import { advanceFrom, previousOf, stepsOf, type FlowKind } from '../../entities/flow/model/steps';
import styles from './RegistrationPage.module.css';

/** Where the flow goes once its last step is saved. */
function endOfFlow(kind: FlowKind, user: User): string {
  return kind === 'coloc' ? pathTo('DashboardUserMatching', {}, { user }) : pathTo('DashboardProperties', {}, { user });
}

/** `/registration/:step` (seeker) and `/:user_type/:step/:home_id` (owner, agent, manager). */
export default function RegistrationPage() {
  const t = useTexts();
  const { step = '', home_id: homeParam } = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const [user, options, optionsFailed] = useUnit([$user, $options, $optionsFailed]);
  const kind: FlowKind = homeParam ? 'pro' : 'coloc';

  useEffect(() => {
    optionsRequested();
  }, []);

  const homeId: number | 'new' | null = homeParam ? (homeParam === 'new' ? 'new' : Number(homeParam)) : (user?.home?.id ?? null);
  const steps = useMemo(() => (user ? stepsOf(kind, user) : []), [kind, user]);
  const index = steps.indexOf(step);
  const Step = STEP_COMPONENTS[step];

  if (!user || (!options && !optionsFailed)) {
    return (
      <div className={styles.page}>
        <SkeletonText lines={6} />
      </div>
    );
  }
  if (!options) {
    return (
      <div className={styles.page}>
        <Alert tone="error" title={t('flow.loadFailed')}>
          <Button variant="secondary" onClick={() => optionsRequested()}>
            {t('flow.retry')}
          </Button>
        </Alert>
      </div>
    );
  }
  if (index < 0 || !Step) {
    const first = steps[0];
    return (
      <StatusPage code={404} title={t('flow.unknownStep')}>
        {first && <Link to={kind === 'coloc' ? `/registration/${first}` : `/${segmentOf(user)}/${first}/${homeId ?? 'new'}`}>{t('flow.next')}</Link>}
      </StatusPage>
    );
  }

  const urlOf = (target: string, home: number | 'new' | null = homeId) =>
    kind === 'coloc' ? `/registration/${target}` : `/${segmentOf(user)}/${target}/${home ?? 'new'}`;

  const flow: StepContext = {
    step,
    user,
    options,
    mode: 'registration',
    homeId,
    isFirst: index === 0,
    position: index + 1,
    total: steps.length,
    async next(result) {
      // The step may have changed the branch (home kind, a home created): decide from fresh data.
      const fresh = await refreshUser();
      const advance = advanceFrom(kind, fresh, step);
      const saved = advance.registrationStep === null ? fresh : await saveUser(fresh.id, { registration_step: advance.registrationStep });
      const nextHome = result?.homeId ?? (kind === 'coloc' ? (saved.home?.id ?? null) : homeId);
      navigate(advance.next === null ? endOfFlow(kind, saved) : urlOf(advance.next, nextHome));
    },
    previous() {
      const previous = previousOf(kind, user, step);
      if (previous) navigate(urlOf(previous));
    },
  };

  const percent = Math.round((flow.position / flow.total) * 100);
  return (
    <div className={styles.page}>
      <div className={styles.progress}>
        <div className={styles.progressLabel}>
          <span>{t('flow.progress', { current: flow.position, total: flow.total })}</span>
          <span aria-hidden="true">{percent} %</span>
        </div>
        <ProgressBar value={percent} label={t('flow.progress', { current: flow.position, total: flow.total })} compact />
      </div>
      {query.get('forced') === '1' && (
        <div className={styles.notice}>
          <Alert tone="info">{t('flow.forced')}</Alert>
        </div>
      )}
      <div className={styles.card}>
        <Suspense fallback={<SkeletonText lines={6} />}>
          <Step key={`${step}-${homeId ?? ''}`} flow={flow} />
        </Suspense>
      </div>
    </div>
  );
}
