import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormDialog } from './Dialog';

function setup(sending = false) {
  const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const onOpenChange = jest.fn();
  render(
    <FormDialog open onOpenChange={onOpenChange} title="Renommer" cancelLabel="Annuler" submitLabel="Enregistrer" sending={sending} onSubmit={onSubmit}>
      <label>
        Titre
        <input name="title" />
      </label>
    </FormDialog>,
  );
  return { onSubmit, onOpenChange };
}

describe('FormDialog', () => {
  it('submits its form from the footer button and from Enter in a field', async () => {
    const user = userEvent.setup();
    const { onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await user.type(screen.getByLabelText('Titre'), 'Bail{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('closes on cancel without submitting', async () => {
    const user = userEvent.setup();
    const { onSubmit, onOpenChange } = setup();
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
