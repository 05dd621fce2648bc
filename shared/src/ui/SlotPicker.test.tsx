import { parisLocalValue, visitSlotHorizon } from '@coloc/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SlotPicker } from './SlotPicker';

function Picker({ errors = [] }: { errors?: Array<string | null> }) {
  const [slots, setSlots] = useState(['']);
  return (
    <SlotPicker
      slots={slots}
      onChange={setSlots}
      errors={errors}
      labelOf={(index) => `Créneau ${index + 1}`}
      removeLabelOf={(index) => `Retirer le créneau ${index + 1}`}
      addLabel="Ajouter un créneau"
      firstHint="Heure de Paris."
      now={Date.UTC(2030, 0, 15, 9, 0)}
    />
  );
}

describe('SlotPicker', () => {
  it('offers one required slot within the bounds the API checks, then up to three', async () => {
    const ui = userEvent.setup();
    render(<Picker />);
    const first = screen.getByLabelText(/Créneau 1/);
    expect(first).toBeRequired();
    expect(first).toHaveAttribute('min', parisLocalValue(Date.UTC(2030, 0, 15, 9, 0)));
    expect(first).toHaveAttribute('max', parisLocalValue(visitSlotHorizon(Date.UTC(2030, 0, 15, 9, 0))));
    expect(first).toHaveAttribute('step', '900');
    expect(screen.queryByRole('button', { name: 'Retirer le créneau 1' })).not.toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Ajouter un créneau' }));
    await ui.click(screen.getByRole('button', { name: 'Ajouter un créneau' }));
    expect(screen.getByLabelText('Créneau 3')).not.toBeRequired();
    expect(screen.queryByRole('button', { name: 'Ajouter un créneau' })).not.toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Retirer le créneau 2' }));
    expect(screen.queryByLabelText('Créneau 3')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter un créneau' })).toBeInTheDocument();
  });

  it("shows each slot's error on its field", () => {
    render(<Picker errors={['Ce créneau est déjà passé.']} />);
    expect(screen.getByLabelText(/Créneau 1/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Ce créneau est déjà passé.')).toBeInTheDocument();
  });
});
