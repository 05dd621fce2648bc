import type { OptionChoice } from '@coloc/shared';
import { isForServices, orderPositions, validateServices } from './services';

const option = (id: number, text: string): OptionChoice => ({ id, text, children: [] });
const POSITIONS = [
  option(1, 'Je cherche une chambre en colocation'),
  option(2, 'Je propose une chambre dans mon logement'),
  option(4, 'Je cherche un logement contre services'),
  option(5, 'Je propose un logement contre services'),
];

describe('housing-for-services rules', () => {
  it('recognises housing-for-services positions by their label and puts them first', () => {
    expect(POSITIONS.filter(isForServices).map((p) => p.id)).toEqual([4, 5]);
    expect(orderPositions(POSITIONS).map((p) => p.id)).toEqual([4, 5, 1, 2]);
  });

  it('needs a position, and a service when the position is for services', () => {
    expect(validateServices(null, [], POSITIONS)).toEqual({ position: 'positionRequired' });
    expect(validateServices(4, [], POSITIONS)).toEqual({ services: 'servicesRequired' });
    expect(validateServices(4, [3], POSITIONS)).toEqual({});
    expect(validateServices(1, [], POSITIONS)).toEqual({});
  });
});
