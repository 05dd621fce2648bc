// The order of a list: a GET form of its own (the other filters kept as hidden fields) so that it
// works without JavaScript, with a « Trier » button that goes away once the select acts at once.
import type { BrowseOrder } from '@coloc/shared';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { filtersSearch, QUERY, type BrowseFilters } from '../model/browseQuery';
import { ORDER_CHOICES } from '../model/options';
import styles from './Browse.module.css';
import { useHydrated } from './useHydrated';

export function OrderSelect({ filters, basePath, city }: { filters: BrowseFilters; basePath: string; city: string | null }) {
  const id = useId();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  // Everything but the order and the page: a new order starts from page 1.
  const kept = new URLSearchParams(filtersSearch({ ...filters, page: 1, order: 'price-asc' }, city));
  return (
    <form className={styles.order} method="get" action={basePath}>
      {[...kept].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id}>Trier par</label>
      <select
        id={id}
        name={QUERY.order}
        className={styles.orderSelect}
        value={filters.order}
        onChange={(event) => navigate(`${basePath}${filtersSearch({ ...filters, page: 1, order: event.target.value as BrowseOrder }, city)}`)}
      >
        {ORDER_CHOICES.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {!hydrated && (
        <button type="submit" className={styles.orderSubmit}>
          Trier
        </button>
      )}
    </form>
  );
}
