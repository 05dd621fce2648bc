import { remoteWidgetRendererProvided, type RemoteWidgetProps } from '@coloc/shared/ui';
import { json, makeUser, mockApi, renderAt, signInAs, signOutLocally } from '@coloc/shared/testing';
import { screen, within } from '@testing-library/react';
import type { User } from '@coloc/shared';
import ParametersPage from './ParametersPage';

async function renderFor(user: User) {
  mockApi({ 'GET /api/users/42/preferences': () => json(200, { email_messages: true, email_matches: true, email_visits: true, newsletter: false }) });
  signInAs(user);
  renderAt(<ParametersPage />, { url: '/agent/parameters', path: '/:user_type/parameters' });
  // The notifications section loads on its own: let it settle.
  await screen.findByRole('checkbox', { name: 'Quand je reçois un nouveau message' });
}

afterEach(() => signOutLocally());

describe('the « Compte bancaire » section of parameters', () => {
  it.each([
    ['an owner', makeUser({ type: 2 })],
    ['an agent', makeUser({ type: 4 })],
    ['a manager', makeUser({ type: 8 })],
    ['an owner-occupier', makeUser({ type: 1, home: { is_coloc: false } as User['home'] })],
  ])('mounts the payments ./BankAccount widget for %s, at the #compte-bancaire anchor', async (_label, user) => {
    const mounted: RemoteWidgetProps[] = [];
    remoteWidgetRendererProvided((props: RemoteWidgetProps) => {
      mounted.push(props);
      return <p>widget {props.exposed}</p>;
    });
    await renderFor(user);
    const section = screen.getByRole('region', { name: 'Compte bancaire' });
    expect(within(section).getByText('widget BankAccount')).toBeInTheDocument();
    expect(mounted[0]).toMatchObject({ remote: 'mf_payments', exposed: 'BankAccount' });
    expect(section.closest('#compte-bancaire')).not.toBeNull();
  });

  it('is not there for a seeker', async () => {
    await renderFor(makeUser({ type: 1 }));
    expect(screen.queryByRole('region', { name: 'Compte bancaire' })).not.toBeInTheDocument();
  });
});
