import { confirm, popup, showError } from '@coloc/shared';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GlobalModals } from './GlobalModals';

describe('global modals (SPEC 2.11)', () => {
  it("shows queued errors one at a time under the title 'Erreur'", async () => {
    const user = userEvent.setup();
    render(<GlobalModals />);
    act(() => {
      showError('Première erreur');
      showError('Seconde erreur');
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Erreur' });
    expect(within(dialog).getByText('Première erreur')).toBeInTheDocument();
    expect(within(dialog).getByText('1 autre message à suivre')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('Seconde erreur')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('moves focus into the dialog and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<GlobalModals />);
    act(() => showError('Connexion perdue'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("confirm offers 'Annuler' and 'Oui' and resolves with the choice", async () => {
    const user = userEvent.setup();
    render(<GlobalModals />);
    let answer!: Promise<boolean>;
    act(() => {
      answer = confirm({ title: 'Supprimer cette annonce ?', content: 'Voulez-vous vraiment supprimer cette annonce ?' });
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer cette annonce ?' });
    expect(within(dialog).getByText('Voulez-vous vraiment supprimer cette annonce ?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Oui' }));
    await expect(answer).resolves.toBe(true);

    act(() => {
      answer = confirm({ title: 'Ne plus voir ce profil ?', yes: 'Confirmer', no: 'Garder' });
    });
    await user.click(await screen.findByRole('button', { name: 'Garder' }));
    await expect(answer).resolves.toBe(false);
  });

  it("popup falls back to 'Error {status}'", async () => {
    const user = userEvent.setup();
    render(<GlobalModals />);
    act(() => popup({ status: 503, statusText: 'Service Unavailable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error 503' });
    expect(within(dialog).getByText('Service Unavailable')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['an error', (): void => void showError('Enregistrement impossible'), 'alertdialog'],
    ['a confirmation', (): void => void confirm({ title: 'Supprimer ce document ?' }), 'alertdialog'],
    ['a popup', (): void => void popup({ status: 503, statusText: 'Service Unavailable' }), 'dialog'],
  ] as const)('keeps Tab inside %s and gives the focus back to the button that asked on Escape', async (_, open, role) => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button" onClick={open}>
          Agir
        </button>
        <GlobalModals />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Agir' });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole(role);
    expect(dialog.contains(document.activeElement)).toBe(true);
    for (let presses = 0; presses < 5; presses += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
      await user.tab({ shift: true });
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole(role)).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
