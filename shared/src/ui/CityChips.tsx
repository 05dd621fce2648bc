// The cities chosen in a search form, as removable chips: the seeker's search (mf-matching), the
// registration's search step (mf-registration) and the tenant's next move (mf-payments) show them the
// same way. The caller owns the list, words the labels and decides where the focus goes after a removal.
//
// An entry of its own (`@coloc/shared/ui/CityChips`), outside the shared UI kit: only the search forms
// bundle it (see LOCAL_SHARED_SOURCES in build/rspack.mjs).
import clsx from 'clsx';
import styles from './CityChips.module.css';

export interface ChosenCity {
  /** The city's geoname id (absent on an old saved search: the label keys it then). */
  id: number | undefined;
  label: string;
}

export interface CityChipsProps {
  cities: readonly ChosenCity[];
  /** The remove button's accessible name, e.g. « Retirer Lyon (Rhône) ». */
  removeLabel: (label: string) => string;
  onRemove: (id: number | undefined) => void;
  /** The list's name: the id of a visible label, or a text. */
  labelledBy?: string;
  label?: string;
  /** `below` (default) leaves room under the chips; `none` when the parent spaces its children. */
  spacing?: 'below' | 'none';
}

export function CityChips({ cities, removeLabel, onRemove, labelledBy, label, spacing = 'below' }: CityChipsProps) {
  if (cities.length === 0) return null;
  return (
    <ul className={clsx(styles.chips, spacing === 'below' && styles.spaced)} aria-labelledby={labelledBy} aria-label={labelledBy ? undefined : label}>
      {cities.map((city) => (
        <li key={city.id ?? city.label} className={styles.chip}>
          {city.label}
          <button type="button" className={styles.remove} aria-label={removeLabel(city.label)} onClick={() => onRemove(city.id)}>
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
