import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CityChips } from './CityChips';

describe('CityChips', () => {
  it('lists the chosen cities under their name, each with a named remove button', async () => {
    const onRemove = jest.fn();
    render(<CityChips cities={[{ id: 1, label: 'Lyon (Rhône)' }, { id: undefined, label: 'Nantes' }]} removeLabel={(city) => `Retirer ${city}`} onRemove={onRemove} label="Villes choisies" />);
    const list = screen.getByRole('list', { name: 'Villes choisies' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Lyon (Rhône)×', 'Nantes×']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retirer Nantes' }));
    expect(onRemove).toHaveBeenCalledWith(undefined);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retirer Lyon (Rhône)' }));
    expect(onRemove).toHaveBeenLastCalledWith(1);
  });

  it('renders nothing while no city is chosen', () => {
    const { container } = render(<CityChips cities={[]} removeLabel={(city) => city} onRemove={jest.fn()} label="Villes" />);
    expect(container).toBeEmptyDOMElement();
  });
});
