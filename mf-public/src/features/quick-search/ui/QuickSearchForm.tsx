import { $user } from '@coloc/shared';
import { Button, CityCombobox, SelectField } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import type { City } from '@coloc/shared';
import { BUDGET_OPTIONS, DEFAULT_BUDGET_MAX } from '../model/budget';
import { buildSearchDraft, quickSearchDestination } from '../model/quickSearch';
import styles from './QuickSearchForm.module.css';

/**
 * The search block of the home page and of /quicksearch. Two fields only, so plain state rather
 * than a form library: the home page's first chunk stays small.
 */
export function QuickSearchForm({ label = 'Rechercher une colocation' }: { label?: string }) {
  const t = useTexts();
  const navigate = useNavigate();
  const user = useUnit($user);
  const cityInput = useRef<HTMLInputElement>(null);
  const [city, setCity] = useState<City | null>(null);
  const [budget, setBudget] = useState<number>(DEFAULT_BUDGET_MAX);
  const [attempted, setAttempted] = useState(false);
  const cityError = attempted && !city ? t('validation.city') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!city) {
      cityInput.current?.focus();
      return;
    }
    navigate(quickSearchDestination(user, buildSearchDraft(city, budget)));
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate role="search" aria-label={label}>
      <div className={styles.fields}>
        <CityCombobox value={city} onChange={setCity} error={cityError} inputRef={cityInput} />
        <SelectField
          className={styles.budget}
          label={t('fields.budget')}
          options={BUDGET_OPTIONS}
          value={budget}
          onChange={(event) => setBudget(Number(event.target.value))}
        />
        <Button type="submit" className={styles.submit}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6" fill="none" stroke="currentColor" strokeWidth="2.2" />
            <path d="m15 15 5 5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          {t('search.submit')}
        </Button>
      </div>
      {!user && <p className={styles.note}>{t('search.freeAccount')}</p>}
    </form>
  );
}
