import { addressErrors, chambresDraftsOf, missingItems, newRoomDraft, parseDecimal, roomDraftsOf, roomErrors, roomInputs } from './drafts';
import { LYON, makeHome } from '../test/fixtures';

describe('parseDecimal', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['12', 12],
    ['12,5', 12.5],
    ['1 200', 1200],
    ['-2', -2],
    ['12 m²', Number.NaN],
    ['1,2,3', Number.NaN],
  ])('%j → %p', (text, expected) => {
    expect(parseDecimal(text)).toEqual(expected);
  });
});

describe('rooms', () => {
  const home = makeHome({
    rooms: [
      { id: 6, number: 2, name: 'Bureau', rent: 500, charges: 30, surface: 9, available_from: '2026-09-01', furnished: false, private_bathroom: true, private_toilets: false },
      { id: 5, number: 0, name: null, rent: null, charges: null, surface: null, available_from: null, furnished: true, private_bathroom: false, private_toilets: false },
    ],
  });

  it('gives a new room the lowest free number (its letter)', () => {
    const drafts = roomDraftsOf(home);
    expect(drafts.map((room) => room.number)).toEqual([0, 2]);
    expect(newRoomDraft(drafts).number).toBe(1);
    expect(newRoomDraft([]).number).toBe(0);
  });

  it('pre-fills annonce-chambres with the bedroom count of annonce-description, never over saved rooms', () => {
    const fresh = chambresDraftsOf(makeHome({ rooms: [] }, { bedroom_count: 3, furnished: true }));
    expect(fresh.map((room) => [room.number, room.furnished, room.id ?? null])).toEqual([
      [0, true, null],
      [1, true, null],
      [2, true, null],
    ]);
    expect(chambresDraftsOf(makeHome({ rooms: [] }, { bedroom_count: 400 }))).toHaveLength(20);
    expect(chambresDraftsOf(makeHome({ rooms: [] }, { bedroom_count: null }))).toEqual([]);
    expect(chambresDraftsOf({ ...home, details: { ...home.details!, bedroom_count: 5 } }).map((room) => room.number)).toEqual([0, 2]);
  });

  it('sends only the part a step edits, with ids for existing rooms', () => {
    const drafts = roomDraftsOf(home);
    expect(roomInputs(drafts, ['rent'])).toEqual([
      { id: 5, number: 0, rent: null, charges: null },
      { id: 6, number: 2, rent: 500, charges: 30 },
    ]);
    expect(roomInputs([{ ...drafts[0]!, name: '  ' }], ['details'])).toEqual([
      { id: 5, number: 0, name: null, surface: null, available_from: null, furnished: true, private_bathroom: false, private_toilets: false },
    ]);
  });

  it('requires a rent where rents are asked and checks the ranges', () => {
    const drafts = roomDraftsOf(home);
    expect(roomErrors(drafts, ['details'])).toEqual({});
    expect(roomErrors(drafts, ['rent'])).toEqual({ 'room-5': { rent: 'listing.rooms.rentRequired' } });
    expect(roomErrors([{ ...drafts[0]!, rent: '0', surface: '0', charges: '6000' }], ['details', 'rent'])).toEqual({
      'room-5': { surface: 'listing.rooms.surfaceInvalid', charges: 'listing.rooms.chargesInvalid' },
    });
  });
});

describe('addressErrors', () => {
  const draft = { name: 'Maison', address: '12 rue des Lilas', address2: '', postal_code: '69003', city: LYON };

  it('accepts a complete French address', () => {
    expect(addressErrors(draft, { withName: true })).toEqual({});
  });

  it('wants 5 digits in France only', () => {
    expect(addressErrors({ ...draft, postal_code: '6900' }, { withName: false })).toEqual({ postal_code: 'listing.address.postalCodeFrance' });
    expect(addressErrors({ ...draft, postal_code: '1000', city: { ...LYON, country_id: 21 } }, { withName: false })).toEqual({});
  });
});

describe('missingItems', () => {
  it('names what keeps an advert below step 3', () => {
    expect(missingItems(makeHome())).toEqual(['listing.recap.missingDescription', 'listing.recap.missingRent', 'listing.recap.missingPhoto']);
    expect(missingItems(makeHome({ address: null }, { city_id: null })).slice(0, 2)).toEqual(['listing.recap.missingAddress', 'listing.recap.missingCity']);
  });
});
