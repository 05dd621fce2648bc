import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Where the app went: rendered for any path the test did not mount a page on. */
function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="location">{`${pathname}${search}${hash}`}</p>;
}

/** Renders `ui` at `url` (matching `path`); navigating elsewhere shows the probe. */
export function renderAt(ui: ReactElement, { url = '/', path = url.split(/[?#]/)[0] ?? '/' }: { url?: string; path?: string } = {}) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={ui} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}
