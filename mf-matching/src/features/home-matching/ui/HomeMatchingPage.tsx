// `home-matching`: the homes compatible with the seeker's search (saved search, or the search link
// in the URL), 12 per page, sorted as the URL says.
import { $user, errorText, HOME_SORTS, isOwner, isPro, matchCountChanged, pathTo, type MatchHomesAnswer } from '@coloc/shared';
import { buttonClassName, Grid, SkeletonText } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { countMatchingUsers, matchHomes } from '../../../entities/matching/api/matchingApi';
import { criteriaOf, isSearchWithoutCities, searchFromUrl } from '../../../entities/matching/model/criteria';
import { pageCount, pageFromQuery, rangeOfPage, sortFromQuery, withQuery } from '../../../entities/matching/model/paging';
import { FilterChips } from '../../../entities/matching/ui/FilterChips';
import { EmptyState, LIST_COLUMNS, ListError, ListSkeleton } from '../../../entities/matching/ui/ListStates';
import { MatchingTabs } from '../../../entities/matching/ui/MatchingTabs';
import styles from '../../../entities/matching/ui/matching.module.css';
import { Pagination } from '../../../entities/matching/ui/Pagination';
import { SortSelect } from '../../../entities/matching/ui/SortSelect';
import { useLoader } from '../../../entities/matching/ui/useLoader';
import { HomeCard } from '../../../entities/home/ui/HomeCard';
import { useNewSinceLastVisit } from '../model/newSinceLastVisit';

export default function HomeMatchingPage() {
  const t = useTexts();
  const user = useUnit($user);
  const location = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const page = pageFromQuery(query);
  const sort = sortFromQuery(query, HOME_SORTS);
  const search = useMemo(() => searchFromUrl(user?.search ?? null, query), [user?.search, query]);
  const withoutCities = isSearchWithoutCities(search);
  const criteria = useMemo(() => criteriaOf(search), [search]);
  const seeker = !!user && !isPro(user) && !isOwner(user);

  const key = user && !withoutCities ? JSON.stringify([criteria, page, sort]) : null;
  const { state, retry, update } = useLoader<MatchHomesAnswer>(key, (signal) => matchHomes(criteria, rangeOfPage(page), sort, signal));
  const freshIds = useNewSinceLastVisit(user?.id ?? null, state?.status === 'done' ? state.data.Hits.map((hit) => hit.HomeID) : null);

  // The profiles of the saved search: the link to the other list, and the sidebar's badge. A
  // search without cities counts nothing on the server either (SPEC 5): its count is 0.
  const profiles = useLoader<number>(seeker && user && !withoutCities ? `profiles-${user.id}` : null, (signal) => countMatchingUsers(signal));
  const profileCount = withoutCities ? 0 : profiles.state?.status === 'done' ? profiles.state.data : null;
  useEffect(() => {
    if (profileCount !== null && seeker) matchCountChanged(profileCount);
  }, [profileCount, seeker]);

  if (!user) return <SkeletonText lines={4} />;

  const searchLink = pathTo('DashboardSearch', {}, { user, query: query.get('search') ? { search: query.get('search') } : {} });
  const changeSort = (value: string) => navigate({ pathname: location.pathname, search: withQuery(query, { sort: value, page: null }) });
  const setFavorite = (homeId: number, favorite: boolean) =>
    update((answer) => ({ ...answer, Hits: answer.Hits.map((hit) => (hit.HomeID === homeId ? { ...hit, IsFavorite: favorite } : hit)) }));

  let content;
  if (withoutCities) {
    content = (
      <EmptyState
        title={t('matching.homes.noCities')}
        actions={
          <Link className={buttonClassName()} to={searchLink}>
            {t('matching.homes.editSearch')}
          </Link>
        }
      />
    );
  } else if (!state || state.status === 'loading') {
    content = <ListSkeleton />;
  } else if (state.status === 'failed') {
    // SPEC 8: an error message and an empty list.
    content = <ListError title={t('matching.homes.failed')} message={errorText(state.error)} onRetry={retry} />;
  } else if (state.data.Count === 0) {
    content = (
      <EmptyState
        title={t('matching.homes.empty')}
        actions={
          <Link className={buttonClassName()} to={searchLink}>
            {t('matching.homes.editSearch')}
          </Link>
        }
      >
        <p>{t('matching.homes.emptyHint')}</p>
      </EmptyState>
    );
  } else if (state.data.Hits.length === 0) {
    content = (
      <EmptyState
        title={t('matching.homes.pageEmpty')}
        actions={
          <Link className={buttonClassName()} to={{ pathname: location.pathname, search: withQuery(query, { page: null }) }}>
            {t('matching.homes.firstPage')}
          </Link>
        }
      />
    );
  } else {
    content = (
      <>
        <Grid as="ul" columns={LIST_COLUMNS} className={`${styles.grid} ${styles.cards}`} aria-label={t('matching.homes.title')}>
          {state.data.Hits.map((hit) => (
            <li key={hit.HomeID}>
              <HomeCard hit={hit} onFavoriteChange={setFavorite} isNew={freshIds.has(hit.HomeID)} />
            </li>
          ))}
        </Grid>
        <Pagination page={page} total={pageCount(state.data.Count)} />
      </>
    );
  }

  const count = state?.status === 'done' ? state.data.Count : null;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>{t('matching.homes.title')}</h1>
        <p className={styles.intro}>{t('matching.homes.intro')}</p>
      </header>
      {seeker && <MatchingTabs user={user} current="homes" />}
      <FilterChips filters={search.filters} list="homes" />
      {!withoutCities && !(state?.status === 'done' && state.data.Count === 0) && (
        <div className={styles.toolbar}>
          <div>
            {count !== null && count > 0 && (
              <p className={styles.count} role="status">
                {t('matching.homes.count', { count })}
              </p>
            )}
            <p className={styles.links}>
              <Link to={searchLink}>{t('matching.homes.editSearch')}</Link>
              {profileCount !== null && profileCount > 0 && (
                <Link to={pathTo('DashboardUserMatching', {}, { user, query: query.get('search') ? { search: query.get('search') } : {} })}>
                  {t('matching.homes.profilesLink', { count: profileCount })}
                </Link>
              )}
            </p>
          </div>
          <SortSelect sorts={HOME_SORTS} value={sort} onChange={changeSort} />
        </div>
      )}
      {content}
    </div>
  );
}
