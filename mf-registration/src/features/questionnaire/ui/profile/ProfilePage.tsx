// `/{user_type}/profile`: one's own profile as other members see it, with what is private marked.
import { isPro, optionText, pathTo, PRIVATE_CAPABLE_FIELDS, $user, type User } from '@coloc/shared';
import { Alert, Button, Card, SkeletonText } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTexts } from '../../../../i18n/useTexts';
import { PRESENTATION_STEP, PRIVACY_STEP, type ProfileStep } from '../../model/sections';
import { answerValues, isPrivateField, sectionsOf } from '../../model/profileSections';
import { PrivateTag, ProfileSections } from './ProfileSections';
import { ProfileAvatar } from './ProfileAvatar';
import styles from './profile.module.css';
import { useProfileOptions } from './useProfileOptions';

/** Set by profile/edit when it comes back after saving. */
export interface ProfileLocationState {
  profileSaved?: boolean;
}

export function profileEditPath(user: User, step: ProfileStep): string {
  return pathTo('DashboardProfileEdit', {}, { user, query: { section: step } });
}

export default function ProfilePage() {
  const t = useTexts();
  const user = useUnit($user);
  const { options, failed, retry } = useProfileOptions();
  const location = useLocation();
  const navigate = useNavigate();
  const [saved] = useState(() => Boolean((location.state as ProfileLocationState | null)?.profileSaved));

  useEffect(() => {
    // Said once: a reload of the page must not claim a new save.
    if (saved) navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, []);

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

  const profile = user.profile;
  const privateFields = profile?.private_fields ?? [];
  const answers = profile ?? {};
  const editPath = (step: ProfileStep) => profileEditPath(user, step);
  const age = answerValues('birth_date', answers, options, t)[0];
  const situation = optionText(options, 'situation', profile?.situation);
  const hiddenCount = PRIVATE_CAPABLE_FIELDS.filter((field) => privateFields.includes(field)).length;
  // Professionals are not matched on a questionnaire: their profile is their photo, company and words.
  const pro = isPro(user);

  return (
    <div className={styles.page}>
      <header className={styles.pageHead}>
        <h1>{t('questionnaire.profile.title')}</h1>
        <p>{pro ? t('questionnaire.profile.introPro') : t('questionnaire.profile.intro')}</p>
      </header>
      {saved && <Alert tone="success">{t('questionnaire.profile.saved')}</Alert>}
      {!profile && <Alert tone="error">{t('questionnaire.noProfile')}</Alert>}

      <Card as="section" aria-labelledby="profile-identity">
        <div className={styles.identity}>
          <ProfileAvatar avatar={user.avatar} firstName={user.first_name} name={user.name} />
          <div className={styles.identityText}>
            <h2 id="profile-identity" className={styles.name}>
              {user.first_name} {user.name.charAt(0).toUpperCase()}.
            </h2>
            <ul className={styles.facts}>
              {age && (
                <li>
                  {age}
                  {isPrivateField('birth_date', privateFields) && <PrivateTag />}
                </li>
              )}
              {!pro && situation && <li>{situation}</li>}
              {pro && user.company?.business_name && <li>{user.company.business_name}</li>}
            </ul>
          </div>
          <Link
            className={styles.editLink}
            to={editPath(pro ? PRESENTATION_STEP : 'lifestyle-1')}
            aria-label={t('questionnaire.profile.editSection', { section: t(`questionnaire.stepNames.${pro ? PRESENTATION_STEP : 'lifestyle-1'}`) })}
          >
            {t('questionnaire.profile.edit')}
          </Link>
        </div>
      </Card>

      <Card as="section" aria-labelledby="profile-description">
        <div className={styles.sectionHead}>
          <h2 id="profile-description" className={styles.sectionTitle}>
            {t('questionnaire.profile.description')}
          </h2>
          <Link
            className={styles.editLink}
            to={editPath(PRESENTATION_STEP)}
            aria-label={t('questionnaire.profile.editSection', { section: t('questionnaire.stepNames.personality-4') })}
          >
            {t('questionnaire.profile.edit')}
          </Link>
        </div>
        {profile?.description ? (
          <>
            <p className={styles.description}>{profile.description}</p>
            {isPrivateField('description', privateFields) && <PrivateTag />}
          </>
        ) : (
          <p className={styles.empty}>{t('questionnaire.profile.noDescription')}</p>
        )}
      </Card>

      {!pro && (
        <ProfileSections
          sections={sectionsOf(answers, options, t, { privateFields, importance: profile?.importance ?? null })}
          editPath={editPath}
        />
      )}

      {!pro && (
        <Card as="section" aria-labelledby="profile-privacy">
          <div className={styles.sectionHead}>
            <h2 id="profile-privacy" className={styles.sectionTitle}>
              {t('questionnaire.profile.privacy')}
            </h2>
            <Link className={styles.editLink} to={editPath(PRIVACY_STEP)}>
              {t('questionnaire.profile.privacyLink')}
            </Link>
          </div>
          <p className={styles.empty}>
            {hiddenCount === 0 ? t('questionnaire.profile.privacyNone') : t('questionnaire.profile.privacyCount', { count: hiddenCount })}
          </p>
        </Card>
      )}
    </div>
  );
}
