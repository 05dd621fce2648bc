// Profile filters of a search link (SPEC 3 keys), sent with the criteria: shown so the user knows
// why some people or homes are left out (the toolbar's 'Modifier ma recherche' changes them).
import { optionText, SEARCH_FILTER_KEYS, type SearchFilterKey, type SearchFilters, useOptions } from '@coloc/shared';
import { Tag } from '@coloc/shared/ui';
import { useTexts } from '../../../i18n/useTexts';
import { FILTER_LABELS } from '../model/filterLabels';
import styles from './matching.module.css';

export function FilterChips({ filters, list }: { filters: SearchFilters; list: 'homes' | 'profiles' }) {
  const active = SEARCH_FILTER_KEYS.filter((key) => (filters[key] ?? []).length > 0);
  return active.length === 0 ? null : <ActiveFilters filters={filters} active={active} list={list} />;
}

/** Apart, so the option lists (for the words of the chips) are asked for only when there are chips. */
function ActiveFilters({ filters, active, list }: { filters: SearchFilters; active: SearchFilterKey[]; list: 'homes' | 'profiles' }) {
  const t = useTexts();
  const { options } = useOptions();
  return (
    <section className={styles.filters} aria-labelledby="profile-filters-title">
      <h2 id="profile-filters-title" className={styles.filtersTitle}>
        {t('matching.filters.title')}
      </h2>
      <ul className={styles.chips}>
        {active.flatMap((key) =>
          (filters[key] ?? []).map((id) => (
            <li key={`${key}-${id}`}>
              <Tag tone="secondary">{t('matching.filters.chip', { field: FILTER_LABELS[key], value: optionText(options, key, id) ?? `n° ${id}` })}</Tag>
            </li>
          )),
        )}
      </ul>
      <p className={styles.filtersNotice}>
        {t(list === 'homes' ? 'matching.filters.homesNotice' : 'matching.filters.profilesNotice')}
      </p>
    </section>
  );
}
