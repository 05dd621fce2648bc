// The list of adverts of /quicksearch and of the city pages: count, order, cards, pages, and what to
// try when nothing matches. Everything is a link or a GET form, so it works before (or without) JavaScript.
import type { BrowseAdvertsPage, CityLink } from '@coloc/shared';
import { Alert, Button, Skeleton } from '@coloc/shared/ui';
import { Link } from 'react-router-dom';
import { filtersSearch, type BrowseFilters } from '../model/browseQuery';
import { higherBudget, widerRadius } from '../model/options';
import { plural, radiusText, resultCount } from '../model/texts';
import type { Loaded } from '../model/useBrowse';
import { AdvertCardItem } from './AdvertCardItem';
import styles from './Browse.module.css';
import { CityLinks } from './CityLinks';
import { OrderSelect } from './OrderSelect';
import { Pagination } from './Pagination';

export interface BrowseListingProps {
  loaded: Loaded<BrowseAdvertsPage>;
  retry: () => void;
  filters: BrowseFilters;
  /** `/quicksearch` or `/colocation-lyon`: where the list's links and forms lead. */
  basePath: string;
  /** The `ville` of the query (quick search), kept in every link; null on a city page. */
  city: string | null;
  /** The city's name, for the sentences. */
  placeName: string;
  /** Cities around, suggested when nothing matches. */
  nearby?: readonly CityLink[];
}

export function BrowseListing({ loaded, retry, filters, basePath, city, placeName, nearby = [] }: BrowseListingProps) {
  const result = loaded.state === 'ready' ? loaded.value : loaded.state === 'loading' || loaded.state === 'failed' ? loaded.previous : null;
  const busy = loaded.state === 'loading';
  const href = (changes: Partial<BrowseFilters>) => `${basePath}${filtersSearch({ ...filters, ...changes }, city)}`;

  return (
    <section className={styles.listing} aria-labelledby="listing-count" aria-busy={busy || undefined}>
      <div className={styles.listingHeader}>
        <h2 id="listing-count" className={styles.count}>
          {result ? resultCount(result.total) : 'Colocations'}
          <span className={styles.countDetail}>
            {' '}
            {radiusText(filters.radius)} autour de {placeName}
          </span>
        </h2>
        <OrderSelect filters={filters} basePath={basePath} city={city} />
      </div>

      {loaded.state === 'failed' && (
        <Alert tone="error" className={styles.alert}>
          {loaded.message}{' '}
          <Button variant="secondary" size="sm" onClick={retry}>
            Réessayer
          </Button>
        </Alert>
      )}

      {!result && loaded.state === 'loading' && (
        <ul className={styles.grid} aria-label="Chargement des annonces">
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index}>
              <Skeleton height="16rem" radius="var(--tp-radius-md)" />
            </li>
          ))}
        </ul>
      )}

      {result && result.total === 0 && <NoResults filters={filters} href={href} placeName={placeName} nearby={nearby} />}

      {result && result.total > 0 && result.items.length === 0 && (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>Cette page n'existe pas.</p>
          <p>
            La liste compte {plural(result.pages, 'page', 'pages')}.{' '}
            <Link to={href({ page: 1 })}>Revenir à la première page</Link>
          </p>
        </div>
      )}

      {result && result.items.length > 0 && (
        <>
          <ul className={busy ? `${styles.grid} ${styles.stale}` : styles.grid}>
            {result.items.map((card, index) => (
              <li key={card.id}>
                <AdvertCardItem card={card} first={index === 0} />
              </li>
            ))}
          </ul>
          <Pagination page={result.page} pages={result.pages} href={(page) => href({ page })} />
        </>
      )}
    </section>
  );
}

/** Nothing matches: say so kindly and offer what would: a wider circle, a higher budget, fewer rooms, the cities around. */
function NoResults({ filters, href, placeName, nearby }: { filters: BrowseFilters; href: (changes: Partial<BrowseFilters>) => string; placeName: string; nearby: readonly CityLink[] }) {
  const radius = widerRadius(filters.radius);
  const budget = filters.budget !== null ? higherBudget(filters.budget) : null;
  const tips = [
    radius !== null ? { key: 'radius', to: href({ radius, page: 1 }), text: `Élargir la recherche à ${radius} km` } : null,
    filters.budget !== null
      ? budget !== null
        ? { key: 'budget', to: href({ budget, page: 1 }), text: `Augmenter le budget à ${budget} €` }
        : { key: 'budget', to: href({ budget: null, page: 1 }), text: 'Chercher sans limite de budget' }
      : null,
    filters.bedrooms !== null && filters.bedrooms > 1 ? { key: 'bedrooms', to: href({ bedrooms: null, page: 1 }), text: 'Chercher quel que soit le nombre de chambres libres' } : null,
  ].filter((tip) => tip !== null);
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>Pas encore de colocation {radiusText(filters.radius)} autour de {placeName} pour ces critères.</p>
      <p>De nouvelles annonces arrivent chaque semaine. En attendant, vous pouvez :</p>
      {tips.length > 0 && (
        <ul className={styles.tips}>
          {tips.map((tip) => (
            <li key={tip.key}>
              <Link to={tip.to}>{tip.text}</Link>
            </li>
          ))}
        </ul>
      )}
      {nearby.length > 0 && (
        <>
          <p>Ou regarder les colocations des villes voisines :</p>
          <CityLinks cities={nearby} label={`Villes proches de ${placeName}`} />
        </>
      )}
    </div>
  );
}
