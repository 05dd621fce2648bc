import { makeAdvert, makeFlatmate, makeRoom } from '../test/fixtures';
import { advertKind, chargesLine, excerpt, isSeeker, parisToday, photoSources, placeName, rentLine, roomState } from './presentation';
import { makeUser } from '@coloc/shared/testing';

describe('advert presentation', () => {
  it('names the place by city and district, never more', () => {
    expect(placeName({ city: 'Lyon', district: 'Lyon 4e' })).toBe('Lyon 4e');
    expect(placeName({ city: 'Paris', district: 'Paris 1er' })).toBe('Paris 1er');
    expect(placeName({ city: 'Lyon', district: '4e' })).toBe('Lyon 4e');
    expect(placeName({ city: 'Lyon', district: 'Croix-Rousse' })).toBe('Lyon, Croix-Rousse');
    expect(placeName({ city: 'Lyon', district: 'lyon' })).toBe('Lyon');
    expect(placeName({ city: null, district: null })).toBe('France');
  });

  it('tells housing for services, colocation and whole homes apart', () => {
    expect(advertKind(makeAdvert({ pay_by_service: true }))).toBe('services');
    expect(advertKind(makeAdvert())).toBe('coloc');
    expect(advertKind(makeAdvert({ rooms: [makeRoom()], flatmates: [] }))).toBe('whole');
    expect(advertKind(makeAdvert({ rooms: [makeRoom()], flatmates: [makeFlatmate()] }))).toBe('coloc');
    expect(advertKind(makeAdvert({ rooms: [], flatmates: [], is_coloc: true }))).toBe('coloc');
  });

  it('gives rent and charge ranges', () => {
    expect(rentLine({ rent_min: 450, rent_max: 520 })).toEqual({ kind: 'range', min: 450, max: 520 });
    expect(rentLine({ rent_min: 450, rent_max: 450 })).toEqual({ kind: 'single', amount: 450 });
    expect(rentLine({ rent_min: null, rent_max: null })).toEqual({ kind: 'none' });
    const rooms = [makeRoom({ charges: 40 }), makeRoom({ id: 2, charges: 60 }), makeRoom({ id: 3, charges: 500, available: false })];
    expect(chargesLine({ rooms, charges_total: 600 })).toEqual({ per: 'room', line: { kind: 'range', min: 40, max: 60 } });
    expect(chargesLine({ rooms: [makeRoom({ charges: null })], charges_total: 150 })).toEqual({ per: 'home', line: { kind: 'single', amount: 150 } });
  });

  it('says whether a room is let, free now or free later', () => {
    expect(roomState({ available: false, available_from: null }, '2026-11-21')).toEqual({ kind: 'let' });
    expect(roomState({ available: true, available_from: null }, '2026-11-21')).toEqual({ kind: 'now' });
    expect(roomState({ available: true, available_from: '2026-11-21' }, '2026-11-21')).toEqual({ kind: 'now' });
    expect(roomState({ available: true, available_from: '2027-01-01' }, '2026-11-21')).toEqual({ kind: 'from', date: '2027-01-01' });
    // 23:30 UTC on 31 December is already 1 January in Paris.
    expect(parisToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('offers only the 4:3 sizes the image server accepts', () => {
    const sources = photoSources('31');
    expect(sources.src).toBe('/image/31/960/720');
    expect(sources.srcSet).toBe('/image/31/640/480 640w, /image/31/960/720 960w, /image/31/1280/960 1280w, /image/31/1600/1200 1600w');
  });

  it('cuts a long description at a word', () => {
    expect(excerpt('Court.')).toBe('Court.');
    const long = `${'mot '.repeat(60)}fin`;
    const cut = excerpt(long, 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut).toMatch(/mot…$/);
  });

  it('counts seekers, not owner-occupiers nor professionals', () => {
    expect(isSeeker(null)).toBe(false);
    expect(isSeeker(makeUser({ type: 1 }))).toBe(true);
    expect(isSeeker(makeUser({ type: 2 }))).toBe(false);
    expect(isSeeker(makeUser({ type: 1, home: { is_coloc: false } as never }))).toBe(false);
  });
});
