import { districtOf, postalCodePrefix } from '../../../src/modules/adverts/place';
import { roomDisplayName } from '@coloc/contract/homes/rooms';
import { advertTitle, isRoomAvailable } from '../../../src/modules/adverts/advert';

describe('districtOf', () => {
  it.each([
    ['Lyon', '69004', 'Lyon 4e'],
    ['Lyon', '69001', 'Lyon 1er'],
    ['Paris', '75011', 'Paris 11e'],
    ['Paris', '75001', 'Paris 1er'],
    ['Paris', '75020', 'Paris 20e'],
    ['Paris', '75116', 'Paris 16e'],
    ['Marseille', '13005', 'Marseille 5e'],
    ['Marseille', '13016', 'Marseille 16e'],
    ['Villeurbanne', '69100', 'Villeurbanne'],
    ['Marseille', '13017', 'Marseille'],
    ['Nantes', null, 'Nantes'],
    ['Bruxelles', '1000', 'Bruxelles'],
    [null, null, null],
  ])('%s %s -> %s', (city, postalCode, district) => {
    expect(districtOf(city, postalCode)).toBe(district);
  });
});

describe('postalCodePrefix', () => {
  it('gives the département, three digits overseas', () => {
    expect(postalCodePrefix('69004')).toBe('69');
    expect(postalCodePrefix('97400')).toBe('974');
    expect(postalCodePrefix('1000')).toBeNull();
    expect(postalCodePrefix(null)).toBeNull();
  });
});

describe('roomDisplayName', () => {
  it('capitalises the name, else a letter from the number', () => {
    expect(roomDisplayName({ name: 'chambre bleue', number: 3 })).toBe('Chambre bleue');
    expect(roomDisplayName({ name: '  ', number: 0 })).toBe('Chambre A');
    expect(roomDisplayName({ name: null, number: 2 })).toBe('Chambre C');
  });
});

describe('isRoomAvailable', () => {
  const today = '2026-06-15';
  it('is free by today and let to nobody', () => {
    expect(isRoomAvailable({ id: 1, available_from: null }, new Set(), false, today)).toBe(true);
    expect(isRoomAvailable({ id: 1, available_from: '2026-06-15' }, new Set(), false, today)).toBe(true);
    expect(isRoomAvailable({ id: 1, available_from: '2026-06-16' }, new Set(), false, today)).toBe(false);
    expect(isRoomAvailable({ id: 1, available_from: null }, new Set([1]), false, today)).toBe(false);
    expect(isRoomAvailable({ id: 1, available_from: null }, new Set(), true, today)).toBe(false);
  });
});

describe('advertTitle', () => {
  it('is the name, else what is offered and where', () => {
    expect(advertTitle({ name: ' Belle coloc ', city: 'Lyon', is_coloc: 1, pay_by_service: 0 })).toBe('Belle coloc');
    expect(advertTitle({ name: null, city: 'Lyon', is_coloc: 1, pay_by_service: 0 })).toBe('Colocation à Lyon');
    expect(advertTitle({ name: '', city: null, is_coloc: 0, pay_by_service: 1 })).toBe('Logement contre services en France');
  });
});
