import { TextField, VisuallyHidden, type TextFieldProps } from '@coloc/shared/ui';
import { useId, useState } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import styles from './PasswordField.module.css';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  /** Spoken name of the toggle, e.g. "Afficher le mot de passe". */
  toggleName: string;
}

/**
 * A password input with a show/hide toggle. The toggle's visible word stays the same and its state
 * is carried by aria-pressed, so voice control and screen readers agree on its name.
 */
export function PasswordField({ toggleName, id, ...field }: PasswordFieldProps) {
  const t = useTexts();
  const generated = useId();
  const inputId = id ?? `pw${generated.replace(/:/g, '')}`;
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.wrapper}>
      <TextField {...field} id={inputId} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={visible}
        aria-controls={inputId}
        onClick={() => setVisible((value) => !value)}
      >
        <EyeIcon crossed={visible} />
        <span aria-hidden="true">{t('password.show')}</span>
        <VisuallyHidden>{toggleName}</VisuallyHidden>
      </button>
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
      {crossed && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
    </svg>
  );
}
