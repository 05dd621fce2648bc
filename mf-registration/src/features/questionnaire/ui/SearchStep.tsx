// Step search (last of the seeker's flow): where, how much, with whom. Saved with POST /api/searches
// the first time, PUT afterwards; the flow then ends at matching.
import { type City, cityLabel, optionList, type Search } from '@coloc/shared';
import { CityCombobox, TextField, type TextFieldProps } from '@coloc/shared/ui';
import { CityChips } from '@coloc/shared/ui/CityChips';
import { useEffect, useId, useRef, useState } from 'react';
import type { TextKey } from '../../../i18n/fr';
import { useTexts } from '../../../i18n/useTexts';
import { saveSearch } from '../../../entities/flow/api/registrationApi';
import type { StepContext } from '../../../entities/flow/model/context';
import { ChoiceGroup, MultiChoiceGroup } from '../../../entities/flow/ui/ChoiceGroup';
import { StepForm } from '../../../entities/flow/ui/StepForm';
import { GENDER_UNDISCLOSED } from '../model/answers';
import { focusFirstError } from './focusFirstError';
import {
  addCity,
  formFromSearch,
  optionOfSituation,
  SEARCH_FLAGS,
  SEARCH_LIMITS,
  searchBody,
  situationOfOption,
  validateSearchForm,
  type SearchForm,
  type SearchFormError,
} from '../model/searchForm';
import styles from './SearchStep.module.css';

const ERROR_TEXTS: Record<SearchFormError, TextKey> = {
  citiesRequired: 'questionnaire.search.citiesRequired',
  radiusInvalid: 'questionnaire.search.radiusInvalid',
  bedroomCountInvalid: 'questionnaire.search.bedroomCountInvalid',
  budgetInvalid: 'questionnaire.search.budgetInvalid',
  budgetOrder: 'questionnaire.search.budgetOrder',
  ageInvalid: 'questionnaire.search.ageInvalid',
  ageOrder: 'questionnaire.search.ageOrder',
};

/** 0 "Peu importe", 1 "Oui", 2 "Non". */
function triStateId(value: boolean | null): number {
  return value === null ? 0 : value ? 1 : 2;
}
function triStateValue(id: number): boolean | null {
  return id === 0 ? null : id === 1;
}

