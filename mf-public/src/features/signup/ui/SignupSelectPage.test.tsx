import { screen } from '@testing-library/react';
import { renderAt } from '@coloc/shared/testing';
import SignupSelectPage from './SignupSelectPage';

describe('account type choice', () => {
  it('offers the five account types, keeping the search draft', () => {
    renderAt(<SignupSelectPage />, { url: '/signupselect?search=abc' });
    expect(screen.getByRole('heading', { level: 1, name: 'Créer un compte' })).toBeInTheDocument();
    const expected: Array<[RegExp, string]> = [
      [/^Je cherche une colocation/, 'users'],
      [/^Je suis propriétaire/, 'proprietaire'],
      [/^Je partage mon logement/, 'prop-occupant'],
      [/^Agence immobilière/, 'agent'],
      [/^Gestionnaire de biens/, 'manager'],
    ];
    for (const [name, type] of expected) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', `/signup/${type}?search=abc`);
    }
  });
});
