import { matchRoute, type User } from '@coloc/shared';
import { Badge } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { $matchCount, $unreadCount } from '../counters/model';
import { BackgroundRemote } from '../remotes/BackgroundRemote';
import { $siteConfig } from '../site/model';
import { Icon } from './Icon';
import { sidebarEntries } from './sidebarEntries';
import styles from './Layout.module.css';

export function DashboardSidebar({ user }: { user: User }) {
  const location = useLocation();
  const [unread, matches, config] = useUnit([$unreadCount, $matchCount, $siteConfig]);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const entries = sidebarEntries({ user, home: user.home, customerServiceUserId: config?.customer_service_user_id ?? null, location });
  const currentName = matchRoute(location.pathname).route.name;
  const current = entries.find((entry) => matchRoute(entry.to.split('?')[0]!).route.name === currentName);
  const counts = { unread, match: matches };
  // Matching owns the count behind 'Mon matching': it publishes it on the bus from a headless widget.
  const showsMatchCount = entries.some((entry) => entry.badge === 'match');

  return (
    <nav className={styles.sidebar} aria-label="Mon espace">
      {showsMatchCount && <BackgroundRemote remote="mf_matching" exposed="MatchCount" />}
      {/* Messaging keeps the chat socket and publishes the unread count behind 'Ma messagerie'. */}
      <BackgroundRemote remote="mf_messaging" exposed="ChatConnection" />
      <button type="button" className={styles.sidebarToggle} aria-expanded={open} aria-controls={listId} onClick={() => setOpen((v) => !v)}>
        <Icon name={open ? 'close' : 'menu'} />
        <span>{current?.label ?? 'Mon espace'}</span>
      </button>
      <ul id={listId} className={styles.sidebarList} data-open={open} onClick={() => setOpen(false)}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link
              to={entry.to}
              className={entry === current ? styles.sidebarLinkActive : styles.sidebarLink}
              aria-current={entry === current ? 'page' : undefined}
            >
              <Icon name={entry.icon} />
              <span className={styles.sidebarLabel}>{entry.label}</span>
              {entry.badge && (
                <Badge
                  count={counts[entry.badge]}
                  label={entry.badge === 'unread' ? `${counts.unread} messages non lus` : `${counts.match} nouveaux profils compatibles`}
                />
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
