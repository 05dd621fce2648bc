import clsx from 'clsx';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styles from './Field.module.css';

interface FieldFrameProps {
  label: ReactNode;
  /** Inline error, announced and linked to the control. */
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}

/** The look of a text control, for custom controls (a combobox input) that are not a TextField. */
export const fieldControlClassName = styles.control;

function useFieldIds(id?: string) {
  const generated = useId();
  const controlId = id ?? `f${generated.replace(/:/g, '')}`;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

function describedBy(hint: ReactNode, error: string | null | undefined, ids: ReturnType<typeof useFieldIds>) {
  return [hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean).join(' ') || undefined;
}

function Frame({ label, error, hint, required, className, ids, children }: FieldFrameProps & { ids: ReturnType<typeof useFieldIds>; children: ReactNode }) {
  return (
    <div className={clsx(styles.field, className)}>
      <div className={styles.labelRow}>
        <label className={styles.label} htmlFor={ids.controlId}>
          {label}
        </label>
        {/* Outside the label so the field's accessible name stays exactly its label. */}
        {required && <span className={styles.required} aria-hidden="true">*</span>}
      </div>
      {hint && <span id={ids.hintId} className={styles.hint}>{hint}</span>}
      {children}
      {error && (
        <p id={ids.errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export interface TextFieldProps extends FieldFrameProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  ref?: Ref<HTMLInputElement>;
  inputClassName?: string;
}

/** A labelled input with its inline error; spread react-hook-form's `register()` into it. */
export function TextField({ label, error, hint, required, className, inputClassName, id, ref, ...input }: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <Frame label={label} error={error} hint={hint} required={required} className={className} ids={ids}>
      <input
        ref={ref}
        id={ids.controlId}
        className={clsx(styles.control, inputClassName)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(hint, error, ids)}
        {...input}
      />
    </Frame>
  );
}

export interface TextAreaFieldProps extends FieldFrameProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ label, error, hint, required, className, id, ref, ...textarea }: TextAreaFieldProps) {
  const ids = useFieldIds(id);
  return (
    <Frame label={label} error={error} hint={hint} required={required} className={className} ids={ids}>
      <textarea
        ref={ref}
        id={ids.controlId}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(hint, error, ids)}
        {...textarea}
      />
    </Frame>
  );
}

export interface SelectFieldProps extends FieldFrameProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> {
  ref?: Ref<HTMLSelectElement>;
  options: ReadonlyArray<{ value: string | number; label: string }>;
  placeholder?: string;
}

export function SelectField({ label, error, hint, required, className, id, ref, options, placeholder, ...select }: SelectFieldProps) {
  const ids = useFieldIds(id);
  return (
    <Frame label={label} error={error} hint={hint} required={required} className={className} ids={ids}>
      <select
        ref={ref}
        id={ids.controlId}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(hint, error, ids)}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  label: ReactNode;
  error?: string | null;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ label, error, className, id, ref, ...input }: CheckboxFieldProps) {
  const ids = useFieldIds(id);
  return (
    <div className={className}>
      <div className={styles.check}>
        <input ref={ref} type="checkbox" id={ids.controlId} aria-invalid={error ? true : undefined} aria-describedby={error ? ids.errorId : undefined} {...input} />
        <label htmlFor={ids.controlId}>{label}</label>
      </div>
      {error && (
        <p id={ids.errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
