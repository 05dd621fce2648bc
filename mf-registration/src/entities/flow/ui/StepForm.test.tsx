import { makeUser } from '@coloc/shared/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StepContext } from '../model/context';
import { StepForm } from './StepForm';

function flowOf(next: StepContext['next']): StepContext {
  return { step: 'home-2', user: makeUser(), options: {} as StepContext['options'], mode: 'registration', homeId: null, isFirst: false, position: 2, total: 16, next, previous: jest.fn() };
}

describe('StepForm: the pending and error state of every step', () => {
  it('keeps the buttons busy while the step saves, then moves on once', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const next = jest.fn(() => Promise.resolve());
    render(
      <StepForm flow={flowOf(next)} title="Votre logement" onSubmit={onSubmit}>
        <p>champs</p>
      </StepForm>,
    );
    const ui = userEvent.setup();
    await ui.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeDisabled();
    await act(async () => finish());
    expect(next).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeEnabled();
  });

  it('shows the refusal in French above the buttons, takes the focus there, and stays on the step', async () => {
    const next = jest.fn(() => Promise.resolve());
    render(
      <StepForm flow={flowOf(next)} title="Votre logement" onSubmit={() => Promise.reject(new Error('Le loyer doit être positif.'))}>
        <p>champs</p>
      </StepForm>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Suivant' }));
    const alert = await screen.findByText('Le loyer doit être positif.');
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(alert.closest('[tabindex="-1"]')).toHaveFocus();
    expect(next).not.toHaveBeenCalled();
  });

  it('stays on the step without a message when the step says its fields are wrong', async () => {
    const next = jest.fn(() => Promise.resolve());
    render(
      <StepForm flow={flowOf(next)} title="Votre logement" onSubmit={() => false}>
        <p>champs</p>
      </StepForm>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Suivant' }));
    expect(next).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeEnabled();
  });
});
