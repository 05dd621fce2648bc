import clsx from 'clsx';
import { useRef, type KeyboardEvent } from 'react';
import styles from './TabList.module.css';

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

/** The ids a tab and its panel carry, so that each names the other. */
export function tabIds(prefix: string, id: string): { tab: string; panel: string } {
  return { tab: `${prefix}-tab-${id}`, panel: `${prefix}-panel-${id}` };
}

/**
 * WAI-ARIA tabs with automatic activation: arrows, Home and End move between tabs and select
 * them; only the selected tab is in the tab order. The caller renders the panel with `tabIds`.
 */
export function TabList<T extends string>({ label, prefix, tabs, current, onSelect }: { label: string; prefix: string; tabs: readonly TabItem<T>[]; current: T; onSelect: (id: T) => void }) {
  const refs = useRef(new Map<T, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === current);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const target = tabs[(moves[event.key]! + tabs.length) % tabs.length]!;
    onSelect(target.id);
    refs.current.get(target.id)?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={styles.tabs} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const ids = tabIds(prefix, tab.id);
        return (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) refs.current.set(tab.id, element);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={ids.tab}
            aria-selected={tab.id === current}
            aria-controls={ids.panel}
            tabIndex={tab.id === current ? 0 : -1}
            className={clsx(styles.tab, tab.id === current && styles.selected)}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
