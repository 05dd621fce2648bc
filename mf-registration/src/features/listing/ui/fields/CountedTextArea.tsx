import { TextAreaField } from '@coloc/shared/ui';
import clsx from 'clsx';
import { useId } from 'react';
import { useTexts } from '../../../../i18n/useTexts';
import styles from '../listing.module.css';

interface CountedTextAreaProps {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  error?: string | null;
  required?: boolean;
  rows?: number;
}

/** A text area with a live "n / max caractères" counter read out with the hint. */
export function CountedTextArea({ label, hint, value, onChange, max, error, required, rows = 6 }: CountedTextAreaProps) {
  const t = useTexts();
  const id = `text${useId().replace(/:/g, '')}`;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null, `${id}-counter`].filter(Boolean).join(' ');
  return (
    <div>
      <TextAreaField
        id={id}
        label={label}
        hint={hint}
        required={required}
        rows={rows}
        maxLength={max}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        aria-describedby={described}
      />
      <span id={`${id}-counter`} className={clsx(styles.counter, value.length >= max && styles.counterFull)}>
        {t('listing.texts.counter', { count: value.length, max })}
      </span>
    </div>
  );
}