export default function SearchStep({ flow }: { flow: StepContext }) {
  const t = useTexts();
  const body = useRef<HTMLDivElement>(null);
  const cityInput = useRef<HTMLInputElement>(null);
  const citiesId = `cities${useId().replace(/:/g, '')}`;
  const saved: Search | null = flow.user.search;
  const [form, setForm] = useState<SearchForm>(() => formFromSearch(saved));
  const [submitted, setSubmitted] = useState(false);
  // A new combobox after each choice: its input is empty and ready for the next city.
  const [comboboxKey, setComboboxKey] = useState(0);
  const [refocus, setRefocus] = useState(false);
  const [moreOpen] = useState(() => form.gender !== null || SEARCH_FLAGS.some((flag) => form.flags[flag] !== null));

  useEffect(() => {
    if (refocus) {
      cityInput.current?.focus();
      setRefocus(false);
    }
  }, [refocus, comboboxKey]);

  const errors = validateSearchForm(form);
  const errorText = (error: SearchFormError | undefined, values: Record<string, number> = {}) =>
    submitted && error ? t(ERROR_TEXTS[error], values) : null;
  const update = <K extends keyof SearchForm>(field: K, value: SearchForm[K]) => setForm((current) => ({ ...current, [field]: value }));

  function chooseCity(city: City | null) {
    if (!city) return;
    setForm((current) => ({ ...current, cities: addCity(current.cities, city) }));
    setComboboxKey((key) => key + 1);
    setRefocus(true);
  }

  function removeCity(id: number | undefined) {
    setForm((current) => ({ ...current, cities: current.cities.filter((entry) => entry.geoname.id !== id) }));
    // The chip and its button are gone: the city input is the natural next place.
    setRefocus(true);
  }

  async function submit() {
    setSubmitted(true);
    if (Object.keys(errors).length > 0) {
      focusFirstError(body.current);
      return false;
    }
    await saveSearch(searchBody(form, saved, flow.user.profile));
  }

  const triStateOptions = [
    { id: 0, text: t('questionnaire.search.any'), children: [] },
    { id: 1, text: t('questionnaire.search.yes'), children: [] },
    { id: 2, text: t('questionnaire.search.no'), children: [] },
  ];
  const situationOptions = optionList(flow.options, 'situation').filter((option) => situationOfOption(option.id) !== null);

  return (
    <StepForm
      flow={flow}
      title={t('questionnaire.search.title')}
      intro={t('questionnaire.search.intro')}
      onSubmit={submit}
      submitLabel={flow.mode === 'registration' ? t('questionnaire.search.submit') : undefined}
    >
      <div ref={body}>
        <fieldset className={styles.group} aria-describedby={`${citiesId}-hint`}>
          <legend className={styles.legend}>{t('questionnaire.search.cities')}</legend>
          <p id={`${citiesId}-hint`} className={styles.hint}>
            {t('questionnaire.search.cityHint')}
          </p>
          <CityChips
            cities={form.cities.map((entry) => ({ id: entry.geoname.id, label: cityLabel(entry.geoname) }))}
            removeLabel={(city) => t('questionnaire.search.removeCity', { city })}
            onRemove={removeCity}
            label={t('questionnaire.search.cities')}
          />
          {form.cities.length < SEARCH_LIMITS.maxCities ? (
            <CityCombobox
              key={comboboxKey}
              value={null}
              onChange={chooseCity}
              inputRef={cityInput}
              label={t('questionnaire.search.cityLabel')}
              error={errorText(errors.cities)}
            />
          ) : (
            <p className={styles.full}>{t('questionnaire.search.tooManyCities', { max: SEARCH_LIMITS.maxCities })}</p>
          )}
        </fieldset>

        <div className={styles.row}>
          <NumberField
            label={t('questionnaire.search.radius')}
            min={0}
            max={SEARCH_LIMITS.maxRadius}
            value={form.radius}
            onChange={(value) => update('radius', value)}
            error={errorText(errors.radius, { max: SEARCH_LIMITS.maxRadius })}
          />
          <NumberField
            label={t('questionnaire.search.bedroomCount')}
            min={SEARCH_LIMITS.minBedrooms}
            max={SEARCH_LIMITS.maxBedrooms}
            value={form.bedroomCount}
            onChange={(value) => update('bedroomCount', value)}
            error={errorText(errors.bedroomCount, { min: SEARCH_LIMITS.minBedrooms, max: SEARCH_LIMITS.maxBedrooms })}
          />
        </div>

        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('questionnaire.search.budget')}</legend>
          <div className={styles.pair}>
            <NumberField
              label={t('questionnaire.search.budgetMin')}
              min={0}
              max={SEARCH_LIMITS.maxBudget}
              step={10}
              value={form.budgetMin}
              onChange={(value) => update('budgetMin', value)}
              error={errorText(errors.budgetMin, { max: SEARCH_LIMITS.maxBudget })}
            />
            <NumberField
              label={t('questionnaire.search.budgetMax')}
              min={0}
              max={SEARCH_LIMITS.maxBudget}
              step={10}
              value={form.budgetMax}
              onChange={(value) => update('budgetMax', value)}
              error={errorText(errors.budgetMax, { max: SEARCH_LIMITS.maxBudget })}
            />
          </div>
        </fieldset>

        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('questionnaire.search.age')}</legend>
          <div className={styles.pair}>
            <NumberField
              label={t('questionnaire.search.ageMin')}
              min={0}
              max={SEARCH_LIMITS.maxAge}
              value={form.ageMin}
              onChange={(value) => update('ageMin', value)}
              error={errorText(errors.ageMin, { max: SEARCH_LIMITS.maxAge })}
            />
            <NumberField
              label={t('questionnaire.search.ageMax')}
              min={0}
              max={SEARCH_LIMITS.maxAge}
              value={form.ageMax}
              onChange={(value) => update('ageMax', value)}
              error={errorText(errors.ageMax, { max: SEARCH_LIMITS.maxAge })}
            />
          </div>
        </fieldset>

        <MultiChoiceGroup
          legend={t('questionnaire.search.situations')}
          hint={t('questionnaire.search.situationsHint')}
          options={situationOptions}
          value={form.situations.map(optionOfSituation)}
          onChange={(ids) =>
update('situations', ids.flatMap((id) => situationOfOption(id) ?? []))
          }
        />

        <details className={styles.more} open={moreOpen}>
          <summary>{t('questionnaire.search.more')}</summary>
          <div className={styles.moreBody}>
            <p className={styles.hint}>{t('questionnaire.search.moreHint')}</p>
            <ChoiceGroup
              name="search-gender"
              legend={t('questionnaire.search.gender')}
              options={[
                { id: 0, text: t('questionnaire.search.any'), children: [] },
                ...optionList(flow.options, 'gender').filter((option) => option.id !== GENDER_UNDISCLOSED),
              ]}
              value={form.gender ?? 0}
              onChange={(id) => update('gender', id === 0 ? null : id)}
            />
            {SEARCH_FLAGS.map((flag) => (
              <ChoiceGroup
                key={flag}
                name={`search-${flag}`}
                legend={t(`questionnaire.search.flags.${flag}`)}
                options={triStateOptions}
                value={triStateId(form.flags[flag])}
                onChange={(id) => update('flags', { ...form.flags, [flag]: triStateValue(id) })}
              />
            ))}
          </div>
        </details>
      </div>
    </StepForm>
  );
}

/** A whole-number input of the search form (km, rooms, euros, years). */
function NumberField({ onChange, ...props }: Omit<TextFieldProps, 'type' | 'onChange'> & { onChange: (value: string) => void }) {
  return <TextField {...props} type="number" inputMode="numeric" onChange={(event) => onChange(event.target.value)} />;
}
