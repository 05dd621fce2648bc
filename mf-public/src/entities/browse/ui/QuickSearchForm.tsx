import type { City } from '@coloc/shared';
import { Button, CityCombobox, SelectField } from '@coloc/shared/ui';
import { $user } from '@coloc/shared';
import { useUnit } from 'effector-react';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { DEFAULT_FILTERS, DEFAULT_ORDER, filtersSearch, QUERY, slugify, type BrowseFilters } from '../model/browseQuery';
import { bedroomChoices, budgetChoices, radiusChoices } from '../model/options';
import styles from './QuickSearchForm.module.css';

/**
 * The city's page slug. A commune without one yet (null: no page) goes by its folded name, as the
 * form sends it without JavaScript: the API reads any spelling, and the page says when it finds none.
 */
export function citySlug(city: Pick<City, 'name' | 'slug'>): string {
  return city.slug ?? slugify(city.name);
}

export interface QuickSearchFormProps {
  label?: string;
  /** Radius and free rooms too (the results page); the home page asks for the city and budget only. */
  detailed?: boolean;
  /** The search the page shows, to start from. */
  city?: City | null;
  filters?: BrowseFilters;
}

/**
 * The search block of the home page and of /quicksearch: a GET form to /quicksearch, so it works
 * before JavaScript (the typed city is read back from its name). With JavaScript the router shows
 * the results of the chosen city's slug (GET /api/cities gives it) without reloading the page.
 */
export function QuickSearchForm({ label = 'Rechercher une colocation', detailed = false, city: initialCity = null, filters = DEFAULT_FILTERS }: QuickSearchFormProps) {
  const t = useTexts();
  const navigate = useNavigate();
  const user = useUnit($user);
  const cityInput = useRef<HTMLInputElement>(null);
  const [city, setCity] = useState<City | null>(initialCity);
  const [budget, setBudget] = useState<number | null>(filters.budget);
  const [radius, setRadius] = useState<number>(filters.radius);
  const [bedrooms, setBedrooms] = useState<number | null>(filters.bedrooms);
  const [attempted, setAttempted] = useState(false);
  const cityError = attempted && !city ? t('validation.city') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!city) {
      cityInput.current?.focus();
      return;
    }
    navigate(`/quicksearch${filtersSearch({ radius, budget, bedrooms, order: filters.order, page: 1 }, citySlug(city))}`);
  };

  const number = (value: string) => (value === '' ? null : Number(value));

  return (
    <form className={styles.form} method="get" action="/quicksearch" onSubmit={submit} noValidate role="search" aria-label={label}>
      <div className={detailed ? `${styles.fields} ${styles.detailed}` : styles.fields}>
        <CityCombobox value={city} onChange={setCity} error={cityError} inputRef={cityInput} name={QUERY.city} />
        <SelectField
          className={styles.budget}
          label={t('fields.budget')}
          name={QUERY.budget}
          options={budgetChoices(budget)}
          value={budget ?? ''}
          onChange={(event) => setBudget(number(event.target.value))}
        />
        {detailed && (
          <>
            <SelectField
              className={styles.budget}
              label="Rayon"
              name={QUERY.radius}
              options={radiusChoices(radius)}
              value={radius}
              onChange={(event) => setRadius(Number(event.target.value))}
            />
            <SelectField
              className={styles.budget}
              label="Chambres libres"
              name={QUERY.bedrooms}
              options={bedroomChoices(bedrooms)}
              value={bedrooms ?? ''}
              onChange={(event) => setBedrooms(number(event.target.value))}
            />
          </>
        )}
        {filters.order !== DEFAULT_ORDER && <input type="hidden" name={QUERY.order} value={filters.order} />}
        <Button type="submit" className={styles.submit}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6" fill="none" stroke="currentColor" strokeWidth="2.2" />
            <path d="m15 15 5 5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          {t('search.submit')}
        </Button>
      </div>
      {!user && !detailed && <p className={styles.note}>{t('search.resultsNote')}</p>}
    </form>
  );
}
