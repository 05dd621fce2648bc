import clsx from 'clsx';
import { useSyncExternalStore, type CSSProperties, type ElementType, type HTMLAttributes } from 'react';
import { MEDIA } from '../constants';
import styles from './Layout.module.css';

export function Container({ as: Component = 'div', narrow = false, className, ...rest }: HTMLAttributes<HTMLElement> & { as?: ElementType; narrow?: boolean }) {
  return <Component className={clsx(styles.container, narrow && styles.narrow, className)} {...rest} />;
}

export interface GridProps extends HTMLAttributes<HTMLDivElement> {
  /** Columns per breakpoint (SPEC 9: mobile ≤ 767, tablet ≤ 1023, desktop beyond). */
  columns?: { mobile?: number; tablet?: number; desktop?: number };
  gap?: string;
  as?: ElementType;
}

export function Grid({ columns = {}, gap, as: Component = 'div', className, style, ...rest }: GridProps) {
  const vars = {
    '--grid-mobile': columns.mobile ?? 1,
    '--grid-tablet': columns.tablet ?? 2,
    '--grid-desktop': columns.desktop ?? 3,
    ...(gap ? { '--grid-gap': gap } : {}),
    ...style,
  } as CSSProperties;
  return <Component className={clsx(styles.grid, className)} style={vars} {...rest} />;
}

export function Stack({ gap, row = false, as: Component = 'div', className, style, ...rest }: HTMLAttributes<HTMLElement> & { gap?: string; row?: boolean; as?: ElementType }) {
  return <Component className={clsx(styles.stack, row && styles.row, className)} style={{ ...(gap ? { '--stack-gap': gap } : {}), ...style } as CSSProperties} {...rest} />;
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export type Breakpoint = 'mobile' | 'tablet' | 'desktop';

export function useBreakpoint(): Breakpoint {
  const mobile = useMediaQuery(MEDIA.mobile);
  const tablet = useMediaQuery(MEDIA.tablet);
  return mobile ? 'mobile' : tablet ? 'tablet' : 'desktop';
}
