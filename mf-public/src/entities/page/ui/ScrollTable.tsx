import type { ReactNode } from 'react';
import styles from './ScrollTable.module.css';

/**
 * A table that scrolls sideways, if it must, instead of widening the page on phones; the scroll area is
 * focusable and named so keyboard users can scroll it too.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.scroll} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
