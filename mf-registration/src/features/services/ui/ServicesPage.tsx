import { errorText, hasRole, optionList, type Options, $options, $optionsFailed, optionsRequested, pathTo, type ProfileData, safeRedirect, $user, type User, userReceived } from '@coloc/shared';
import { Alert, Button, buttonClassName, SkeletonText } from '@coloc/shared/ui';
import { useSubmit } from '@coloc/shared/ui/useSubmit';
import { useUnit } from 'effector-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { refreshUser, saveProfile } from '../../../entities/flow/api/registrationApi';
import { MultiChoiceGroup } from '../../../entities/flow/ui/ChoiceGroup';
import { validateServices, type ServicesErrors } from '../model/services';
import { PositionChoice } from './PositionChoice';
import styles from './ServicesPage.module.css';

/** `/users/services`: a seeker says which services they can offer in exchange for housing. */
export default function ServicesPage() {
  const t = useTexts();
  const [user, options, optionsFailed] = useUnit([$user, $options, $optionsFailed]);
  const [query] = useSearchParams();
  const profileAsked = useRef(false);
  const [profileFailed, setProfileFailed] = useState(false);

  useEffect(() => {
    optionsRequested();
  }, []);

  const askProfile = () => {
    setProfileFailed(false);
    refreshUser()
      .then((fresh) => setProfileFailed(!fresh.profile))
      .catch(() => setProfileFailed(true));
  };

  // The session's user may predate the profile (created on first use by the API): ask once more.
  const missingProfile = !!user && hasRole(user, 'coloc') && !user.profile;
  useEffect(() => {
    if (!missingProfile || profileAsked.current) return;
    profileAsked.current = true;
    askProfile();
  }, [missingProfile]);

  if (!user) {
    return (
      <Frame>
        <SkeletonText lines={6} label={t('account.common.loading')} />
      </Frame>
    );
  }

  const redirect = safeRedirect(query.get('redirect'));
  const destination = redirect ?? pathTo('DashboardHomeMatching', {}, { user });

  if (!hasRole(user, 'coloc')) {
    return (
      <Frame>
        <Alert tone="info" title={t('account.services.notSeeker')}>
          <Link to={pathTo('DashboardAccount', {}, { user })}>{t('account.services.backToSpace')}</Link>
        </Alert>
      </Frame>
    );
  }
  if (!options && optionsFailed) {
    return (
      <Frame>
        <Alert tone="error" title={t('account.common.loadFailed')}>
          <Button variant="secondary" size="sm" onClick={() => optionsRequested()}>
            {t('account.common.retry')}
          </Button>
        </Alert>
      </Frame>
    );
  }
  if (!user.profile && profileFailed) {
    return (
      <Frame>
        <Alert tone="error" title={t('account.services.noProfile')}>
          <Button variant="secondary" size="sm" onClick={askProfile}>
            {t('account.common.retry')}
          </Button>
        </Alert>
      </Frame>
    );
  }
  if (!options || !user.profile) {
    return (
      <Frame>
        <SkeletonText lines={6} label={t('account.common.loading')} />
      </Frame>
    );
  }

  return (
    <Frame>
      <ServicesForm key={user.profile.id} user={user} profile={user.profile} options={options} destination={destination} redirected={redirect !== null} />
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return <div className={styles.card}>{children}</div>;
}

interface ServicesFormProps {
  user: User;
  profile: ProfileData;
  options: Options;
  destination: string;
  /** True when `?redirect=` sends the user back somewhere else than the housing matching. */
  redirected: boolean;
}

function ServicesForm({ user, profile, options, destination, redirected }: ServicesFormProps) {
  const t = useTexts();
  const navigate = useNavigate();
  const positions = optionList(options, 'position');
  const [position, setPosition] = useState<number | null>(profile.position ?? null);
  const [services, setServices] = useState<number[]>(profile.service_list ?? []);
  const [errors, setErrors] = useState<ServicesErrors>({});
  const {
    pending: saving,
    error: serverError,
    submit: save,
    clearError,
  } = useSubmit(
    async () => {
      const saved = await saveProfile(profile.id, { position, service_list: services });
      userReceived({ ...user, profile: saved });
      navigate(destination);
    },
    { describe: (failure) => errorText(failure) || t('account.common.saveFailed') },
  );
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const found = validateServices(position, services, positions);
    setErrors(found);
    clearError();
    if (found.position || found.services) {
      // Take the keyboard to the first question to fix.
      const first = found.position ? 'input[type="radio"]' : 'input[type="checkbox"]:not(:disabled)';
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLInputElement>(first)?.focus());
      return;
    }
    await save();
  }

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-labelledby="services-title">
      <h1 id="services-title" className={styles.title}>
        {t('account.services.title')}
      </h1>
      <div className={styles.principle}>
        <p>{t('account.services.principle')}</p>
        <Link to={pathTo('Promo')}>{t('account.services.learnMore')}</Link>
      </div>
      <PositionChoice
        legend={t('account.services.positionLegend')}
        hint={t('account.services.positionHint')}
        mark={t('account.services.forServices')}
        options={positions}
        value={position}
        onChange={(value) => {
          setPosition(value);
          setErrors((current) => ({ ...current, position: undefined }));
        }}
        error={errors.position ? t(`account.services.${errors.position}`) : null}
      />
      <MultiChoiceGroup
        legend={t('account.services.servicesLegend')}
        hint={t('account.services.servicesHint')}
        options={optionList(options, 'service_list')}
        value={services}
        onChange={(value) => {
          setServices(value);
          setErrors((current) => ({ ...current, services: undefined }));
        }}
        error={errors.services ? t(`account.services.${errors.services}`) : null}
      />
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <div className={styles.actions}>
        <Link className={buttonClassName({ variant: 'ghost' })} to={destination}>
          {t('account.services.later')}
        </Link>
        <Button type="submit" loading={saving}>
          {redirected ? t('account.common.save') : t('account.services.submit')}
        </Button>
      </div>
    </form>
  );
}
