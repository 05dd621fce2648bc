// `user-matching` (alias `matching`). A seeker sees the people compatible with them and their search;
// a professional (or an owner-occupier) sees the candidates for one of its homes: the `home_id`
// query, else its default home.
import {
  $user,
  errorStatus,
  errorText,
  isOwner,
  isPro,
  matchCountChanged,
  pathTo,
  PROFILE_SORTS,
  segmentOf,
  type MatchUserHit,
  type User,
} from '@coloc/shared';
import { Alert, buttonClassName, Grid, SkeletonText } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { countAccordances, countHomeAccordances, matchHomeUsers, matchUsers } from '../../../entities/matching/api/matchingApi';
import { criteriaOf, isSearchWithoutCities, searchFromUrl } from '../../../entities/matching/model/criteria';
import { readNbMatching } from '../../../entities/matching/model/nbMatching';
import { pageCount, pageFromQuery, rangeOfPage, sortFromQuery, withQuery } from '../../../entities/matching/model/paging';
import { FilterChips } from '../../../entities/matching/ui/FilterChips';
import { EmptyState, LIST_COLUMNS, ListError, ListSkeleton } from '../../../entities/matching/ui/ListStates';
import { MatchingTabs } from '../../../entities/matching/ui/MatchingTabs';
import styles from '../../../entities/matching/ui/matching.module.css';
import { Pagination } from '../../../entities/matching/ui/Pagination';
import { SortSelect } from '../../../entities/matching/ui/SortSelect';
import { useLoader } from '../../../entities/matching/ui/useLoader';
import { ProfileCard } from '../../../entities/profile-card/ui/ProfileCard';

/** One list shape for both calls (user-match-users-v4 says HitsCount, home-match-users-v4 Count). */
interface ProfilesPage {
  hits: MatchUserHit[];
  count: number;
}

/** SPEC 8: the match for a home answers 424 'incomplete…' while the advert is not finished. */
export function isIncompleteHome(error: unknown): boolean {
  return errorStatus(error) === 424 && errorText(error).trim().toLowerCase().startsWith('incomplete');
}

/** The server's second line says what is still missing (« Annonce incomplète : ajoutez … »). */
export function incompleteDetail(error: unknown): string | null {
  return errorText(error).split('\n')[1]?.trim() || null;
}

function homeIdFromQuery(query: URLSearchParams): number | null {
  const value = query.get('home_id');
  return value && /^\d+$/.test(value) ? Number(value) : null;
}

/** Where a professional finishes (or starts) an advert: the owner steps, or the owner-occupier's. */
function advertStepsPath(user: User, homeId: number | null): string {
  if (!isPro(user)) return pathTo('Registration', { step: 'home-3b' });
  return pathTo('ProRegistration', { user_type: segmentOf(user), step: 'annonce-adresse', home_id: homeId === null ? 'new' : String(homeId) });
}

export default function UserMatchingPage() {
  const user = useUnit($user);
  if (!user) return <SkeletonText lines={4} />;
  return isPro(user) || isOwner(user) ? <ProProfiles user={user} /> : <SeekerProfiles user={user} />;
}

function useListControls() {
  const location = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const page = pageFromQuery(query);
  const sort = sortFromQuery(query, PROFILE_SORTS);
  const changeSort = (value: string) => navigate({ pathname: location.pathname, search: withQuery(query, { sort: value, page: null }) });
  return { query, page, sort, changeSort, location };
}

