// A home compatible with the seeker's search: photo, place, price, rooms, when, how far, how well it
// suits them and why, with the favourite, a visit request and the advert.
import { errorText, formatDay, formatEuro, showError, type MatchHomeHit } from '@coloc/shared';
import { Button, buttonClassName, Card, LazyImage, Tag } from '@coloc/shared/ui';
import { VisitRequestDialog } from '@coloc/shared/ui/DialogWidget';
import { useSubmit } from '@coloc/shared/ui/useSubmit';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Translate } from '../../../i18n/useTexts';
import { useTexts } from '../../../i18n/useTexts';
import { toggleHomeFavorite } from '../../matching/model/accordances';
import { FavoriteButton } from '../../matching/ui/FavoriteButton';
import { AffinityBar, OccupantAffinities, ScoreDetails, ScoreReasons } from '../../matching/ui/ScoreDetails';
import styles from './HomeCard.module.css';

const kmFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
const MAX_TENANT_PHOTOS = 4;

export function homeName(hit: Pick<MatchHomeHit, 'Name' | 'City'>, t: Translate): string {
  return hit.Name?.trim() || t('matching.homes.card.defaultName', { city: hit.City ?? '' }).trim();
}

export function priceText(hit: Pick<MatchHomeHit, 'PriceMin' | 'PriceMax'>, t: Translate): string {
  const { PriceMin: min, PriceMax: max } = hit;
  if (min === null && max === null) return t('matching.homes.card.priceUnknown');
  if (min === null || max === null || min === max) return t('matching.homes.card.priceSingle', { price: formatEuro((min ?? max)!, 0) });
  return t('matching.homes.card.priceRange', { min: formatEuro(min, 0), max: formatEuro(max, 0) });
}

function todayInParis(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
}

export function availabilityText(availableFrom: string | null, t: Translate, today = todayInParis()): string {
  if (!availableFrom || availableFrom.slice(0, 10) <= today) return t('matching.homes.card.availableNow');
  return t('matching.homes.card.availableFrom', { date: formatDay(availableFrom.slice(0, 10)) });
}

export function distanceText(km: number | null, t: Translate): string | null {
  if (km === null || !Number.isFinite(km)) return null;
  if (km < 1) return t('matching.homes.card.distanceNear');
  return t('matching.homes.card.distance', { km: kmFormat.format(km) });
}

export function tenantPhotos(list: string): string[] {
  return list
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean)
    .slice(0, MAX_TENANT_PHOTOS);
}

export function HomeCard({
  hit,
  onFavoriteChange,
  headingLevel = 2,
  isNew = false,
}: {
  hit: MatchHomeHit;
  onFavoriteChange?: (homeId: number, favorite: boolean) => void;
  headingLevel?: 2 | 3;
  /** Arrived since the seeker's last visit (issue 19). */
  isNew?: boolean;
}) {
  const t = useTexts();
  const Heading = `h${headingLevel}` as const;
  const name = homeName(hit, t);
  const [favorite, setFavorite] = useState(hit.IsFavorite);
  const [visitOpen, setVisitOpen] = useState(false);
  const tenants = tenantPhotos(hit.tenant_images ?? '');
  const distance = distanceText(hit.DistanceKm, t);
  const headingId = `home-${hit.HomeID}-name`;

  // The heart changes at once; a failure puts it back and is told in the page's error toast (no
  // form to show it in), so the action answers for itself.
  const { pending: busy, submit: toggleFavorite } = useSubmit(async () => {
    const next = !favorite;
    setFavorite(next);
    try {
      const now = await toggleHomeFavorite(hit.HomeID, next);
      setFavorite(now);
      onFavoriteChange?.(hit.HomeID, now);
    } catch (error) {
      setFavorite(!next);
      showError(errorText(error));
    }
  });

  return (
    <Card as="article" padding="none" className={styles.card} aria-labelledby={headingId}>
      <div className={styles.media}>
        {hit.image_link ? (
          <LazyImage className={styles.photo} src={hit.image_link} alt={t('matching.homes.card.photo', { name })} width={640} height={480} />
        ) : (
          <div className={styles.noPhoto}>{t('matching.homes.card.noPhoto')}</div>
        )}
        <FavoriteButton className={styles.heart} pressed={favorite} busy={busy} label={t('matching.favorite.toggle', { name })} onToggle={() => void toggleFavorite()} />
      </div>

      <div className={styles.body}>
        <div>
          <Heading id={headingId} className={styles.name}>
            <Link to={hit.link}>{name}</Link>
          </Heading>
          <p className={styles.place}>
            {isNew && <Tag tone="primary">{t('matching.homes.card.isNew')}</Tag>} {[hit.PostalCode, hit.City].filter(Boolean).join(' ')}
          </p>
        </div>
        <p className={styles.price}>{priceText(hit, t)}</p>

        <ul className={styles.facts}>
          <li>{t('matching.homes.card.rooms', { count: hit.RoomCount })}</li>
          <li>{availabilityText(hit.AvailableFrom, t)}</li>
          {distance && <li>{distance}</li>}
        </ul>

        {(hit.Furnished || hit.PayByService) && (
          <p className={styles.tags}>
            {hit.Furnished && <Tag>{t('matching.homes.card.furnished')}</Tag>}
            {hit.PayByService && <Tag tone="secondary">{t('matching.homes.card.payByService')}</Tag>}
          </p>
        )}

        {tenants.length > 0 && (
          <div className={styles.tenants}>
            <span className={styles.tenantsLabel}>{t('matching.homes.card.tenants')}</span>
            <ul className={styles.tenantList}>
              {tenants.map((url, index) => (
                <li key={url}>
                  <LazyImage src={url} alt={t('matching.homes.card.tenantPhoto', { index: index + 1 })} width={40} height={40} />
                </li>
              ))}
            </ul>
          </div>
        )}

        <AffinityBar score={hit.GlobalScore} />
        <OccupantAffinities score={hit.GlobalScore} />
        <ScoreReasons score={hit.GlobalScore} />
        <ScoreDetails score={hit.GlobalScore} />

        <div className={styles.actions}>
          <Button size="sm" onClick={() => setVisitOpen(true)} aria-label={t('matching.homes.card.visitNamed', { name })}>
            {t('matching.homes.card.visit')}
          </Button>
          <Link className={buttonClassName({ variant: 'secondary', size: 'sm' })} to={hit.link}>
            {t('matching.homes.card.advert')}
          </Link>
        </div>
      </div>
      <VisitRequestDialog open={visitOpen} onOpenChange={setVisitOpen} homeId={hit.HomeID} name={name} wording="matching" />
    </Card>
  );
}
