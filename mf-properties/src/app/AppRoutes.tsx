import { routesOwnedBy } from '@coloc/shared';
import { Skeleton } from '@coloc/shared/ui';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PAGES } from './pages';
import { UnknownPath } from './UnknownPath';

// Patterns come from the shared route table, so the shell and this remote never disagree on a URL.
const OWN_ROUTES = routesOwnedBy('mf_properties').flatMap((route) => {
  const Page = PAGES[route.name];
  return Page ? [{ name: route.name, path: route.path, Page }] : [];
});

/** The routes without their router: the app uses the browser's, tests a memory router. */
export function AppRoutes() {
  return (
    <Suspense fallback={<Skeleton height="16rem" />}>
      <Routes>
        {OWN_ROUTES.map(({ name, path, Page }) => (
          <Route key={name} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<UnknownPath />} />
      </Routes>
    </Suspense>
  );
}
