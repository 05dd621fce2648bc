// `favorites`: the profiles and homes the user liked (GET /api/users/{id}/favorite), each removable
// with its heart, and for a seeker the group panel; `favorites/{group_id}` is the group's page.
import { $user, errorText, isOwner, isPro, pathTo, type User } from '@coloc/shared';
import { buttonClassName, Grid, SkeletonText } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { Link, useLocation } from 'react-router-dom';
import { GroupPanel } from '../../../entities/groups/ui/GroupPanel';
import { useTexts } from '../../../i18n/useTexts';
import { HomeCard } from '../../../entities/home/ui/HomeCard';
import { fetchDisliked, fetchFavorites, type Favorites } from '../../../entities/matching/api/matchingApi';
import { EmptyState, LIST_COLUMNS, ListError, ListSkeleton } from '../../../entities/matching/ui/ListStates';
import matching from '../../../entities/matching/ui/matching.module.css';
import { useLoader } from '../../../entities/matching/ui/useLoader';
import { displayName } from '../../../entities/profile-card/model/card';
import { ProfileCard } from '../../../entities/profile-card/ui/ProfileCard';
import styles from './FavoritesPage.module.css';

export default function FavoritesPage() {
  const user = useUnit($user);
  if (!user) return <SkeletonText lines={4} />;
  return <OwnFavorites user={user} />;
}

function homeIdFromQuery(search: string): number | null {
  const value = new URLSearchParams(search).get('home_id');
  return value && /^\d+$/.test(value) ? Number(value) : null;
}

function OwnFavorites({ user }: { user: User }) {
  const t = useTexts();
  const location = useLocation();
  const pro = isPro(user) || isOwner(user);
  // A professional's likes are made for one of its homes: that home's cards act for it.
  const homeId = pro ? (homeIdFromQuery(location.search) ?? user.home?.id) : undefined;
  const { state, retry, update } = useLoader<Favorites>(`favorites-${user.id}-${homeId ?? ''}`, (signal) => fetchFavorites(user.id, homeId, signal));
  const hidden = useLoader<Favorites>(`disliked-${user.id}-${homeId ?? ''}`, (signal) => fetchDisliked(user.id, homeId, signal));

  const dropUser = (userId: number) => update((data) => ({ ...data, users: data.users.filter((hit) => hit.SecondUser.UserID !== userId) }));
  const dropHome = (homeId: number) => update((data) => ({ ...data, homes: data.homes.filter((hit) => hit.HomeID !== homeId) }));

  let content;
  if (!state || state.status === 'loading') {
    content = <ListSkeleton count={3} />;
  } else if (state.status === 'failed') {
    content = <ListError title={t('favorites.failed')} message={errorText(state.error)} onRetry={retry} />;
  } else if (state.data.users.length === 0 && state.data.homes.length === 0) {
    content = (
      <EmptyState
        title={t('favorites.empty')}
        actions={
          <>
            {!pro && (
              <Link className={buttonClassName()} to={pathTo('DashboardHomeMatching', {}, { user })}>
                {t('favorites.seeHomes')}
              </Link>
            )}
            <Link className={buttonClassName({ variant: pro ? 'primary' : 'secondary' })} to={pathTo('DashboardUserMatching', {}, { user, from: location })}>
              {t('favorites.seeProfiles')}
            </Link>
          </>
        }
      >
        <p>{t('favorites.emptyHint')}</p>
      </EmptyState>
    );
  } else {
    const { users, homes } = state.data;
    content = (
      <>
        {users.length > 0 && (
          <section className={styles.section} aria-labelledby="favorite-profiles">
            <h2 id="favorite-profiles" className={styles.title}>
              {t('favorites.sectionCount', { title: t('favorites.profiles'), count: users.length })}
            </h2>
            <Grid as="ul" columns={LIST_COLUMNS} className={`${matching.grid} ${matching.cards}`}>
              {users.map((hit) => (
                <li key={hit.SecondUser.UserID}>
                  <ProfileCard
                    hit={{ ...hit, SecondUser: { ...hit.SecondUser, IsFavorite: true } }}
                    homeId={homeId}
                    proView={pro}
                    headingLevel={3}
                    onDisliked={dropUser}
                    onFavoriteChange={(userId, favorite) => !favorite && dropUser(userId)}
                  />
                </li>
              ))}
            </Grid>
          </section>
        )}
        {homes.length > 0 && (
          <section className={styles.section} aria-labelledby="favorite-homes">
            <h2 id="favorite-homes" className={styles.title}>
              {t('favorites.sectionCount', { title: t('favorites.homes'), count: homes.length })}
            </h2>
            <Grid as="ul" columns={LIST_COLUMNS} className={`${matching.grid} ${matching.cards}`}>
              {homes.map((hit) => (
                <li key={hit.HomeID}>
                  <HomeCard hit={{ ...hit, IsFavorite: true }} headingLevel={3} onFavoriteChange={(id, favorite) => !favorite && dropHome(id)} />
                </li>
              ))}
            </Grid>
          </section>
        )}
      </>
    );
  }

  const hiddenUsers = hidden.state?.status === 'done' ? hidden.state.data.users : [];

  return (
    <div className={matching.page}>
      <header className={matching.header}>
        <h1>{t('favorites.title')}</h1>
        <p className={matching.intro}>{t(pro ? 'favorites.proIntro' : 'favorites.intro')}</p>
      </header>
      {!pro && <GroupPanel user={user} />}
      {content}
      {hiddenUsers.length > 0 && (
        <details className={styles.hidden}>
          <summary>{t('favorites.hidden', { count: hiddenUsers.length })}</summary>
          <p className={styles.hint}>{t('favorites.hiddenHint')}</p>
          <ul className={styles.hiddenList}>
            {hiddenUsers.map((hit) => (
              <li key={hit.SecondUser.UserID}>
                <Link to={pathTo('DashboardUserProfile', { user_id: String(hit.SecondUser.UserID) }, { user, from: location, query: { retour: `${location.pathname}${location.search}` } })}>{displayName(hit.SecondUser)}</Link>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
