import clsx from 'clsx';
import type { CSSProperties, ElementType, HTMLAttributes, ReactNode } from 'react';
import styles from './Surface.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: ElementType;
  padding?: 'none' | 'md' | 'lg';
}

export function Card({ as: Component = 'div', padding = 'md', className, ...rest }: CardProps) {
  const pad = { none: styles.padNone, md: styles.padMd, lg: styles.padLg }[padding];
  return <Component className={clsx(styles.card, pad, className)} {...rest} />;
}

export type Tone = 'neutral' | 'primary' | 'secondary' | 'success' | 'warning';

export function Tag({ tone = 'neutral', className, ...rest }: HTMLAttributes<HTMLSpanElement> & { tone?: Tone }) {
  const toneClass = { neutral: undefined, primary: styles.tagPrimary, secondary: styles.tagSecondary, success: styles.tagSuccess, warning: styles.tagWarning }[tone];
  return <span className={clsx(styles.tag, toneClass, className)} {...rest} />;
}

/** A counter bubble; hidden at zero (SPEC 2.7). */
export function Badge({ count, label, max = 99, className }: { count: number; label: string; max?: number; className?: string }) {
  if (!count || count <= 0) return null;
  return (
    <span className={clsx(styles.badge, className)} aria-label={label} role="status">
      {count > max ? `${max}+` : count}
    </span>
  );
}

export function Skeleton({ width = '100%', height = '1rem', radius, className }: { width?: string | number; height?: string | number; radius?: string; className?: string }) {
  const style: CSSProperties = { width, height, ...(radius ? { borderRadius: radius } : {}) };
  return <span className={clsx(styles.skeleton, className)} style={style} aria-hidden="true" />;
}

/** Lines of skeleton text with an accessible "loading" status. */
export function SkeletonText({ lines = 3, label = 'Chargement…' }: { lines?: number; label?: string }) {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} width={i === lines - 1 ? '60%' : '100%'} height="0.9rem" className={styles.skeletonLine} />
      ))}
    </div>
  );
}

export function Spinner({ label = 'Chargement…' }: { label?: string }) {
  return (
    <span role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

export function Alert({ tone = 'info', title, children, className }: { tone?: AlertTone; title?: ReactNode; children?: ReactNode; className?: string }) {
  const toneClass = { info: styles.alertInfo, success: styles.alertSuccess, warning: styles.alertWarning, error: styles.alertError }[tone];
  return (
    <div className={clsx(styles.alert, toneClass, className)} role={tone === 'error' ? 'alert' : 'status'}>
      <div className={styles.alertBody}>
        {title && <p className={styles.alertTitle}>{title}</p>}
        {children}
      </div>
    </div>
  );
}

export function VisuallyHidden({ children, as: Component = 'span' }: { children: ReactNode; as?: ElementType }) {
  return <Component className={styles.visuallyHidden}>{children}</Component>;
}
