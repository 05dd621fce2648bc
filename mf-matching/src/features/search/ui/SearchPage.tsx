// `search`: every criterion of a search and the profile filters of SPEC 3. 'Voir les résultats'
// opens the homes or the flatmates with the whole search in the link (`search` query), so the link
// reproduces it; 'Enregistrer ma recherche' makes it the user's saved search.
import {
  $user,
  cityLabel,
  encodeSearchQuery,
  isOwner,
  isPro,
  pathTo,
  userReceived,
  type City,
  type SearchFilterKey,
  type User,
} from '@coloc/shared';
import { Alert, Button, buttonClassName, Card, CityCombobox, SelectField, SkeletonText, StatusPage, TextField, type TextFieldProps } from '@coloc/shared/ui';
import { CityChips } from '@coloc/shared/ui/CityChips';
import { useSubmit } from '@coloc/shared/ui/useSubmit';
import { useUnit } from 'effector-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { TextKey } from '../../../i18n/fr';
import { useTexts } from '../../../i18n/useTexts';
import { saveSearch } from '../../../entities/matching/api/matchingApi';
import { searchFromUrl } from '../../../entities/matching/model/criteria';
import { FILTER_LABELS, filterGroupsFor } from '../../../entities/matching/model/filterLabels';
import { optionList, useOptions } from '@coloc/shared';
import {
  addCity,
  draftOf,
  formFromSearch,
  SEARCH_FLAGS,
  SEARCH_LIMITS,
  searchBody,
  SITUATIONS,
  toggleFilter,
  validateSearchForm,
  type SearchForm,
  type SearchFormError,
} from '../model/searchForm';
import styles from './SearchPage.module.css';

const ERROR_TEXTS: Record<SearchFormError, TextKey> = {
  citiesRequired: 'search.errors.citiesRequired',
  radiusInvalid: 'search.errors.radiusInvalid',
  bedroomCountInvalid: 'search.errors.bedroomCountInvalid',
  budgetInvalid: 'search.errors.budgetInvalid',
  budgetOrder: 'search.errors.budgetOrder',
  ageInvalid: 'search.errors.ageInvalid',
  ageOrder: 'search.errors.ageOrder',
};

const ERROR_VALUES: Record<SearchFormError, Record<string, number>> = {
  citiesRequired: {},
  radiusInvalid: { max: SEARCH_LIMITS.maxRadius },
  bedroomCountInvalid: { min: SEARCH_LIMITS.minBedrooms, max: SEARCH_LIMITS.maxBedrooms },
  budgetInvalid: { max: SEARCH_LIMITS.maxBudget },
  budgetOrder: {},
  ageInvalid: { max: SEARCH_LIMITS.maxAge },
  ageOrder: {},
};

/** "Je préfère ne pas le préciser" is an answer about oneself, not a wish about others. */
const GENDER_UNDISCLOSED = 4;

type Target = 'homes' | 'profiles';

export default function SearchPage() {
  const user = useUnit($user);
  if (!user) return <SkeletonText lines={6} />;
  if (isPro(user) || isOwner(user)) return <ProNotice user={user} />;
  return <SearchEditor user={user} />;
}

function ProNotice({ user }: { user: User }) {
  const t = useTexts();
  return (
    <StatusPage
      title={t('search.proTitle')}
      actions={
        <Link className={buttonClassName()} to={pathTo('DashboardUserMatching', {}, { user })}>
          {t('search.proLink')}
        </Link>
      }
    >
      <p>{t('search.proText')}</p>
    </StatusPage>
  );
}

function triStateValue(value: string): boolean | null {
  return value === 'yes' ? true : value === 'no' ? false : null;
}
function triStateOption(value: boolean | null): string {
  return value === null ? '' : value ? 'yes' : 'no';
}

