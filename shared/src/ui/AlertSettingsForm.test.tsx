import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlertSettingsForm, type AlertSettingsTexts, type AlertSettingsValues } from './AlertSettingsForm';

const TEXTS: AlertSettingsTexts = {
  push: 'Notifications push',
  email: 'E-mails',
  threshold: 'Affinité minimale (%)',
  thresholdHint: 'Entre 0 et 100.',
  thresholdInvalid: "Le seuil d'affinité doit être un nombre entier entre 0 et 100.",
  immediate: 'Immédiate',
  daily: 'Quotidienne (18 h)',
  never: 'Jamais',
  submit: 'Enregistrer',
  saved: 'Alertes enregistrées.',
};
const INITIAL: AlertSettingsValues = { threshold: 60, push_frequency: 'immediate', email_frequency: 'daily' };

describe('AlertSettingsForm', () => {
  it('saves the frequencies and threshold changed, then shows what the server kept', async () => {
    const onSave = jest.fn(async (values: AlertSettingsValues) => ({ ...values, threshold: 80 }));
    render(<AlertSettingsForm initial={INITIAL} texts={TEXTS} onSave={onSave} />);
    expect(screen.getByLabelText('Notifications push')).toHaveValue('immediate');
    await userEvent.selectOptions(screen.getByLabelText('E-mails'), 'never');
    const threshold = screen.getByLabelText(/Affinité minimale/);
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '75');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ threshold: 75, push_frequency: 'immediate', email_frequency: 'never' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Alertes enregistrées.');
    expect(screen.getByLabelText(/Affinité minimale/)).toHaveValue(80);
  });

  it.each(['', '101', '-1', '7.5'])('refuses the threshold %j in French without saving', async (typed) => {
    const onSave = jest.fn(async (values: AlertSettingsValues) => values);
    render(<AlertSettingsForm initial={INITIAL} texts={TEXTS} onSave={onSave} />);
    const threshold = screen.getByLabelText(/Affinité minimale/);
    await userEvent.clear(threshold);
    if (typed) await userEvent.type(threshold, typed);
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(TEXTS.thresholdInvalid)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows the server's French message when the save fails, and keeps the input", async () => {
    const onSave = jest.fn(async () => Promise.reject(new Error('Le seuil est invalide.')));
    render(<AlertSettingsForm initial={INITIAL} texts={TEXTS} onSave={onSave} />);
    await userEvent.selectOptions(screen.getByLabelText('E-mails'), 'immediate');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le seuil est invalide.');
    expect(screen.getByLabelText('E-mails')).toHaveValue('immediate');
  });
});
