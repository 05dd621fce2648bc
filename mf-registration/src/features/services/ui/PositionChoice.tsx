import type { OptionChoice } from '@coloc/shared';
import { Tag } from '@coloc/shared/ui';
import clsx from 'clsx';
import { useId } from 'react';
import { isForServices, orderPositions } from '../model/services';
import styles from './ServicesPage.module.css';

export interface PositionChoiceProps {
  legend: string;
  hint: string;
  /** Label of the mark on housing-for-services positions. */
  mark: string;
  options: readonly OptionChoice[];
  value: number | null;
  onChange: (value: number) => void;
  error?: string | null;
}

/** One position among the list, housing-for-services ones first and marked; arrow keys move between them. */
export function PositionChoice({ legend, hint, mark, options, value, onChange, error }: PositionChoiceProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.group} aria-describedby={clsx(hintId, error && errorId)}>
      <legend className={styles.legend}>{legend}</legend>
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
      <div className={styles.positions}>
        {orderPositions(options).map((option) => {
          const emphasised = isForServices(option);
          return (
            <label key={option.id} className={clsx(styles.position, emphasised && styles.emphasised)}>
              <input
                type="radio"
                name={`position${id}`}
                value={option.id}
                checked={value === option.id}
                onChange={() => onChange(option.id)}
                aria-invalid={error ? true : undefined}
              />
              <span className={styles.positionText}>{option.text}</span>
              {emphasised && (
                <Tag tone="secondary" aria-hidden="true">
                  {mark}
                </Tag>
              )}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