function SeekerProfiles({ user }: { user: User }) {
  const t = useTexts();
  const { query, page, sort, changeSort } = useListControls();
  const search = useMemo(() => searchFromUrl(user.search, query), [user.search, query]);
  const withoutCities = isSearchWithoutCities(search);
  const criteria = useMemo(() => criteriaOf(search), [search]);
  const link = query.get('search');

  const key = withoutCities ? null : JSON.stringify([criteria, page, sort]);
  const list = useLoader<ProfilesPage>(key, async (signal) => {
    const answer = await matchUsers(criteria, rangeOfPage(page), sort, signal);
    return { hits: answer.Hits, count: answer.HitsCount };
  });
  // SPEC 5: without cities, nothing is asked of the server, counts included.
  const favorites = useLoader<number>(withoutCities ? null : `favorites-${user.id}`, (signal) => countAccordances(signal));

  // The sidebar badge counts the saved search's profiles, not those of a link being looked at (a
  // dislike lowers the count, which publishes it again).
  const count = list.state?.status === 'done' ? list.state.data.count : null;
  useEffect(() => {
    if (count !== null && !link) matchCountChanged(count);
  }, [count, link]);
  useEffect(() => {
    if (withoutCities) matchCountChanged(0);
  }, [withoutCities]);

  const searchLink = pathTo('DashboardSearch', {}, { user, query: link ? { search: link } : {} });
  const favoritesCount = favorites.state?.status === 'done' ? favorites.state.data : 0;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>{t('matching.profiles.title')}</h1>
        <p className={styles.intro}>{t('matching.profiles.intro')}</p>
      </header>
      <MatchingTabs user={user} current="profiles" />
      <FilterChips filters={search.filters} list="profiles" />
      {withoutCities ? (
        <EmptyState
          title={t('matching.profiles.noCities')}
          actions={
            <Link className={buttonClassName()} to={searchLink}>
              {t('matching.homes.editSearch')}
            </Link>
          }
        />
      ) : (
        <ProfilesList
          list={list}
          page={page}
          sort={sort}
          changeSort={changeSort}
          emptyHint={t('matching.profiles.emptyHint')}
          emptyAction={
            <Link className={buttonClassName()} to={searchLink}>
              {t('matching.homes.editSearch')}
            </Link>
          }
          links={
            <>
              <Link to={searchLink}>{t('matching.homes.editSearch')}</Link>
              {favoritesCount > 0 && (
                <Link to={pathTo('DashboardFavorites', {}, { user })}>{t('matching.profiles.favorites', { count: favoritesCount })}</Link>
              )}
            </>
          }
        />
      )}
    </div>
  );
}

function ProProfiles({ user }: { user: User }) {
  const t = useTexts();
  const { query, page, sort, changeSort, location } = useListControls();
  const homeId = homeIdFromQuery(query) ?? user.home?.id ?? null;

  const key = homeId === null ? null : JSON.stringify([homeId, page, sort]);
  const list = useLoader<ProfilesPage>(key, async (signal) => {
    const answer = await matchHomeUsers(homeId!, rangeOfPage(page), sort, signal);
    return { hits: answer.Hits, count: answer.Count };
  });
  // The count for the sidebar badge comes from nb-matching, which still answers without a mandate.
  const nb = useLoader(homeId === null ? null : `nb-${homeId}`, (signal) => readNbMatching(homeId!, signal));
  const favorites = useLoader<number>(homeId === null ? null : `favorites-${homeId}`, (signal) => countHomeAccordances(homeId!, signal));
  const nbCount = nb.state?.status === 'done' ? nb.state.data.count : null;
  useEffect(() => {
    if (nbCount !== null) matchCountChanged(nbCount);
  }, [nbCount]);

  const header = (
    <header className={styles.header}>
      <h1>{t('matching.profiles.proTitle')}</h1>
      <p className={styles.intro}>{t('matching.profiles.proIntro')}</p>
      {homeId !== null && homeId === user.home?.id && user.home.name && <p className={styles.countSub}>{t('matching.profiles.forHome', { name: user.home.name })}</p>}
    </header>
  );

  if (homeId === null) {
    return (
      <div className={styles.page}>
        {header}
        <EmptyState
          title={t('matching.profiles.noHomeTitle')}
          actions={
            <Link className={buttonClassName()} to={advertStepsPath(user, null)}>
              {t('matching.profiles.noHomeLink')}
            </Link>
          }
        >
          <p>{t('matching.profiles.noHomeText')}</p>
        </EmptyState>
      </div>
    );
  }

  if (list.state?.status === 'failed' && isIncompleteHome(list.state.error)) {
    return (
      <div className={styles.page}>
        {header}
        <EmptyState
          title={t('matching.profiles.incompleteTitle')}
          actions={
            <Link className={buttonClassName()} to={advertStepsPath(user, homeId)}>
              {t('matching.profiles.completeLink')}
            </Link>
          }
        >
          <p>{incompleteDetail(list.state.error) ?? t('matching.profiles.incompleteText')}</p>
        </EmptyState>
      </div>
    );
  }

  const noMandate = nb.state?.status === 'done' ? nb.state.data.noMandate : null;
  const favoritesCount = favorites.state?.status === 'done' ? favorites.state.data : 0;

  return (
    <div className={styles.page}>
      {header}
      {noMandate !== null && nbCount !== null && (
        <Alert tone="warning" title={t('matching.profiles.noMandateTitle')}>
          <p>{t('matching.profiles.noMandateCount', { count: nbCount })}</p>
          {noMandate && <p>{noMandate}</p>}
        </Alert>
      )}
      <ProfilesList
        list={list}
        page={page}
        sort={sort}
        changeSort={changeSort}
        homeId={homeId}
        proView
        emptyHint={t('matching.profiles.proEmptyHint')}
        links={
          favoritesCount > 0 ? (
            <Link to={pathTo('DashboardFavorites', {}, { user, from: location })}>{t('matching.profiles.favorites', { count: favoritesCount })}</Link>
          ) : null
        }
        onCountChange={(next) => matchCountChanged(next)}
      />
    </div>
  );
}

