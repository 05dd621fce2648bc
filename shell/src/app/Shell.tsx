// The host: picks the route's layout, applies the guards, mounts the owning remote.
import { $sessionStatus, $user, isOwner, isPro, matchRoute, showsPropertyBar, type RouteMatch, type User } from '@coloc/shared';
import { SkeletonText } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ChatWidget } from '../features/chat-widget/ChatWidget';
import { CookieNotice } from '../features/cookies/CookieNotice';
import { resolveGuard } from '../features/guards/resolveGuard';
import { LAYOUTS } from '../features/layout/Layouts';
import { applyMeta, pageMeta } from '../features/meta/applyMeta';
import { GlobalModals } from '../features/modals/GlobalModals';
import { NavigationEffects } from '../features/navigation/NavigationEffects';
import { PwaPrompts } from '../features/pwa/PwaPrompts';
import { RemoteParcel } from '../features/remotes/RemoteParcel';
import { fetchSiteConfigFx } from '../features/site/model';
import { ClientOnly } from '../features/ssr/ClientOnly';
import { isServerRendered } from '../features/ssr/hydration';
import { SHELL_PAGES } from '../pages/StatusPages';

function RouteContent({ match, user }: { match: RouteMatch; user: User | null }) {
  const { owner, name } = match.route;
  const location = useLocation();
  if (owner === 'shell') {
    const Page = SHELL_PAGES[name] ?? SHELL_PAGES.NotFound!;
    return <Page />;
  }
  const withBar = !!user && (isPro(user) || isOwner(user)) && showsPropertyBar(name);
  const homeId = new URLSearchParams(location.search).get('home_id');
  return (
    <>
      {/* SPEC 2.8: the property bar of the selected home (home_id query, else the user's first home). */}
      {withBar && <RemoteParcel key="property-bar" remote="mf_properties" exposed="PropertyBar" data={{ homeId: homeId && /^\d+$/.test(homeId) ? Number(homeId) : null }} />}
      {/* Keyed by remote: moving between two routes of the same remote keeps it mounted. */}
      <RemoteParcel key={owner} remote={owner} />
    </>
  );
}

export function Shell() {
  const location = useLocation();
  const navigate = useNavigate();
  const [user, status] = useUnit([$user, $sessionStatus]);
  const owner = user ? isOwner(user) : undefined;
  const match = useMemo(() => matchRoute(location.pathname, { isOwner: owner }), [location.pathname, owner]);
  const decision = resolveGuard({ match, location, user, status });

  useEffect(() => {
    void fetchSiteConfigFx().catch(() => undefined);
  }, []);

  const redirectTo = decision.kind === 'redirect' ? decision.to : null;
  useEffect(() => {
    if (redirectTo) navigate(redirectTo, { replace: true });
  }, [redirectTo, navigate]);

  // A page the server rendered already has its own head (an advert's title, its canonical link).
  const keepServerHead = useRef(isServerRendered());
  useEffect(() => {
    if (keepServerHead.current) {
      keepServerHead.current = false;
      return;
    }
    applyMeta(pageMeta(match, window.location.origin));
  }, [match]);

  const Layout = LAYOUTS[match.route.layout];
  return (
    <>
      <Layout>
        {decision.kind === 'render' ? (
          <RouteContent match={match} user={user} />
        ) : (
          <div style={{ padding: '3rem 1.5rem', maxWidth: '48rem', margin: '0 auto' }}>
            <SkeletonText lines={4} />
          </div>
        )}
      </Layout>
      {/* What depends on the browser (stored choices, service worker, widget) comes after hydration. */}
      <CookieNotice />
      <ClientOnly>
        <GlobalModals />
        <ChatWidget />
        <PwaPrompts />
      </ClientOnly>
      <NavigationEffects />
    </>
  );
}
