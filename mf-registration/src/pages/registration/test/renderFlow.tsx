// The registration flow page at a step's URL, for the tests that drive a step through the whole page.
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import RegistrationPage from '../RegistrationPage';

/** The flow page at `url`; once it navigates away, the probe shows where it went. */
export function renderFlow(url: string) {
  const pro = !url.startsWith('/registration/');
  const step = url.split('/')[2];
  function Probe() {
    return <p data-testid="location">{useLocation().pathname}</p>;
  }
  function Only() {
    const params = useParams();
    const location = useLocation();
    return params.step === step && location.pathname === url ? <RegistrationPage /> : <Probe />;
  }
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={pro ? '/:user_type/:step/:home_id' : '/registration/:step'} element={<Only />} />
        <Route path="*" element={<Probe />} />
      </Routes>
    </MemoryRouter>,
  );
}