function SearchEditor({ user }: { user: User }) {
  const t = useTexts();
  const location = useLocation();
  const navigate = useNavigate();
  const body = useRef<HTMLFormElement>(null);
  const cityInput = useRef<HTMLInputElement>(null);
  const { options, failed: optionsFailed, retry: retryOptions } = useOptions();
  // Read once: afterwards the form is the truth, and the URL follows it on 'Voir les résultats'.
  const [initial] = useState(() => formFromSearch(searchFromUrl(user.search, new URLSearchParams(location.search))));
  const [form, setForm] = useState<SearchForm>(initial);
  const [target, setTarget] = useState<Target>(new URLSearchParams(location.search).get('show') === 'profiles' ? 'profiles' : 'homes');
  const [submitted, setSubmitted] = useState(false);
  const [saved, setSaved] = useState(false);
  const { pending: saving, error: saveError, submit: sendSearch } = useSubmit(async () => {
    const search = await saveSearch(searchBody(form, user.search));
    userReceived({ ...user, search, search_id: search.id ?? user.search_id });
    setSaved(true);
  });
  // A new combobox after each choice: its input is empty and ready for the next city.
  const [comboboxKey, setComboboxKey] = useState(0);
  const [refocus, setRefocus] = useState(false);
  const [profileOpen] = useState(() => Object.keys(initial.filters).length > 0);

  useEffect(() => {
    if (refocus) {
      cityInput.current?.focus();
      setRefocus(false);
    }
  }, [refocus, comboboxKey]);

  const errors = validateSearchForm(form);
  const hasErrors = Object.keys(errors).length > 0;
  const fieldError = (error: SearchFormError | undefined) => (submitted && error ? t(ERROR_TEXTS[error], ERROR_VALUES[error]) : null);
  const update = <K extends keyof SearchForm>(field: K, value: SearchForm[K]) => {
    setSaved(false);
    setForm((current) => ({ ...current, [field]: value }));
  };

  function chooseCity(city: City | null) {
    if (!city) return;
    update('cities', addCity(form.cities, city));
    setComboboxKey((key) => key + 1);
    setRefocus(true);
  }

  function removeCity(id: number | undefined) {
    update(
      'cities',
      form.cities.filter((entry) => entry.geoname.id !== id),
    );
    setRefocus(true);
  }

  function checkForm(): boolean {
    setSubmitted(true);
    if (hasErrors) {
      requestAnimationFrame(() => body.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return false;
    }
    return true;
  }

  function showResults(event: FormEvent) {
    event.preventDefault();
    if (!checkForm()) return;
    const search = encodeSearchQuery(draftOf(form));
    // This page's own URL keeps the search too, so going back from the results finds it again.
    navigate({ pathname: location.pathname, search: `?${new URLSearchParams({ search, ...(target === 'profiles' ? { show: 'profiles' } : {}) })}` }, { replace: true });
    navigate(pathTo(target === 'homes' ? 'DashboardHomeMatching' : 'DashboardUserMatching', {}, { user, query: { search } }));
  }

  async function save() {
    if (!checkForm()) return;
    await sendSearch();
  }

  const genderOptions = [
    { value: '', label: t('search.any') },
    ...optionList(options, 'gender')
      .filter((option) => option.id !== GENDER_UNDISCLOSED)
      .map((option) => ({ value: option.id, label: option.text })),
  ];
  const triStateOptions = [
    { value: '', label: t('search.any') },
    { value: 'yes', label: t('search.yes') },
    { value: 'no', label: t('search.no') },
  ];
  const filterCount = Object.values(form.filters).reduce((sum, ids) => sum + (ids?.length ?? 0), 0);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>{t('search.title')}</h1>
        <p className={styles.intro}>{t('search.intro')}</p>
      </header>

      <form ref={body} className={styles.form} onSubmit={showResults} noValidate aria-describedby={submitted && hasErrors ? 'search-errors' : undefined}>
        {submitted && hasErrors && (
          <div id="search-errors">
            <Alert tone="error" title={t('search.errorsTitle')} />
          </div>
        )}

        <Card as="fieldset" className={styles.section}>
          <legend className={styles.legend}>{t('search.where')}</legend>
          <div className={styles.group}>
            <p className={styles.label} id="search-cities-label">
              {t('search.cities')}
            </p>
            <CityChips
              cities={form.cities.map((entry) => ({ id: entry.geoname.id, label: cityLabel(entry.geoname) }))}
              removeLabel={(city) => t('search.removeCity', { city })}
              onRemove={removeCity}
              labelledBy="search-cities-label"
            />
            {form.cities.length < SEARCH_LIMITS.maxCities ? (
              <CityCombobox key={comboboxKey} value={null} onChange={chooseCity} inputRef={cityInput} label={t('search.cityLabel')} error={fieldError(errors.cities)} />
            ) : (
              <p className={styles.hint}>{t('search.tooManyCities', { max: SEARCH_LIMITS.maxCities })}</p>
            )}
            <p className={styles.hint}>{t('search.cityHint', { max: SEARCH_LIMITS.maxCities })}</p>
          </div>
          <div className={styles.row}>
            <NumberField label={t('search.radius')} min={0} max={SEARCH_LIMITS.maxRadius} value={form.radius} onChange={(value) => update('radius', value)} error={fieldError(errors.radius)} />
          </div>
        </Card>

        <Card as="fieldset" className={styles.section}>
          <legend className={styles.legend}>{t('search.housing')}</legend>
          <div className={styles.row}>
            <fieldset className={styles.pair}>
              <legend className={styles.label}>{t('search.budget')}</legend>
              <NumberField label={t('search.budgetMin')} min={0} max={SEARCH_LIMITS.maxBudget} step={10} value={form.budgetMin} onChange={(value) => update('budgetMin', value)} error={fieldError(errors.budgetMin)} />
              <NumberField label={t('search.budgetMax')} min={0} max={SEARCH_LIMITS.maxBudget} step={10} value={form.budgetMax} onChange={(value) => update('budgetMax', value)} error={fieldError(errors.budgetMax)} />
            </fieldset>
            <NumberField
              label={t('search.bedroomCount')}
              min={SEARCH_LIMITS.minBedrooms}
              max={SEARCH_LIMITS.maxBedrooms}
              value={form.bedroomCount}
              onChange={(value) => update('bedroomCount', value)}
              error={fieldError(errors.bedroomCount)}
            />
          </div>
        </Card>

        <Card as="fieldset" className={styles.section}>
          <legend className={styles.legend}>{t('search.people')}</legend>
          <div className={styles.row}>
            <NumberField label={t('search.ageMin')} min={0} max={SEARCH_LIMITS.maxAge} value={form.ageMin} onChange={(value) => update('ageMin', value)} error={fieldError(errors.ageMin)} />
            <NumberField label={t('search.ageMax')} min={0} max={SEARCH_LIMITS.maxAge} value={form.ageMax} onChange={(value) => update('ageMax', value)} error={fieldError(errors.ageMax)} />
            <SelectField label={t('search.gender')} value={form.gender ?? ''} options={genderOptions} onChange={(event) => update('gender', event.target.value === '' ? null : Number(event.target.value))} />
          </div>
          <fieldset className={styles.group}>
            <legend className={styles.label}>{t('search.situations')}</legend>
            <p className={styles.hint}>{t('search.situationsHint')}</p>
            <div className={styles.choices}>
              {SITUATIONS.map((situation) => (
                <label key={situation} className={styles.choice}>
                  <input
                    type="checkbox"
                    checked={form.situations.includes(situation)}
                    onChange={(event) =>
                      update('situations', event.target.checked ? [...form.situations, situation] : form.situations.filter((value) => value !== situation))
                    }
                  />
                  <span className={styles.choiceChip}>{t(`search.situationNames.${situation}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        </Card>

        <Card as="fieldset" className={styles.section}>
          <legend className={styles.legend}>{t('search.more')}</legend>
          <div className={styles.flags}>
            {SEARCH_FLAGS.map((flag) => (
              <SelectField
                key={flag}
                label={t(`search.flags.${flag}`)}
                value={triStateOption(form.flags[flag])}
                options={triStateOptions}
                onChange={(event) => update('flags', { ...form.flags, [flag]: triStateValue(event.target.value) })}
              />
            ))}
          </div>
        </Card>

        <Card className={styles.section}>
          <details className={styles.profile} open={profileOpen}>
            <summary>
              {t('search.profile')}
              {filterCount > 0 && <span className={styles.count}>{t('search.profileCount', { count: filterCount })}</span>}
            </summary>
            <p className={styles.hint}>{t('search.profileHint')}</p>
            <p className={styles.notice}>{t('search.profileNotice')}</p>
            {optionsFailed && !options ? (
              <Alert tone="error" title={t('search.optionsFailed')}>
                <Button variant="secondary" size="sm" onClick={retryOptions}>
                  {t('search.retry')}
                </Button>
              </Alert>
            ) : !options ? (
              <SkeletonText lines={4} />
            ) : (
              filterGroupsFor(user?.profile?.sensitive_consent === true).map((group) => (
                <section key={group.title} className={styles.filterGroup} aria-label={group.title}>
                  <h2 className={styles.filterTitle}>{group.title}</h2>
                  {group.keys.map((key) => (
                    <FilterField key={key} field={key} form={form} onToggle={(id, on) => update('filters', toggleFilter(form.filters, key, id, on))} options={optionList(options, key)} />
                  ))}
                </section>
              ))
            )}
          </details>
        </Card>

        <div className={styles.submit}>
          <fieldset className={styles.target}>
            <legend className={styles.label}>{t('search.show')}</legend>
            <div className={styles.choices}>
              {(['homes', 'profiles'] as const).map((value) => (
                <label key={value} className={styles.choice}>
                  <input type="radio" name="search-target" value={value} checked={target === value} onChange={() => setTarget(value)} />
                  <span className={styles.choiceChip}>{t(value === 'homes' ? 'search.showHomes' : 'search.showProfiles')}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {saved && (
            <Alert tone="success">
              <p className={styles.flat}>{t('search.saved')}</p>
            </Alert>
          )}
          {saveError && (
            <Alert tone="error">
              <p className={styles.flat}>{saveError}</p>
            </Alert>
          )}
          <div className={styles.buttons}>
            <Button type="submit">{t('search.results')}</Button>
            <Button variant="secondary" loading={saving} onClick={() => void save()}>
              {t('search.save')}
            </Button>
          </div>
        </div>
      </form>
    </div>
  );
}

function FilterField({ field, form, options, onToggle }: { field: SearchFilterKey; form: SearchForm; options: ReturnType<typeof optionList>; onToggle: (id: number, on: boolean) => void }) {
  if (options.length === 0) return null;
  const chosen = form.filters[field] ?? [];
  return (
    <fieldset className={styles.group}>
      <legend className={styles.label}>{FILTER_LABELS[field]}</legend>
      <div className={styles.choices}>
        {options.map((option) => (
          <label key={option.id} className={styles.choice}>
            <input type="checkbox" checked={chosen.includes(option.id)} onChange={(event) => onToggle(option.id, event.target.checked)} />
            <span className={styles.choiceChip}>{option.text}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A whole-number input of the search form (km, rooms, euros, years). */
function NumberField({ onChange, ...props }: Omit<TextFieldProps, 'type' | 'onChange'> & { onChange: (value: string) => void }) {
  return <TextField {...props} type="number" inputMode="numeric" onChange={(event) => onChange(event.target.value)} />;
}
