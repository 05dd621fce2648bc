import { routesOwnedBy } from '@coloc/shared';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageSkeleton } from '../features/page/ui/PageSkeleton';
import { PAGES } from './pages';
import { UnknownPath } from './UnknownPath';

// Patterns come from the shared route table, so the shell and this remote never disagree on a URL.
const OWN_ROUTES = routesOwnedBy('mf_public').flatMap((route) => {
  const Page = PAGES[route.name];
  return Page ? [{ name: route.name, path: route.path, Page }] : [];
});

/** The routes without their router: the app uses the browser's, tests a memory router. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Routes>
        {OWN_ROUTES.map(({ name, path, Page }) => (
          <Route key={name} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<UnknownPath />} />
      </Routes>
    </Suspense>
  );
}
