import clsx from 'clsx';
import styles from './FavoriteButton.module.css';

/**
 * The heart of a card: a toggle button whose pressed state is the favourite (SPEC 4, Cards).
 * While the server answers it is aria-disabled, not disabled: a disabled button drops the keyboard
 * focus to the page, and the error modal that may follow would give it back to nowhere.
 */
export function FavoriteButton({ pressed, busy = false, label, onToggle, className }: { pressed: boolean; busy?: boolean; label: string; onToggle: () => void; className?: string }) {
  return (
    <button
      type="button"
      className={clsx(styles.heart, pressed && styles.pressed, className)}
      aria-pressed={pressed}
      aria-label={label}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={busy ? undefined : onToggle}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4Z" />
      </svg>
    </button>
  );
}
