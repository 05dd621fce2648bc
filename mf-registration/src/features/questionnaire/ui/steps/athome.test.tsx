import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '@coloc/shared/testing';
import { makeUser } from '@coloc/shared/testing';
import { makeFlow, makeProfile } from '../../../../entities/flow/testing';
import { Athome1, Employment } from './athome';

const saved = () => json(200, makeProfile());

it('athome-1 shows the saved habits and sends all four', async () => {
  const api = mockApi({ 'PUT /api/profiles/7': saved });
  render(<Athome1 flow={makeFlow(makeUser({ profile: makeProfile({ cooking: 3 }) }))} />);
  expect(screen.getByRole('radio', { name: "J'aime cuisiner" })).toBeChecked();
  const user = userEvent.setup();
  await user.click(screen.getByRole('radio', { name: 'Très ordonné(e)' }));
  await user.click(screen.getByRole('button', { name: 'Suivant' }));
  expect(await api.lastBody('PUT /api/profiles/7')).toEqual({ time_at_home: null, clean_and_tidy: 1, cooking: 3, bathing: null });
});

it('employment picks the business area in a list and weighs the section', async () => {
  const api = mockApi({ 'PUT /api/profiles/7': saved });
  render(<Employment flow={makeFlow(makeUser({ profile: makeProfile({ work: 4 }) }))} />);
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText("Votre secteur d'activité"), 'Santé et médico-social');
  await user.click(screen.getByRole('radio', { name: 'Pas important' }));
  await user.click(screen.getByRole('button', { name: 'Suivant' }));
  expect(await api.lastBody('PUT /api/profiles/7')).toEqual({
    work: 4,
    education: null,
    business_area: 21,
    importance: { employment: 1 },
  });
});
