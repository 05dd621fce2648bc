import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
// Not './LazyDialog': the jest preset maps that request to the dialog itself for every other test.
import { Dialog } from '../ui/LazyDialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Confirmer" description="Voulez-vous continuer ?" />
    </>
  );
}

describe('Dialog loaded on demand', () => {
  it('renders nothing until opened, then the dialog, and gives the focus back when closed', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    expect(await screen.findByRole('dialog', { name: 'Confirmer' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ouvrir' })).toHaveFocus();
    // Opened again, it shows at once: the code is there now.
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    expect(screen.getByRole('dialog', { name: 'Confirmer' })).toBeInTheDocument();
  });
});
