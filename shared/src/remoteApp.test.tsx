import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from './i18n';
import { createRemoteApp, createTexts } from './remoteApp';

initI18n();

function Page({ label }: { label: string }) {
  return <h1>{label}</h1>;
}

const { AppRoutes, lifecycles } = createRemoteApp('mf_payments', {
  DashboardInvoices: () => <Page label="Factures" />,
});

function at(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

describe('createRemoteApp', () => {
  it('renders the page of a route the remote owns, at the pattern of the shared table', async () => {
    at('/proprietaire/invoices');
    expect(await screen.findByRole('heading', { name: 'Factures' })).toBeInTheDocument();
  });

  it("renders nothing on another area's route, since the shell is about to swap remotes", () => {
    const { container } = at('/users/messages');
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the not-found page for a path nobody owns', () => {
    at('/nulle-part/ici/vraiment');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/introuvable/i);
  });

  it('gives the shell single-spa lifecycles', () => {
    expect(typeof lifecycles.bootstrap).toBe('function');
    expect(typeof lifecycles.mount).toBe('function');
    expect(typeof lifecycles.unmount).toBe('function');
  });
});

describe('createTexts', () => {
  const useTexts = createTexts('remote-test', { greeting: 'Bonjour {{name}}', items_one: '{{count}} facture', items_other: '{{count}} factures' });

  function Greeting() {
    const t = useTexts();
    return (
      <p>
        {t('greeting', { name: 'Léa' })} – {t('items', { count: 3 })}
      </p>
    );
  }

  it('registers the namespace and translates with values and plurals', () => {
    render(<Greeting />);
    expect(screen.getByText('Bonjour Léa – 3 factures')).toBeInTheDocument();
  });
});
