import { renderAt } from '@coloc/shared/testing';
import { screen } from '@testing-library/react';
import PrivacyPage from './PrivacyPage';

describe('privacy policy: religion and diet (issue 16, §4)', () => {
  it('says they stay private by default, are used only with both consents, and are never a filter without one', () => {
    renderAt(<PrivacyPage />, { url: '/politique-de-confidentialite', path: '/politique-de-confidentialite' });
    expect(screen.getByRole('heading', { name: 'Religion et alimentation : des données sensibles' })).toBeInTheDocument();
    expect(screen.getByText(/privées par défaut/)).toBeInTheDocument();
    expect(screen.getByText(/que si vous l'acceptez explicitement/)).toBeInTheDocument();
    expect(screen.getByText(/jamais proposées comme filtres de recherche/)).toBeInTheDocument();
  });
});

describe('privacy policy: your rights', () => {
  it('says where a copy of the data can be downloaded without writing to us', () => {
    renderAt(<PrivacyPage />, { url: '/politique-de-confidentialite', path: '/politique-de-confidentialite' });
    expect(screen.getByText(/télécharger à tout moment une copie de vos données/)).toHaveTextContent('depuis « Paramètres » une fois connecté(e) : bouton « Télécharger mes données »');
  });
});
