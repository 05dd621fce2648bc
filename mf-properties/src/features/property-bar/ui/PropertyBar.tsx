import { $user, imageUrl, isOwnerOccupier, pathTo, type Home, type Landlord } from '@coloc/shared';
import { Alert, Button, buttonClassName, Skeleton, Tag, VisuallyHidden } from '@coloc/shared/ui';
import clsx from 'clsx';
import { useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { isInvitation, landlordInitials, landlordName } from '../../../entities/invitations/model/landlords';
import { advertAccess } from '../../../entities/properties/model/access';
import { $deletingHomeIds, homeDeleted, homeDeletionRequested } from '../../../entities/properties/model/deletion';
import { barTitles, homeAddress, homeStateLabels, homeTags, homeTitle } from '../../../entities/properties/model/labels';
import { completionStep, homeScreenPath, ownerStepPath } from '../../../entities/properties/model/links';
import { PUBLICATION_TONES } from '../../../entities/properties/ui/tones';
import { ActionsMenu } from '../../../entities/owner-common/ui/ActionsMenu';
import { $barError, $barHome, $barLandlords, $barState, barHomeSelected, barRetried } from '../model/propertyBar';
import styles from './PropertyBar.module.css';

/** How long 'Lien copié' stays on screen. */
const COPIED_MS = 3000;

function CopyLinkButton({ url }: { url: string }) {
  const t = useTexts();
  const [outcome, setOutcome] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function copy() {
    window.clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(url);
      setOutcome('copied');
      timer.current = window.setTimeout(() => setOutcome('idle'), COPIED_MS);
    } catch {
      setOutcome('failed');
    }
  }

  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => void copy()} aria-label={t('propertyBar.copyLabel')}>
        {t('propertyBar.copy')}
      </Button>
      <span role="status" className={clsx(styles.copyStatus, outcome === 'failed' && styles.copyFailed)}>
        {outcome === 'copied' ? t('propertyBar.copied') : outcome === 'failed' ? t('propertyBar.copyFailed', { url }) : ''}
      </span>
    </>
  );
}

function Landlords({ landlords, userId, homeId }: { landlords: readonly Landlord[]; userId: number; homeId: number }) {
  const t = useTexts();
  const user = useUnit($user);
  return (
    <div className={styles.landlords}>
      <p className={styles.landlordsTitle} id="property-bar-landlords">
        {t('propertyBar.landlords.title')}
      </p>
      <ul className={styles.landlordList} aria-labelledby="property-bar-landlords">
        {landlords.map((landlord) => {
          const name = landlordName(landlord);
          const mark = landlord.status === 'pending' ? t('propertyBar.landlords.pending') : landlord.status === 'expired' ? t('propertyBar.landlords.expired') : null;
          return (
            <li key={`${landlord.status}-${landlord.invitation_id ?? landlord.id}`} className={clsx(styles.landlord, isInvitation(landlord) && styles.invited)} title={mark ? `${name} (${mark})` : name}>
              <span className={styles.initials} aria-hidden="true">
                {landlordInitials(landlord)}
              </span>
              <span className={styles.landlordName}>
                {name}
                {landlord.user_id === userId && ` (${t('propertyBar.landlords.you')})`}
              </span>
              {mark && <span className={styles.mark}>({mark})</span>}
            </li>
          );
        })}
      </ul>
      <Link className={styles.manage} to={homeScreenPath('DashboardInvitation', user, homeId)} aria-label={t('propertyBar.landlords.manageLabel')}>
        {t('propertyBar.landlords.manage')}
      </Link>
    </div>
  );
}

