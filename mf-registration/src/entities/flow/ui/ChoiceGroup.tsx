import type { OptionChoice } from '@coloc/shared';
import clsx from 'clsx';
import { useId } from 'react';
import styles from './ChoiceGroup.module.css';

interface GroupFrameProps {
  legend: string;
  hint?: string;
  error?: string | null;
  options: readonly OptionChoice[];
  /** One choice per line (long labels) instead of chips. */
  stacked?: boolean;
}

/** One answer among the options: radio buttons drawn as chips, arrow keys move between them. */
export function ChoiceGroup({ legend, hint, error, options, stacked, value, onChange, name }: GroupFrameProps & {
  value: number | null;
  onChange: (value: number) => void;
  name?: string;
}) {
  const id = useId();
  const groupName = name ?? `choice${id}`;
  return (
    <fieldset className={styles.group} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {hint && <p className={styles.hint}>{hint}</p>}
      <div className={clsx(styles.choices, stacked && styles.stacked)} role="radiogroup" aria-label={legend}>
        {options.map((option) => (
          <label key={option.id} className={styles.choice}>
            <input
              type="radio"
              name={groupName}
              value={option.id}
              checked={value === option.id}
              onChange={() => onChange(option.id)}
            />
            <span className={styles.chip}>{option.text}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Any number of answers among the options: checkboxes drawn as chips. */
export function MultiChoiceGroup({ legend, hint, error, options, stacked, value, onChange, max }: GroupFrameProps & {
  value: readonly number[];
  onChange: (value: number[]) => void;
  /** Further choices are disabled once `max` are checked. */
  max?: number;
}) {
  const id = useId();
  const full = max !== undefined && value.length >= max;
  const toggle = (optionId: number, checked: boolean) =>
    onChange(checked ? [...value, optionId] : value.filter((selected) => selected !== optionId));
  return (
    <fieldset className={styles.group} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {hint && <p className={styles.hint}>{hint}</p>}
      <div className={clsx(styles.choices, stacked && styles.stacked)}>
        {options.map((option) => {
          const checked = value.includes(option.id);
          return (
            <label key={option.id} className={styles.choice}>
              <input
                type="checkbox"
                value={option.id}
                checked={checked}
                disabled={!checked && full}
                onChange={(event) => toggle(option.id, event.target.checked)}
              />
              <span className={styles.chip}>{option.text}</span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
