// The profile card of SPEC 2.9: who the person is, how well you match and why, and what you can do
// (contact, favourite, never see again). Used by the matching lists, the favourites and, through
// the ./ProfileCard widget, by other areas.
import { $user, confirm, errorText, formatEuro, pathTo, showError, type MatchUserHit } from '@coloc/shared';
import { Button, Card, LazyImage, Tag } from '@coloc/shared/ui';
import { StartConversationDialog } from '@coloc/shared/ui/DialogWidget';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import type { HomeKey } from '../../matching/api/matchingApi';
import { dislikeProfile, toggleProfileFavorite } from '../../matching/model/accordances';
import { FavoriteButton } from '../../matching/ui/FavoriteButton';
import { AffinityBar, ScoreDetails } from '../../matching/ui/ScoreDetails';
import { avatarColour, displayName, guaranteeState, initials, photoUrl, positionIcon } from '../model/card';
import { HomeIcon, PositionGlyph } from './icons';
import styles from './ProfileCard.module.css';

export interface ProfileCardProps {
  hit: MatchUserHit;
  /** The professional's home the card is shown for; without it, the seeker's own choices. */
  homeId?: number;
  /** Professional's view of a candidate: shows the number of bedrooms sought. */
  proView?: boolean;
  /** After a confirmed dislike: the list drops the card. */
  onDisliked?: (userId: number) => void;
  onFavoriteChange?: (userId: number, favorite: boolean) => void;
  /** The name's heading level in the page's outline (2 in a list under the page title). */
  headingLevel?: 2 | 3 | 4;
}

export function ProfileCard({ hit, homeId, proView = false, onDisliked, onFavoriteChange, headingLevel = 3 }: ProfileCardProps) {
  const Heading = `h${headingLevel}` as const;
  const t = useTexts();
  const user = useUnit($user);
  const location = useLocation();
  const person = hit.SecondUser;
  const name = displayName(person);
  const home: HomeKey = homeId ?? 'default';
  const [favorite, setFavorite] = useState(person.IsFavorite);
  const [busy, setBusy] = useState<'favorite' | 'dislike' | null>(null);
  const [contactOpen, setContactOpen] = useState(false);
  const photo = photoUrl(person);
  const icon = positionIcon(person.ProfilePosition);
  const guarantee = guaranteeState(person.warranty_status);
  const headingId = `profile-${person.UserID}-name`;

  async function toggleFavorite() {
    const next = !favorite;
    // In place and at once; put back if the server says no.
    setFavorite(next);
    setBusy('favorite');
    try {
      const now = await toggleProfileFavorite(home, person.UserID, next);
      setFavorite(now);
      onFavoriteChange?.(person.UserID, now);
    } catch (error) {
      setFavorite(!next);
      showError(errorText(error));
    } finally {
      setBusy(null);
    }
  }

  async function dislike() {
    const yes = await confirm({ title: t('profileCard.dislikeTitle'), content: t('profileCard.dislikeConfirm'), yes: t('profileCard.dislikeYes') });
    if (!yes) return;
    setBusy('dislike');
    try {
      await dislikeProfile(home, person.UserID);
      onDisliked?.(person.UserID);
    } catch (error) {
      showError(errorText(error));
      setBusy(null);
    }
  }

  const budget =
    person.PerRoomBudget !== null && person.PerRoomBudget > 0
      ? person.PerRoomBudgetMin
        ? t('profileCard.budgetRange', { min: formatEuro(person.PerRoomBudgetMin, 0), max: formatEuro(person.PerRoomBudget, 0) })
        : t('profileCard.budgetMax', { max: formatEuro(person.PerRoomBudget, 0) })
      : null;

  return (
    <Card as="article" padding="none" className={styles.card} aria-labelledby={headingId}>
      <div className={styles.media}>
        {photo ? (
          <LazyImage className={styles.photo} src={photo} alt={t('profileCard.photo', { name })} width={480} height={360} />
        ) : (
          <div className={styles.noPhoto}>
            <div className={styles.initials} style={{ background: avatarColour(person.UserID) }} role="img" aria-label={t('profileCard.photo', { name })}>
              <span aria-hidden="true">{initials(person)}</span>
            </div>
          </div>
        )}
        <FavoriteButton
          className={styles.heart}
          pressed={favorite}
          busy={busy === 'favorite'}
          label={t('matching.favorite.toggle', { name })}
          onToggle={() => void toggleFavorite()}
        />
      </div>

      <div className={styles.body}>
        <div className={styles.identity}>
          <Heading id={headingId} className={styles.name}>
            {user ? (
              <Link to={pathTo('DashboardUserProfile', { user_id: String(person.UserID) }, { user, from: location, query: { retour: `${location.pathname}${location.search}` } })}>
                {name}
              </Link>
            ) : (
              name
            )}
          </Heading>
          <span className={styles.icons}>
            {icon && (
              <span className={styles.icon} role="img" aria-label={person.PositionName || t(`profileCard.positions.${icon}`)} title={person.PositionName || t(`profileCard.positions.${icon}`)}>
                <PositionGlyph kind={icon} />
              </span>
            )}
            {person.HasHome && (
              <span className={styles.icon} role="img" aria-label={t('profileCard.hasHome')} title={t('profileCard.hasHome')}>
                <HomeIcon />
              </span>
            )}
          </span>
        </div>

        {(guarantee || person.gdc || person.FullRecord || person.Grouped) && (
          <ul className={styles.badges}>
            {guarantee && (
              <li>
                <Tag tone={guarantee === 'valid' ? 'success' : 'neutral'}>
                  {t(guarantee === 'valid' ? 'profileCard.badges.guaranteeValid' : 'profileCard.badges.guaranteePending')}
                </Tag>
              </li>
            )}
            {person.gdc && (
              <li>
                <Tag tone="secondary" title={t('profileCard.badges.trustedHint')}>
                  {t('profileCard.badges.trusted')}
                </Tag>
              </li>
            )}
            {person.FullRecord && (
              <li>
                <Tag tone="success">{t('profileCard.badges.fullRecord')}</Tag>
              </li>
            )}
            {person.Grouped && (
              <li>
                <Tag>{t('profileCard.grouped')}</Tag>
              </li>
            )}
          </ul>
        )}

        {(budget || (proView && person.BedroomCount)) && (
          <p className={styles.facts}>
            {proView && person.BedroomCount ? <span>{t('profileCard.bedrooms', { count: person.BedroomCount })}</span> : null}
            {budget && <span>{budget}</span>}
          </p>
        )}

        <AffinityBar score={hit.GlobalScore} compact />
        <ScoreDetails score={hit.GlobalScore} withReasons />

        <div className={styles.actions}>
          <Button size="sm" onClick={() => setContactOpen(true)} aria-label={t('profileCard.contactNamed', { name })}>
            {t('profileCard.contact')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className={styles.dislike}
            loading={busy === 'dislike'}
            onClick={() => void dislike()}
            aria-label={t('profileCard.dislikeNamed', { name })}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.dislikeIcon}>
              <circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="m6 6 12 12" stroke="currentColor" strokeWidth="2" />
            </svg>
            {t('profileCard.dislike')}
          </Button>
        </div>
      </div>

      <StartConversationDialog open={contactOpen} onOpenChange={setContactOpen} name={name} toUserId={person.UserID} {...(proView && homeId ? { homeId } : {})} about="profile" />
    </Card>
  );
}
