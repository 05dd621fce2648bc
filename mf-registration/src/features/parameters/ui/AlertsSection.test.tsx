import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlertsSection } from './AlertsSection';
import { fetchAlertSettings, saveAlertSettings } from '../api/alertsApi';

jest.mock('../api/alertsApi', () => ({ fetchAlertSettings: jest.fn(), saveAlertSettings: jest.fn() }));

const fetchMock = fetchAlertSettings as jest.MockedFunction<typeof fetchAlertSettings>;
const saveMock = saveAlertSettings as jest.MockedFunction<typeof saveAlertSettings>;

describe('« Alertes » section', () => {
  beforeEach(() => {
    fetchMock.mockResolvedValue({ threshold: 60, push_frequency: 'immediate', email_frequency: 'daily' });
    saveMock.mockImplementation(async (settings) => settings);
  });

  it('shows the settings and saves the ones changed', async () => {
    render(<AlertsSection />);
    const email = await screen.findByLabelText('E-mails');
    expect(email).toHaveValue('daily');
    await userEvent.selectOptions(email, 'never');
    const threshold = screen.getByLabelText(/Affinité minimale/);
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '75');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer mes alertes' }));
    await waitFor(() => expect(saveMock).toHaveBeenCalledWith({ threshold: 75, push_frequency: 'immediate', email_frequency: 'never' }));
    expect(await screen.findByText('Vos alertes sont enregistrées.')).toBeInTheDocument();
  });

  it('refuses a threshold above 100 in French without calling the API', async () => {
    render(<AlertsSection />);
    const threshold = await screen.findByLabelText(/Affinité minimale/);
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '120');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer mes alertes' }));
    expect(await screen.findByText("Le seuil d'affinité doit être un nombre entier entre 0 et 100.")).toBeInTheDocument();
    expect(saveMock).not.toHaveBeenCalled();
  });
});
