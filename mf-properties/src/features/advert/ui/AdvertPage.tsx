import { $user, formatDate, pathTo, type Home } from '@coloc/shared';
import { Alert, Button, buttonClassName, Card, Tag } from '@coloc/shared/ui';
import clsx from 'clsx';
import { useUnit } from 'effector-react';
import { Link, useParams } from 'react-router-dom';
import { useTexts, type Translate } from '../../../i18n/useTexts';
import { advertAccess } from '../../../entities/properties/model/access';
import { homeStateLabels, homeTitle } from '../../../entities/properties/model/labels';
import { homeScreenPath, ownerStepPath } from '../../../entities/properties/model/links';
import { PUBLICATION_TONES } from '../../../entities/properties/ui/tones';
import { type HomeModeration } from '../api/advertApi';
import { $advertLandlords, $moderation, $services, $submission, submitFx } from '../model/advert';
import { advertChecklist, canSubmit } from '../model/checklist';
import styles from './Advert.module.css';
import { AdvertGate } from './AdvertGate';
import { OfferSection } from './OfferSection';
import { ServiceTermsSummary } from './ServiceTermsSummary';

function stateText(t: Translate, home: Home, moderation: HomeModeration | null): { tone: 'success' | 'info' | 'warning'; title: string; details: string[] } {
  const date = (value: string | null | undefined) => (value ? formatDate(value) : null);
  if (home.published) {
    const since = date(moderation?.moderated_at);
    return { tone: 'success', title: since ? t('advert.dashboard.publishedOn', { date: since }) : t('advert.dashboard.published'), details: [] };
  }
  if (home.moderation_status === 'pending') {
    const since = date(moderation?.submitted_at);
    return { tone: 'info', title: since ? t('advert.dashboard.pendingSince', { date: since }) : t('advert.dashboard.pending'), details: [] };
  }
  if (home.moderation_status === 'refused' || moderation?.status === 'refused') {
    const on = date(moderation?.moderated_at);
    return {
      tone: 'warning',
      title: on ? t('advert.dashboard.refusedOn', { date: on }) : t('advert.dashboard.refused'),
      details: [...(moderation?.reason ? [t('advert.dashboard.refusedReason', { reason: moderation.reason })] : []), t('advert.dashboard.refusedNext')],
    };
  }
  return { tone: 'info', title: home.step < 3 ? t('advert.dashboard.incomplete') : t('advert.dashboard.unpublished'), details: [] };
}

function AdvertDashboard({ home }: { home: Home }) {
  const t = useTexts();
  const [user, landlords, moderation, services, submission, submit, submitting] = useUnit([$user, $advertLandlords, $moderation, $services, $submission, submitFx, submitFx.pending]);
  const labels = homeStateLabels(home, home.mandate_provider ?? null);
  const state = stateText(t, home, moderation);
  const mayEdit = advertAccess(user, home, landlords);
  const checklist = advertChecklist(home, services);
  const modificationPath = (tab?: string) => pathTo('DashboardAdvertModification', { home_id: String(home.id) }, { user, query: { home_id: home.id, ...(tab ? { tab } : {}) } });

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('advert.dashboard.title')}</h1>
          <p className={styles.subtitle}>{homeTitle(home)}</p>
        </div>
        <div className={styles.headerActions}>
          {mayEdit && (
            <Link className={buttonClassName({ variant: 'secondary' })} to={modificationPath()} aria-label={t('advert.dashboard.modifyLabel')}>
              {t('advert.dashboard.modify')}
            </Link>
          )}
          {!labels.incomplete && (
            <Link className={buttonClassName({ variant: 'secondary' })} to={homeScreenPath('DashboardAdvertPreview', user, home.id)}>
              {t('advert.dashboard.preview')}
            </Link>
          )}
          {home.published && home.public_url && (
            <Link className={buttonClassName({ variant: 'ghost' })} to={home.public_url}>
              {t('advert.dashboard.publicLink')}
            </Link>
          )}
        </div>
      </header>

      {!mayEdit && landlords.length > 0 && <Alert tone="info">{t('advert.dashboard.noAccess')}</Alert>}

      <Card as="section" padding="lg" className={styles.section} aria-labelledby="advert-state-title">
        <h2 id="advert-state-title" className={styles.sectionTitle}>
          {t('advert.dashboard.state')} <Tag tone={PUBLICATION_TONES[labels.publication]}>{labels.publicationLabel}</Tag>
          {labels.mandate && <Tag tone="secondary">{labels.mandate}</Tag>}
        </h2>
        <Alert tone={state.tone} title={state.title}>
          {state.details.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </Alert>
        {submission?.ok && <Alert tone="success">{t('advert.dashboard.submitted')}</Alert>}
        {submission && !submission.ok && <Alert tone="error">{submission.message}</Alert>}
        {mayEdit && canSubmit(home) && (
          <div>
            <Button loading={submitting} onClick={() => void submit(home.id).catch(() => undefined)}>
              {t('advert.dashboard.submit')}
            </Button>
          </div>
        )}
      </Card>

      <Card as="section" padding="lg" className={styles.section} aria-labelledby="advert-checklist-title">
        <h2 id="advert-checklist-title" className={styles.sectionTitle}>
          {t('advert.dashboard.checklist')}
        </h2>
        <ul className={styles.checklist}>
          {checklist.map((item) => {
            const part = t(`advert.dashboard.parts.${item.part}`);
            return (
              <li key={item.part} className={clsx(styles.checkItem, item.done ? styles.done : styles.missing)}>
                <span className={styles.checkMark} aria-hidden="true">
                  {item.done ? '✓' : '!'}
                </span>
                <span className={styles.checkLabel}>{part}</span>
                <span className={styles.checkState}>{item.done ? t('advert.dashboard.done') : t('advert.dashboard.missing')}</span>
                {!item.done && mayEdit && (
                  <Link
                    className={buttonClassName({ size: 'sm', variant: 'secondary' })}
                    to={item.step === 'services' ? modificationPath('services') : ownerStepPath(user, item.step, home.id)}
                    aria-label={t('advert.dashboard.completeLabel', { part })}
                  >
                    {t('advert.dashboard.complete')}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </Card>

      {mayEdit && <OfferSection home={home} />}

      {home.details?.pay_by_service && (
        <Card as="section" padding="lg" className={styles.section} aria-labelledby="advert-services-title">
          <h2 id="advert-services-title" className={styles.sectionTitle}>
            {t('advert.services.title')}
          </h2>
          <ServiceTermsSummary terms={services} />
          {mayEdit && (
            <div>
              <Link className={buttonClassName({ variant: 'secondary', size: 'sm' })} to={modificationPath('services')}>
                {t('advert.services.define')}
              </Link>
            </div>
          )}
        </Card>
      )}
    </div>
  );
}

/** `annonce/{home_id}`: where the advert stands, what it lacks, and its submission to moderation. */
export default function AdvertPage() {
  const { home_id } = useParams();
  return <AdvertGate homeId={Number(home_id)}>{(home) => <AdvertDashboard home={home} />}</AdvertGate>;
}