function BarContent({ home, landlords }: { home: Home; landlords: readonly Landlord[] }) {
  const t = useTexts();
  const [user, deletingIds, requestDeletion] = useUnit([$user, $deletingHomeIds, homeDeletionRequested]);
  const title = homeTitle(home);
  const heading = barTitles(home);
  const labels = homeStateLabels(home, home.mandate_provider ?? null);
  const address = homeAddress(home);
  const photo = home.photos[0];
  const mayEdit = advertAccess(user, home, landlords);
  const publicUrl = home.public_url ? new URL(home.public_url, window.location.origin).href : null;

  return (
    <div className={styles.main}>
      <div className={styles.photo}>{photo !== undefined && <img src={imageUrl(photo.public_id, 320, 240)} alt="" />}</div>
      <div className={styles.identity}>
        <p className={styles.title}>{heading.title}</p>
        {heading.subtitle && <p className={styles.subtitle}>{heading.subtitle}</p>}
        {address && <p className={styles.address}>{address}</p>}
        <p className={styles.tags}>
          {homeTags(home).map((tag) => (
            <Tag key={tag} className={styles.extraTag}>
              {tag}
            </Tag>
          ))}
          <Tag tone={PUBLICATION_TONES[labels.publication]}>{labels.publicationLabel}</Tag>
          {labels.mandate && <Tag tone="secondary">{labels.mandate}</Tag>}
        </p>
      </div>
      <div className={styles.actions}>
        {labels.incomplete ? (
          mayEdit && (
            <Link className={buttonClassName({ size: 'sm' })} to={ownerStepPath(user, completionStep(home), home.id)}>
              {t('propertyBar.complete')}
            </Link>
          )
        ) : (
          <>
            {home.public_url && publicUrl && (
              <>
                <Link className={buttonClassName({ variant: 'secondary', size: 'sm' })} to={home.public_url} aria-label={t('propertyBar.publicLinkLabel')}>
                  {t('propertyBar.publicLink')}
                </Link>
                <CopyLinkButton url={publicUrl} />
              </>
            )}
            <Link className={buttonClassName({ variant: 'secondary', size: 'sm' })} to={homeScreenPath('DashboardAdvertPreview', user, home.id)}>
              {t('propertyBar.preview')}
            </Link>
          </>
        )}
        {mayEdit &&
          (deletingIds.includes(home.id) ? (
            <Button variant="danger" size="sm" loading>
              {t('propertyBar.deleting')}
            </Button>
          ) : (
            // The confirmation ('Voulez-vous vraiment supprimer cette annonce ?', SPEC 5) follows the choice.
            <ActionsMenu
              compact
              label={t('propertyBar.moreLabel', { title })}
              buttonText={t('propertyBar.more')}
              actions={[{ label: t('propertyBar.deleteLabel', { title }), onSelect: () => requestDeletion(home.id), danger: true }]}
            />
          ))}
      </div>
      {user && landlords.length > 0 && <Landlords landlords={landlords} userId={user.id} homeId={home.id} />}
    </div>
  );
}

/**
 * SPEC 2.8: the selected home above the owner screens — back link, photo, name or 'ANNONCE
 * INCOMPLETE', address and tags, public link with copy, preview, delete, landlords. Nothing when the
 * user has no home yet.
 */
export function PropertyBar({ homeId }: { homeId: number | null }) {
  const t = useTexts();
  const navigate = useNavigate();
  const [user, home, landlords, state, error, select, retry] = useUnit([$user, $barHome, $barLandlords, $barState, $barError, barHomeSelected, barRetried]);
  const listPath = pathTo('DashboardProperties', {}, { user });
  const listName = isOwnerOccupier(user) ? t('propertyBar.back.occupier') : t('propertyBar.back.owner');

  useEffect(() => {
    select(homeId);
  }, [select, homeId]);

  // The home shown is gone: back to the list (the bar itself is hidden there).
  const shownId = home?.id ?? null;
  useEffect(() => homeDeleted.watch((deletedId) => deletedId === shownId && navigate(listPath)).unsubscribe, [shownId, navigate, listPath]);

  if (state === 'none' || (state === 'ready' && !home)) return null;
  return (
    <aside className={styles.bar} aria-label={home ? t('propertyBar.region', { title: homeTitle(home) }) : t('propertyBar.loading')}>
      <Link className={styles.back} to={listPath} aria-label={t('propertyBar.backLabel', { list: listName })}>
        <span aria-hidden="true">←</span> {listName}
      </Link>
      {home ? (
        <BarContent home={home} landlords={landlords} />
      ) : state === 'failed' ? (
        <Alert tone="warning" title={t('propertyBar.loadFailed')} className={styles.failed}>
          {error && <p>{error}</p>}
          <Button variant="secondary" size="sm" onClick={() => retry()}>
            {t('propertyBar.retry')}
          </Button>
        </Alert>
      ) : (
        <div className={styles.main} role="status">
          <VisuallyHidden>{t('propertyBar.loading')}</VisuallyHidden>
          <Skeleton width="6rem" height="4.5rem" radius="var(--tp-radius-sm)" />
          <Skeleton width="60%" height="1.25rem" />
        </div>
      )}
    </aside>
  );
}
