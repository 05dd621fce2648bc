import { useCombobox } from 'downshift';
import { useId, useState, type ChangeEvent, type Ref } from 'react';
import { CITY_QUERY_MIN_LENGTH, cityLabel, type City } from '../api/cities';
import styles from './CityCombobox.module.css';
import { VisuallyHidden } from './Surface';
import { useCitySuggestions } from './useCitySuggestions';

export interface CityComboboxProps {
  value: City | null;
  onChange: (city: City | null) => void;
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
  label?: string;
  placeholder?: string;
  required?: boolean;
  /** Name of the text input, so that a GET form sends what was typed when JavaScript is not running. */
  name?: string;
}

const TEXTS = {
  typeMore: `Saisissez au moins ${CITY_QUERY_MIN_LENGTH} lettres.`,
  searching: 'Recherche des villes…',
  failure: 'Impossible de charger les villes pour le moment. Réessayez dans un instant.',
  noResult: (query: string) => `Aucune ville ne correspond à « ${query} ».`,
  resultCount: (count: number) =>
    count === 1
      ? '1 ville trouvée, utilisez les flèches pour la sélectionner.'
      : `${count} villes trouvées, utilisez les flèches pour les parcourir.`,
};

const itemToString = (city: City | null) => (city ? cityLabel(city) : '');
const itemToKey = (city: City | null) => city?.id ?? null;

/** "Ville": a combobox over GET /api/cities, typed or chosen with the arrow keys. */
export function CityCombobox({
  value,
  onChange,
  error,
  inputRef,
  label = 'Ville',
  placeholder = 'Lyon, Nantes, Lille…',
  required = true,
  name,
}: CityComboboxProps) {
  const baseId = `city${useId().replace(/:/g, '')}`;
  const errorId = `${baseId}-error`;
  const [inputValue, setInputValue] = useState(value ? cityLabel(value) : '');
  // Once a city is chosen its label fills the input: that text is not a new query.
  const { cities, status, query } = useCitySuggestions(inputValue, !value || inputValue !== cityLabel(value));

  const typed = (next: string) => {
    setInputValue(next);
    if (value && next !== cityLabel(value)) onChange(null);
  };

  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps } = useCombobox<City>({
    id: baseId,
    items: cities,
    itemToString,
    itemToKey,
    selectedItem: value,
    inputValue,
    onInputValueChange: ({ inputValue: next, type }) => {
      // Typing is taken by the input's own onChange (below), within the keystroke: set here, one
      // render later, the controlled value lags and keys typed quickly are lost (downshift #1108).
      if (type === useCombobox.stateChangeTypes.InputChange) return;
      // Clearing the selection below would make downshift blank the input: keep what was typed.
      if (type === useCombobox.stateChangeTypes.ControlledPropUpdatedSelectedItem && !value) return;
      typed(next ?? '');
    },
    onSelectedItemChange: ({ selectedItem }) => onChange(selectedItem ?? null),
  });

  const text = inputValue.trim();
  let message: string | null = null;
  if (text.length > 0 && text.length < CITY_QUERY_MIN_LENGTH) message = TEXTS.typeMore;
  else if (status === 'loading' && cities.length === 0) message = TEXTS.searching;
  else if (status === 'error') message = TEXTS.failure;
  else if (status === 'done' && cities.length === 0) message = TEXTS.noResult(query);
  const showList = isOpen && cities.length > 0;
  const showMessage = isOpen && !!message;

  // Screen readers hear the outcome of each search, not every keystroke.
  let announcement = '';
  if (isOpen && status === 'done') announcement = cities.length ? TEXTS.resultCount(cities.length) : (message ?? '');
  else if (isOpen && status === 'error') announcement = message ?? '';

  return (
    <div className={styles.field}>
      <label className={styles.label} {...getLabelProps()}>
        {label}
      </label>
      <div className={styles.control}>
        <svg className={styles.pin} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="12" cy="10" r="2.3" fill="currentColor" />
        </svg>
        <input
          className={styles.input}
          placeholder={placeholder}
          spellCheck={false}
          {...getInputProps({
            ref: inputRef,
            ...(name ? { name } : {}),
            onChange: (event: ChangeEvent<HTMLInputElement>) => typed(event.currentTarget.value),
            'aria-invalid': error ? true : undefined,
            'aria-required': required || undefined,
            'aria-describedby': error ? errorId : undefined,
          })}
        />
        <div className={showList || showMessage ? styles.popover : styles.closed}>
          {/* Named on its own (not "Ville") so the label points at one control only. */}
          <ul className={styles.menu} {...getMenuProps({ 'aria-label': 'Communes proposées' })}>
            {showList &&
              cities.map((city, index) => (
                <li
                  key={city.id}
                  className={index === highlightedIndex ? `${styles.option} ${styles.highlighted}` : styles.option}
                  {...getItemProps({ item: city, index })}
                >
                  <span className={styles.cityName}>{city.name}</span>
                  {cityLabel(city).slice(city.name.length) && (
                    <span className={styles.cityArea}>{cityLabel(city).slice(city.name.length)}</span>
                  )}
                </li>
              ))}
          </ul>
          {showMessage && <p className={styles.message}>{message}</p>}
        </div>
      </div>
      <VisuallyHidden>
        <span role="status" aria-live="polite">
          {announcement}
        </span>
      </VisuallyHidden>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
