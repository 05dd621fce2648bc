import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { City } from '../api/cities';
import { json, mockApi } from '../testing/http';
import { CityCombobox } from './CityCombobox';

const LYON = { id: 2996944, name: 'Lyon', admin1_name: 'Auvergne-Rhône-Alpes', admin2_name: 'Rhône' } as City;

function Harness({ onChange }: { onChange: (city: City | null) => void }) {
  const [city, setCity] = useState<City | null>(null);
  return (
    <CityCombobox
      value={city}
      onChange={(next) => {
        setCity(next);
        onChange(next);
      }}
    />
  );
}

describe('CityCombobox with the keyboard', () => {
  beforeEach(() => mockApi({ 'GET /api/cities': () => json(200, [LYON]) }));

  it('keeps every key and the caret where the visitor types, even in the middle of the text', async () => {
    const user = userEvent.setup();
    render(<Harness onChange={() => undefined} />);
    const input = screen.getByRole('combobox', { name: 'Ville' });
    await user.type(input, 'Lon');
    // Back two characters, then the missing letter: it lands there, not at the end.
    await user.keyboard('{ArrowLeft}{ArrowLeft}y');
    expect(input).toHaveValue('Lyon');
    expect((input as HTMLInputElement).selectionStart).toBe(2);
  });

  it('chooses a suggestion with the arrows and Enter', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Ville' });
    await user.type(input, 'Lyon');
    await screen.findByRole('option', { name: /Lyon/ });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(LYON));
    expect(input).toHaveValue('Lyon (Rhône)');
  });

  it('drops the chosen city as soon as its text is edited', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Ville' });
    await user.type(input, 'Lyon');
    await screen.findByRole('option', { name: /Lyon/ });
    await user.keyboard('{ArrowDown}{Enter}{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input).toHaveValue('Lyon (Rhône');
  });
});
