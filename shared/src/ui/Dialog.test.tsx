import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './Button';
import { Dialog, FormDialog } from './Dialog';

/** An opener and the dialog it opens from state, as the remotes use it. */
function Harness({ kind }: { kind: 'dialog' | 'alertdialog' | 'form' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Avant</button>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      <button type="button">Après</button>
      {kind === 'form' ? (
        <FormDialog open={open} onOpenChange={setOpen} title="Renommer" cancelLabel="Annuler" submitLabel="Enregistrer" onSubmit={(event) => event.preventDefault()}>
          <label>
            Titre
            <input name="title" />
          </label>
        </FormDialog>
      ) : (
        <Dialog
          open={open}
          onOpenChange={setOpen}
          role={kind}
          title="Supprimer ?"
          description="Cette action est définitive."
          hideClose={kind === 'alertdialog'}
          footer={
            <>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                Annuler
              </Button>
              <Button onClick={() => setOpen(false)}>Oui</Button>
            </>
          }
        />
      )}
    </>
  );
}

async function openWithKeyboard(kind: 'dialog' | 'alertdialog' | 'form') {
  const user = userEvent.setup();
  render(<Harness kind={kind} />);
  const opener = screen.getByRole('button', { name: 'Ouvrir' });
  opener.focus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole(kind === 'alertdialog' ? 'alertdialog' : 'dialog');
  return { user, opener, dialog };
}

describe.each(['dialog', 'alertdialog', 'form'] as const)('%s: focus management', (kind) => {
  it('moves the focus inside on open', async () => {
    const { dialog } = await openWithKeyboard(kind);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user, dialog } = await openWithKeyboard(kind);
    const seen = new Set<Element>();
    for (let presses = 0; presses < 8; presses += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
      seen.add(document.activeElement!);
    }
    for (let presses = 0; presses < 8; presses += 1) {
      await user.tab({ shift: true });
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    // Every control of the dialog was reached: the cycle is not stuck on one element.
    expect(seen.size).toBeGreaterThanOrEqual(2);
  });

  it('closes on Escape and gives the focus back to the opener', async () => {
    const { user, opener } = await openWithKeyboard(kind);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole(kind === 'alertdialog' ? 'alertdialog' : 'dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('gives the focus back to the opener after a footer button', async () => {
    const { user, opener } = await openWithKeyboard(kind);
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(opener).toHaveFocus();
  });
});

it('returns the focus to the element that had it when a dialog opens from outside (e.g. the error queue)', async () => {
  const user = userEvent.setup();
  const { rerender } = render(
    <>
      <input aria-label="Champ" />
      <Dialog open={false} onOpenChange={() => undefined} title="Erreur" />
    </>,
  );
  const field = screen.getByLabelText('Champ');
  field.focus();
  const close = jest.fn();
  rerender(
    <>
      <input aria-label="Champ" />
      <Dialog open onOpenChange={close} title="Erreur" />
    </>,
  );
  expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  await user.keyboard('{Escape}');
  expect(close).toHaveBeenCalledWith(false);
  rerender(
    <>
      <input aria-label="Champ" />
      <Dialog open={false} onOpenChange={close} title="Erreur" />
    </>,
  );
  // Radix gives the focus back on the next tick.
  await waitFor(() => expect(field).toHaveFocus());
});
