import { $user, type PropertySummary } from '@coloc/shared';
import { Button, buttonClassName, Card, Tag } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { $deletingHomeIds, homeDeletionRequested } from '../../../entities/properties/model/deletion';
import { homeAddress, homeStateLabels, homeTitle } from '../../../entities/properties/model/labels';
import { completionStep, homeScreenPath, ownerStepPath } from '../../../entities/properties/model/links';
import styles from './Properties.module.css';
import { PUBLICATION_TONES } from '../../../entities/properties/ui/tones';
import { MandatePanel } from '../../../entities/mandate/ui/MandatePanel';
import { ActionsMenu } from '../../../entities/owner-common/ui/ActionsMenu';
import { HomeAlertsSettings } from '../../../entities/alerts/ui/HomeAlertsSettings';

/** One home of `biens` with its SPEC 4 state and what can be done with it. */
export function PropertyCard({ summary }: { summary: PropertySummary }) {
  const t = useTexts();
  const user = useUnit($user);
  const [deletingIds, requestDeletion] = useUnit([$deletingHomeIds, homeDeletionRequested]);
  const titleId = useId();
  const { home, access } = summary;
  const title = homeTitle(home);
  const labels = homeStateLabels(home, home.mandate_provider ?? null);
  const address = homeAddress(home);
  const screen = (name: string) => homeScreenPath(name, user, home.id);
  const deleting = deletingIds.includes(home.id);

  return (
    <Card as="article" padding="none" className={styles.card} aria-labelledby={titleId}>
      <div className={styles.photo}>
        {summary.photo_url ? <img src={summary.photo_url} alt="" loading="lazy" /> : <span className={styles.noPhoto}>{t('properties.card.photoMissing')}</span>}
      </div>
      <div className={styles.body}>
        <h2 id={titleId} className={styles.cardTitle}>
          {access.advert ? <Link to={homeScreenPath('DashboardAdvertEdit', user, home.id, { home_id: String(home.id) })}>{title}</Link> : title}
        </h2>
        {address && <p className={styles.address}>{address}</p>}
        <p className={styles.tags}>
          {labels.incomplete && <Tag tone="primary">{t('properties.state.incomplete')}</Tag>}
          <Tag tone={PUBLICATION_TONES[labels.publication]}>{labels.publicationLabel}</Tag>
          {labels.mandate && <Tag tone="secondary">{labels.mandate}</Tag>}
        </p>
        <div className={styles.actions}>
          {labels.incomplete ? (
            <>
              {access.advert && (
                <Link className={buttonClassName({ size: 'sm' })} to={ownerStepPath(user, completionStep(home), home.id)} aria-label={t('properties.card.completeLabel', { title })}>
                  {t('properties.card.complete')}
                </Link>
              )}
              {access.advert &&
                (deleting ? (
                  <Button variant="danger" size="sm" loading>
                    {t('properties.card.deleting')}
                  </Button>
                ) : (
                  // SPEC 5's confirmation follows the choice; the delete stays out of the everyday buttons.
                  <ActionsMenu
                    label={t('properties.card.moreLabel', { title })}
                    buttonText={t('properties.card.more')}
                    actions={[{ label: t('properties.card.deleteLabel', { title }), onSelect: () => requestDeletion(home.id), danger: true }]}
                  />
                ))}
            </>
          ) : (
            <>
              {home.public_url && (
                <Link className={buttonClassName({ variant: 'secondary', size: 'sm' })} to={home.public_url}>
                  {t('properties.card.publicLink')}
                </Link>
              )}
              <Link className={buttonClassName({ variant: 'secondary', size: 'sm' })} to={screen('DashboardAdvertPreview')} aria-label={t('properties.card.previewLabel', { title })}>
                {t('properties.card.preview')}
              </Link>
              {access.advert && (
                <Link className={buttonClassName({ variant: 'ghost', size: 'sm' })} to={homeScreenPath('DashboardAdvertEdit', user, home.id, { home_id: String(home.id) })}>
                  {t('properties.card.advert')}
                </Link>
              )}
            </>
          )}
        </div>
        {home.mandate_status && <MandatePanel home={home} />}
        {access.agenda && !labels.incomplete && <HomeAlertsSettings homeId={home.id} />}
        {/* A list, not a <nav>: one landmark per card would crowd the landmark list, and two homes
            with the same title would give two landmarks the same name. */}
        <ul className={styles.quickLinks} aria-label={t('properties.card.quickLinks', { title })}>
          <li>
            <Link to={screen('DashboardManagement')}>
              {home.rooms.length > 0
                ? t('properties.card.occupancy', { occupied: summary.occupied_rooms, total: home.rooms.length })
                : t('properties.card.occupancyWhole', { count: summary.occupied_rooms })}
            </Link>
          </li>
          {access.agenda && (
            <li>
              <Link to={screen('DashboardRequests')} className={summary.pending_requests > 0 ? styles.attention : undefined}>
                {summary.pending_requests > 0 ? t('properties.card.requests', { count: summary.pending_requests }) : t('properties.card.noRequests')}
              </Link>
            </li>
          )}
          <li>
            <Link to={screen('DashboardDiagnostics')} className={summary.diagnostics_alerts > 0 ? styles.warning : undefined}>
              {summary.diagnostics_alerts > 0 ? t('properties.card.diagnosticsAlerts', { count: summary.diagnostics_alerts }) : t('properties.card.diagnosticsOk')}
            </Link>
          </li>
          <li>
            <Link to={screen('DashboardReports')}>{t('properties.card.stats')}</Link>
          </li>
        </ul>
      </div>
    </Card>
  );
}

