// `favorites/{group_id}`: every member's favourites, scored for the reader, each saying who liked it.
import { $user, errorStatus, errorText, pathTo, type GroupFavorites, type User } from '@coloc/shared';
import { buttonClassName, Grid, SkeletonText, StatusPage } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { Link, useParams } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { HomeCard } from '../../../entities/home/ui/HomeCard';
import { EmptyState, LIST_COLUMNS, ListError, ListSkeleton } from '../../../entities/matching/ui/ListStates';
import matching from '../../../entities/matching/ui/matching.module.css';
import { useLoader } from '../../../entities/matching/ui/useLoader';
import { ProfileCard } from '../../../entities/profile-card/ui/ProfileCard';
import { fetchGroupFavorites } from '../../../entities/groups/api/groupsApi';
import { likedByNames } from '../../../entities/groups/model/members';
import { MemberList } from '../../../entities/groups/ui/MemberList';
import styles from '../../../entities/groups/ui/Groups.module.css';

export default function GroupFavoritesPage() {
  const user = useUnit($user);
  const { group_id: groupId } = useParams();
  if (!user || !groupId) return <SkeletonText lines={4} />;
  return <GroupFavoritesView user={user} groupId={Number(groupId)} />;
}

function GroupFavoritesView({ user, groupId }: { user: User; groupId: number }) {
  const t = useTexts();
  const { state, retry } = useLoader<GroupFavorites>(`group-favorites-${groupId}`, (signal) => fetchGroupFavorites(groupId, signal));
  const back = (
    <Link className={buttonClassName({ variant: 'secondary' })} to={pathTo('DashboardFavorites', {}, { user })}>
      {t('groups.favorites.back')}
    </Link>
  );

  if (!state || state.status === 'loading') return <ListSkeleton count={3} />;
  if (state.status === 'failed') {
    const status = errorStatus(state.error);
    if (status === 403 || status === 404) {
      return (
        <StatusPage title={status === 403 ? t('groups.favorites.notMember') : errorText(state.error)} actions={back}>
          <p>{t('groups.favorites.notMemberHint')}</p>
        </StatusPage>
      );
    }
    return <ListError title={t('groups.favorites.failed')} message={errorText(state.error)} onRetry={retry} />;
  }

  const { group, homes, users } = state.data;
  const likedBy = (ids: number[]) => t('groups.favorites.likedBy', { names: likedByNames(ids, group.members, user.id, t('groups.panel.you')) });

  return (
    <div className={matching.page}>
      <header className={matching.header}>
        <h1>{t('groups.favorites.title', { name: group.name })}</h1>
        <p className={matching.intro}>{t('groups.favorites.intro')}</p>
        <MemberList members={group.members.filter((member) => member.status === 'member')} readerId={user.id} />
      </header>
      {homes.length === 0 && users.length === 0 ? (
        <EmptyState title={t('groups.favorites.empty')} actions={back}>
          <p>{t('groups.favorites.emptyHint')}</p>
        </EmptyState>
      ) : (
        <>
          {homes.length > 0 && (
            <section className={styles.section} aria-labelledby="group-homes">
              <h2 id="group-homes" className={styles.sectionTitle}>
                {t('groups.favorites.homes', { count: homes.length })}
              </h2>
              <Grid as="ul" columns={LIST_COLUMNS} className={`${matching.grid} ${matching.cards}`}>
                {homes.map(({ liked_by, ...hit }) => (
                  <li key={hit.HomeID} className={styles.liked}>
                    <HomeCard hit={hit} headingLevel={3} />
                    <p className={styles.likedBy}>{likedBy(liked_by)}</p>
                  </li>
                ))}
              </Grid>
            </section>
          )}
          {users.length > 0 && (
            <section className={styles.section} aria-labelledby="group-profiles">
              <h2 id="group-profiles" className={styles.sectionTitle}>
                {t('groups.favorites.profiles', { count: users.length })}
              </h2>
              <Grid as="ul" columns={LIST_COLUMNS} className={`${matching.grid} ${matching.cards}`}>
                {users.map(({ liked_by, ...hit }) => (
                  <li key={hit.SecondUser.UserID} className={styles.liked}>
                    <ProfileCard hit={hit} headingLevel={3} />
                    <p className={styles.likedBy}>{likedBy(liked_by)}</p>
                  </li>
                ))}
              </Grid>
            </section>
          )}
          <div>{back}</div>
        </>
      )}
    </div>
  );
}