interface ProfilesListProps {
  list: ReturnType<typeof useLoader<ProfilesPage>>;
  page: number;
  sort: string;
  changeSort: (sort: string) => void;
  homeId?: number;
  proView?: boolean;
  emptyHint: string;
  emptyAction?: ReactNode;
  links?: ReactNode;
  /** After a dislike removed a card: the new total. */
  onCountChange?: (count: number) => void;
}

function ProfilesList({ list, page, sort, changeSort, homeId, proView = false, emptyHint, emptyAction, links, onCountChange }: ProfilesListProps) {
  const t = useTexts();
  const location = useLocation();
  const { state, retry, update } = list;

  function removeCard(userId: number) {
    if (state?.status !== 'done') return;
    const count = Math.max(0, state.data.count - 1);
    update((data) => ({ hits: data.hits.filter((hit) => hit.SecondUser.UserID !== userId), count }));
    onCountChange?.(count);
  }

  let content;
  if (!state || state.status === 'loading') {
    content = <ListSkeleton />;
  } else if (state.status === 'failed') {
    content = <ListError title={t('matching.profiles.failed')} message={errorText(state.error)} onRetry={retry} />;
  } else if (state.data.count === 0 || (state.data.hits.length === 0 && page === 1)) {
    content = (
      <EmptyState title={t('matching.profiles.empty')} actions={emptyAction}>
        <p>{emptyHint}</p>
      </EmptyState>
    );
  } else if (state.data.hits.length === 0) {
    content = (
      <EmptyState
        title={t('matching.homes.pageEmpty')}
        actions={
          <Link className={buttonClassName()} to={{ pathname: location.pathname, search: withQuery(new URLSearchParams(location.search), { page: null }) }}>
            {t('matching.homes.firstPage')}
          </Link>
        }
      />
    );
  } else {
    content = (
      <>
        <Grid as="ul" columns={LIST_COLUMNS} className={`${styles.grid} ${styles.cards}`} aria-label={t('matching.profiles.title')}>
          {state.data.hits.map((hit) => (
            <li key={hit.SecondUser.UserID}>
              <ProfileCard hit={hit} homeId={homeId} proView={proView} headingLevel={2} onDisliked={removeCard} />
            </li>
          ))}
        </Grid>
        <Pagination page={page} total={pageCount(state.data.count)} />
      </>
    );
  }

  const count = state?.status === 'done' ? state.data.count : null;
  return (
    <>
      {count !== 0 && (
      <div className={styles.toolbar}>
        <div>
          {count !== null && count > 0 && (
            <p className={styles.count} role="status">
              {t('matching.profiles.count', { count })}
            </p>
          )}
          {links && <p className={styles.links}>{links}</p>}
        </div>
        <SortSelect sorts={PROFILE_SORTS} value={sort} onChange={changeSort} />
      </div>
      )}
      {content}
    </>
  );
}
