// A seeker's two result lists, homes and flatmates, one click apart; the search link goes along.
import { pathTo, type User } from '@coloc/shared';
import clsx from 'clsx';
import { Link, useLocation } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import styles from './matching.module.css';

export function MatchingTabs({ user, current }: { user: User; current: 'homes' | 'profiles' }) {
  const t = useTexts();
  const location = useLocation();
  const search = new URLSearchParams(location.search).get('search');
  const query = search ? { search } : {};
  const tabs = [
    { key: 'homes', label: t('matching.tabs.homes'), to: pathTo('DashboardHomeMatching', {}, { user, query }) },
    { key: 'profiles', label: t('matching.tabs.profiles'), to: pathTo('DashboardUserMatching', {}, { user, query }) },
  ] as const;
  return (
    <nav className={styles.tabs} aria-label={t('matching.tabs.label')}>
      {tabs.map((tab) => (
        <Link key={tab.key} to={tab.to} className={clsx(styles.tab, tab.key === current && styles.tabCurrent)} aria-current={tab.key === current ? 'page' : undefined}>
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
