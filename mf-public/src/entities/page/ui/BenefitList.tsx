import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';
import styles from './BenefitList.module.css';
import clsx from 'clsx';

export interface Benefit {
  icon: IconName;
  title: ReactNode;
  text?: ReactNode;
}

/** A short list of promises, each with its icon; titles are strong text, not headings. */
export function BenefitList({ items, className }: { items: readonly Benefit[]; className?: string }) {
  return (
    <ul className={clsx(styles.list, className)}>
      {items.map((item, index) => (
        <li key={index} className={styles.item}>
          <span className={styles.icon}>
            <Icon name={item.icon} />
          </span>
          <span>
            <strong className={styles.title}>{item.title}</strong>
            {item.text && <span className={styles.text}>{item.text}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
