// `/{user_type}/profile/edit?section=<step>`: the questionnaire's own step screens, saving and
// coming back to the profile. Without a (known) section, the list of what can be edited.
import { $user, pathTo } from '@coloc/shared';
import { Alert, Button, Card, SkeletonText } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { Suspense } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTexts } from '../../../../i18n/useTexts';
import { refreshUser } from '../../../../entities/flow/api/registrationApi';
import type { StepContext } from '../../../../entities/flow/model/context';
import { isProfileStep, PROFILE_SECTIONS, sectionOfStep } from '../../model/sections';
import { QUESTIONNAIRE_STEPS } from '../../steps';
import { profileEditPath, type ProfileLocationState } from './ProfilePage';
import styles from './profile.module.css';
import { useProfileOptions } from './useProfileOptions';

export default function ProfileEditPage() {
  const t = useTexts();
  const user = useUnit($user);
  const { options, failed, retry } = useProfileOptions();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const requested = query.get('section');

  if (!user || (!options && !failed)) {
    return (
      <div className={styles.page}>
        <SkeletonText lines={8} label={t('questionnaire.profile.loading')} />
      </div>
    );
  }
  if (!options) {
    return (
      <div className={styles.page}>
        <Alert tone="error" title={t('questionnaire.profile.optionsFailed')}>
          <Button variant="secondary" onClick={retry}>
            {t('questionnaire.profile.retry')}
          </Button>
        </Alert>
      </div>
    );
  }

  const profilePath = pathTo('DashboardProfile', {}, { user });
  const back = (
    <Link className={styles.back} to={profilePath}>
      <span aria-hidden="true">←</span> {t('questionnaire.profile.backToProfile')}
    </Link>
  );

  if (!isProfileStep(requested)) {
    return (
      <div className={styles.page}>
        {back}
        <header className={styles.pageHead}>
          <h1>{t('questionnaire.profile.editTitle')}</h1>
          <p>{t('questionnaire.profile.editIntro')}</p>
        </header>
        {PROFILE_SECTIONS.map((section) => (
          <Card as="section" key={section.key} aria-labelledby={`edit-section-${section.key}`}>
            <div className={styles.sectionHead}>
              <h2 id={`edit-section-${section.key}`} className={styles.sectionTitle}>
                {t(`questionnaire.profile.sections.${section.key}`)}
              </h2>
            </div>
            <ul className={styles.stepList}>
              {section.steps.map((step) => (
                <li key={step}>
                  <Link className={styles.stepLink} to={profileEditPath(user, step)}>
                    {t(`questionnaire.stepNames.${step}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
    );
  }

  const step = requested;
  const section = sectionOfStep(step);
  const Step = QUESTIONNAIRE_STEPS[step]!;
  const flow: StepContext = {
    step,
    user,
    options,
    mode: 'edit',
    homeId: user.home?.id ?? null,
    isFirst: false,
    position: section.steps.indexOf(step) + 1,
    total: section.steps.length,
    async next() {
      // The profile page reads the user: publish the saved answers before going back to it.
      await refreshUser();
      navigate(profilePath, { state: { profileSaved: true } satisfies ProfileLocationState });
    },
    previous() {
      navigate(profilePath);
    },
  };

  return (
    <div className={styles.page}>
      {back}
      {section.steps.length > 1 && (
        <nav className={styles.stepNav} aria-labelledby="edit-steps">
          <p id="edit-steps">{t('questionnaire.profile.sectionSteps')}</p>
          <ul className={styles.stepList}>
            {section.steps.map((other) => (
              <li key={other}>
                <Link className={styles.stepLink} to={profileEditPath(user, other)} aria-current={other === step ? 'page' : undefined}>
                  {t(`questionnaire.stepNames.${other}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Card padding="lg">
        <Suspense fallback={<SkeletonText lines={6} />}>
          <Step key={step} flow={flow} />
        </Suspense>
      </Card>
    </div>
  );
}
