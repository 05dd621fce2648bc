// `/{user_type}/{user_id}/profile`: another member's profile, read-only, with only what they share.
import { errorStatus, errorText, isPro, optionText, pathTo, safeRedirect, type PublicProfile, $user } from '@coloc/shared';
import { Alert, Button, buttonClassName, Card, RemoteWidget, SkeletonText, StatusPage, Tag } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useTexts } from '../../../../i18n/useTexts';
import { fetchPublicProfile } from '../../api/profileApi';
import { sectionsOf } from '../../model/profileSections';
import { ProfileAvatar } from './ProfileAvatar';
import { ProfileSections } from './ProfileSections';
import styles from './profile.module.css';
import { useProfileOptions } from './useProfileOptions';

type Load = { status: 'loading' } | { status: 'done'; profile: PublicProfile } | { status: 'notFound' } | { status: 'failed'; message: string };

export default function PublicProfilePage() {
  const t = useTexts();
  const user = useUnit($user);
  const { options, failed: optionsFailed, retry: retryOptions } = useProfileOptions();
  const { user_id: param } = useParams();
  // The list the visitor came from (a matching list, favourites…), carried by the card's link.
  const [query] = useSearchParams();
  const backTo = safeRedirect(query.get('retour'));
  const userId = param && /^\d+$/.test(param) ? Number(param) : null;
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (userId === null) {
      setLoad({ status: 'notFound' });
      return;
    }
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    fetchPublicProfile(userId, controller.signal).then(
      (profile) => setLoad({ status: 'done', profile }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad(errorStatus(error) === 404 ? { status: 'notFound' } : { status: 'failed', message: errorText(error) });
      },
    );
    return () => controller.abort();
  }, [userId, attempt]);

  const retry = useCallback(() => {
    setAttempt((count) => count + 1);
    if (optionsFailed) retryOptions();
  }, [optionsFailed, retryOptions]);

  if (load.status === 'notFound') {
    return (
      <StatusPage
        code={404}
        title={t('questionnaire.profile.notFoundTitle')}
        actions={
          user && (
            <Link className={buttonClassName()} to={pathTo('DashboardUserMatching', {}, { user })}>
              {t('questionnaire.profile.backToMatching')}
            </Link>
          )
        }
      >
        <p>{t('questionnaire.profile.notFoundText')}</p>
      </StatusPage>
    );
  }
  if (load.status === 'failed' || (optionsFailed && !options)) {
    return (
      <div className={styles.page}>
        <Alert tone="error" title={t('questionnaire.profile.publicFailed')}>
          {load.status === 'failed' && <p>{load.message}</p>}
          <Button variant="secondary" onClick={retry}>
            {t('questionnaire.profile.retry')}
          </Button>
        </Alert>
      </div>
    );
  }
  if (load.status === 'loading' || !options) {
    return (
      <div className={styles.page}>
        <SkeletonText lines={8} label={t('questionnaire.profile.loading')} />
      </div>
    );
  }

  const profile = load.profile;
  const situation = optionText(options, 'situation', profile.answers.situation);
  const sections = sectionsOf(profile.answers, options, t);
  const description = profile.answers.description?.trim();
  const nothingShared = !description && sections.every((section) => section.rows.length === 0);

  const backLink = backTo ?? (user ? pathTo('DashboardUserMatching', {}, { user }) : null);
  // A place to decide: the affinity, why, and Contacter / favourite / dislike, from the matching area.
  const decides = !!user && !profile.is_self && !isPro(user) && (user.type & 1) === 1;

  return (
    <div className={styles.page}>
      {backLink && (
        <p>
          <Link to={backLink}>← {backTo ? t('questionnaire.profile.backToList') : t('questionnaire.profile.backToMatching')}</Link>
        </p>
      )}
      {profile.is_self && user && (
        <Alert tone="info">
          {t('questionnaire.profile.itsYou')}{' '}
          <Link to={pathTo('DashboardProfile', {}, { user })}>{t('questionnaire.profile.title')}</Link>
        </Alert>
      )}
      <Card as="section" aria-labelledby="public-profile-name">
        <div className={styles.identity}>
          <ProfileAvatar avatar={profile.avatar} firstName={profile.first_name} name={profile.name_initial} />
          <div className={styles.identityText}>
            <h1 id="public-profile-name" className={styles.name}>
              {profile.first_name} {profile.name_initial}
            </h1>
            <ul className={styles.facts}>
              {profile.age !== null && <li>{t('questionnaire.profile.age', { count: profile.age })}</li>}
              {situation && <li>{situation}</li>}
              {profile.has_home && (
                <li>
                  <Tag tone="primary">{t('questionnaire.profile.hasHome')}</Tag>
                </li>
              )}
            </ul>
            {profile.home && (
              <p className={styles.empty}>
                {profile.home.city ? t('questionnaire.profile.home', { city: [profile.home.city, profile.home.country].filter(Boolean).join(', ') }) : t('questionnaire.profile.homeNoCity')}
                {profile.home.public_url && (
                  <>
                    {' · '}
                    <a className={styles.homeLink} href={profile.home.public_url}>
                      {t('questionnaire.profile.seeHome')}
                    </a>
                  </>
                )}
              </p>
            )}
          </div>
        </div>
      </Card>

      {decides && (
        <RemoteWidget
          remote="mf_matching"
          exposed="ProfileDecision"
          data={{ userId: profile.id, name: `${profile.first_name} ${profile.name_initial}`.trim() }}
          fallback={<p className={styles.empty}>{t('questionnaire.profile.decisionUnavailable')}</p>}
        />
      )}

      {description && (
        <Card as="section" aria-labelledby="public-profile-description">
          <div className={styles.sectionHead}>
            <h2 id="public-profile-description" className={styles.sectionTitle}>
              {t('questionnaire.profile.description')}
            </h2>
          </div>
          <p className={styles.description}>{description}</p>
        </Card>
      )}

      {nothingShared ? (
        <p className={styles.empty}>{t('questionnaire.profile.nothingShared', { name: profile.first_name })}</p>
      ) : (
        <ProfileSections sections={sections} />
      )}
    </div>
  );
}
