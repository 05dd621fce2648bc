import clsx from 'clsx';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styles from './ActionsMenu.module.css';

export interface MenuAction {
  label: string;
  onSelect: () => void;
  danger?: boolean;
}

/**
 * A menu button (WAI-ARIA APG « Menu Button »): Enter, Space or ↓ open it on the first item, ↑ on
 * the last; ↑ ↓ Home End move; Escape closes it back on the button; Tab or a click outside closes it.
 * Rarely used and destructive actions live here, away from the everyday buttons.
 */
export function ActionsMenu({ label, buttonText, actions, compact = false }: { label: string; buttonText: string; actions: readonly MenuAction[]; compact?: boolean }) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const items = useRef<Array<HTMLLIElement | null>>([]);
  const menuId = useId();

  useEffect(() => {
    if (open) items.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  function show(at: number) {
    setActive(at);
    setOpen(true);
  }

  function close(refocus: boolean) {
    setOpen(false);
    if (refocus) button.current?.focus();
  }

  function onButtonKey(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      show(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      show(actions.length - 1);
    }
  }

  function choose(action: MenuAction) {
    close(true);
    action.onSelect();
  }

  function onMenuKey(event: KeyboardEvent) {
    const last = actions.length - 1;
    const moves: Record<string, number> = { ArrowDown: active === last ? 0 : active + 1, ArrowUp: active === 0 ? last : active - 1, Home: 0, End: last };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(actions[active]!);
    }
  }

  return (
    <div className={clsx(styles.menuWrap, compact && styles.compact)}>
      <button
        ref={button}
        type="button"
        className={styles.menuButton}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : show(0))}
        onKeyDown={onButtonKey}
      >
        <span aria-hidden="true">⋯</span> <span className={styles.menuButtonText}>{buttonText}</span>
      </button>
      {open && (
        <ul ref={menu} id={menuId} role="menu" aria-label={label} className={styles.menu} onKeyDown={onMenuKey}>
          {actions.map((action, index) => (
            <li
              key={action.label}
              ref={(element) => {
                items.current[index] = element;
              }}
              role="menuitem"
              tabIndex={index === active ? 0 : -1}
              className={clsx(styles.menuItem, action.danger && styles.menuDanger)}
              onClick={() => choose(action)}
            >
              {action.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
