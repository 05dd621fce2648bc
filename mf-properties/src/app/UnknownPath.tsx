import { matchRoute } from '@coloc/shared';
import { NotFoundPage } from '@coloc/shared/ui';
import { useLocation } from 'react-router-dom';

/**
 * A path this remote has no page for. If another area owns it (we just navigated there), the shell
 * is about to swap remotes: render nothing rather than flash a 404.
 */
export function UnknownPath() {
  const { pathname } = useLocation();
  const { route } = matchRoute(pathname);
  if (route.owner !== 'mf_properties' && route.name !== 'NotFound') return null;
  return <NotFoundPage />;
}
