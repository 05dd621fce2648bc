// The questionnaire inside the real flow page: saving a step records progress and opens the next one.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '@coloc/shared/testing';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { renderAt } from '@coloc/shared/testing';
import { makeSearch, makeUser, signInAs } from '@coloc/shared/testing';
import RegistrationPage from './RegistrationPage';
import { makeProfile, OPTIONS } from '../../entities/flow/testing';

/** The flow page for `step` only: any other URL shows where the flow went. */
function renderStep(step: string) {
  function Only() {
    const params = useParams();
    const location = useLocation();
    return params.step === step ? <RegistrationPage /> : <p data-testid="location">{location.pathname}</p>;
  }
  return render(
    <MemoryRouter initialEntries={[`/registration/${step}`]}>
      <Routes>
        <Route path="/registration/:step" element={<Only />} />
      </Routes>
    </MemoryRouter>,
  );
}

it('home-1 sends an owner-occupier into the non-coloc branch and records the step reached', async () => {
  const before = makeUser({ registration_step: 14, profile: makeProfile({ position: 2 }) });
  const after = { ...before, profile: makeProfile({ position: 2, home_kind: 'non-coloc' }) };
  const api = mockApi({
    'GET /api/options': () => json(200, OPTIONS),
    'PUT /api/profiles/7': () => json(200, after.profile),
    'GET /api/users/myself': () => json(200, after),
    'PUT /api/users/42': () => json(200, { ...after, registration_step: 15 }),
  });
  signInAs(before);
  renderStep('home-1');

  const user = userEvent.setup();
  await user.click(await screen.findByRole('radio', { name: /Je suis propriétaire occupant/ }));
  await user.click(screen.getByRole('button', { name: 'Suivant' }));

  expect(await screen.findByTestId('location')).toHaveTextContent('/registration/home-3b');
  expect(await api.lastBody('PUT /api/profiles/7')).toEqual({ position: 2, service_list: [], home_kind: 'non-coloc' });
  expect(await api.lastBody('PUT /api/users/42')).toEqual({ registration_step: 15 });
});

it('the search step ends the flow at matching with registration_step 100', async () => {
  const before = makeUser({
    registration_step: 15,
    profile: makeProfile({ situation: 1 }),
    search: makeSearch({ id: 4, per_room_budget_max: 1500, age_min: 0, age_max: 120 }),
  });
  const api = mockApi({
    'GET /api/options': () => json(200, OPTIONS),
    'PUT /api/searches/4': () => json(200, before.search),
    'GET /api/users/myself': () => json(200, before),
    'PUT /api/users/42': () => json(200, { ...before, registration_step: 100 }),
  });
  signInAs(before);
  renderAt(<RegistrationPage />, { url: '/registration/search', path: '/registration/:step' });

  await userEvent.setup().click(await screen.findByRole('button', { name: 'Voir mes résultats' }));

  expect(await screen.findByTestId('location')).toHaveTextContent('/users/user-matching');
  expect(await api.lastBody('PUT /api/users/42')).toEqual({ registration_step: 100 });
});
