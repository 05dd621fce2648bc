// What happens on every navigation: bus-driven redirects, scroll to top, focus, page view.
import { navigationRequested } from '@coloc/shared';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { reportPageView } from '../analytics/pageViews';
import { MAIN_ID } from '../layout/SkipLink';
import { scrollToTop } from './scrollToTop';

export function NavigationEffects() {
  const navigate = useNavigate();
  const location = useLocation();
  const previous = useRef<string | null>(null);

  // Shared code (API hooks, session) asks for navigation through the bus: the shell owns history.
  useEffect(() => navigationRequested.watch(({ to, replace }) => navigate(to, { replace: !!replace })).unsubscribe, [navigate]);

  useEffect(() => {
    const path = `${location.pathname}${location.search}`;
    const referrer = previous.current ?? (document.referrer || null);
    const firstPage = previous.current === null;
    previous.current = path;
    if (!firstPage) {
      if (!location.hash) scrollToTop();
      document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
    }
    // Titles are set in the same commit; wait a frame so the view records the new one.
    const timer = window.setTimeout(() => reportPageView({ path, referrer, title: document.title }), 0);
    return () => window.clearTimeout(timer);
    // The hash is read, not watched: jumping to an anchor is not a new page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname, location.search]);

  return null;
}
