// The filters of a city page (the city is the page's): radius, budget and free rooms, as a GET form
// to the page itself; with JavaScript the router shows the new list in place.
import { Button, SelectField } from '@coloc/shared/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_ORDER, filtersSearch, QUERY, type BrowseFilters } from '../model/browseQuery';
import { bedroomChoices, budgetChoices, radiusChoices } from '../model/options';
import styles from './Browse.module.css';

export function FiltersForm({ filters, basePath, label }: { filters: BrowseFilters; basePath: string; label: string }) {
  const navigate = useNavigate();
  const [radius, setRadius] = useState(filters.radius);
  const [budget, setBudget] = useState<number | null>(filters.budget);
  const [bedrooms, setBedrooms] = useState<number | null>(filters.bedrooms);
  const number = (value: string) => (value === '' ? null : Number(value));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(`${basePath}${filtersSearch({ radius, budget, bedrooms, order: filters.order, page: 1 })}`);
  };

  return (
    <form className={styles.filters} method="get" action={basePath} onSubmit={submit} aria-label={label}>
      <SelectField className={styles.filter} label="Rayon" name={QUERY.radius} options={radiusChoices(radius)} value={radius} onChange={(event) => setRadius(Number(event.target.value))} />
      <SelectField
        className={styles.filter}
        label="Budget par chambre"
        name={QUERY.budget}
        options={budgetChoices(budget)}
        value={budget ?? ''}
        onChange={(event) => setBudget(number(event.target.value))}
      />
      <SelectField
        className={styles.filter}
        label="Chambres libres"
        name={QUERY.bedrooms}
        options={bedroomChoices(bedrooms)}
        value={bedrooms ?? ''}
        onChange={(event) => setBedrooms(number(event.target.value))}
      />
      {filters.order !== DEFAULT_ORDER && <input type="hidden" name={QUERY.order} value={filters.order} />}
      <Button type="submit" variant="secondary" className={styles.filterSubmit}>
        Filtrer
      </Button>
    </form>
  );
}
