import { cardAvailability, cardPhoto, cardRent, cardRooms } from './cards';
import { cityHeading, cityIntro, rentRangeText, resultCount } from './texts';
import { makeCard, makeCityData } from '../test/fixtures';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('listing texts', () => {
  it('counts rooms and adverts with the right plural, zero included', () => {
    expect(cityHeading('Lyon', 23)).toBe('Colocation à Lyon : 23 chambres disponibles');
    expect(cityHeading('Lyon', 1)).toBe('Colocation à Lyon : 1 chambre disponible');
    expect(cityHeading('Lyon', 0)).toBe('Colocation à Lyon : aucune chambre disponible pour le moment');
    expect(plain(resultCount(1234))).toBe('1 234 colocations');
    expect(resultCount(1)).toBe('1 colocation');
    expect(resultCount(0)).toBe('Aucune colocation');
  });

  it('writes a city intro from its figures: the rooms free today and their rents', () => {
    const [first, second] = cityIntro(makeCityData()).map(plain);
    expect(first).toBe('À Lyon (Rhône), 12 annonces de colocation sont en ligne sur Toit Partagé, avec 19 chambres disponibles dès maintenant.');
    expect(second).toBe('À Lyon, les chambres libres sont proposées de 320 € à 780 € par mois, charges non comprises.');
    const [single, rent] = cityIntro(makeCityData({ advert_count: 1, room_count: 2, rooms_available: 1, rent_min: 450, rent_max: 450 })).map(plain);
    expect(single).toBe('À Lyon (Rhône), 1 annonce de colocation est en ligne sur Toit Partagé, avec 1 chambre disponible dès maintenant.');
    expect(rent).toBe('À Lyon, les chambres libres sont proposées à 450 € par mois, charges non comprises.');
    // Every room let: no count of rooms, no range.
    const full = cityIntro(makeCityData({ advert_count: 3, room_count: 7, rooms_available: 0, rent_min: null, rent_max: null }));
    expect(full[0]).toBe("À Lyon (Rhône), 3 annonces de colocation sont en ligne sur Toit Partagé, mais aucune chambre n'y est libre pour le moment.");
    expect(full.join(' ')).not.toMatch(/proposées/);
    const none = cityIntro(makeCityData({ advert_count: 0, room_count: 0, rooms_available: 0, rent_min: null, rent_max: null }));
    expect(none[0]).toMatch(/^Aucune annonce de colocation n'est publiée à Lyon \(Rhône\)/);
    expect(none.join(' ')).not.toMatch(/proposées/);
  });

  it('reads a card: rent, rooms, availability', () => {
    expect(plain(cardRent(makeCard()))).toBe('dès 450 € / mois');
    expect(cardRent(makeCard({ rent_min: null }))).toBe('Loyer non communiqué');
    expect(cardRent(makeCard({ rent_min: 0 }))).toBe('Sans loyer');
    expect(cardRooms(makeCard())).toBe('2 chambres libres sur 4');
    expect(cardRooms(makeCard({ rooms_available: 1, room_count: 1 }))).toBe('1 chambre libre');
    expect(cardRooms(makeCard({ rooms_available: 0, room_count: 3 }))).toBe('3 chambres');
    expect(cardAvailability(makeCard())).toEqual({ text: 'Disponible maintenant', now: true });
    expect(cardAvailability(makeCard({ rooms_available: 0, available_from: '2099-09-01' }))).toEqual({ text: 'Disponible dès le 1 septembre 2099', now: false });
    expect(cardAvailability(makeCard({ rooms_available: 0, available_from: null })).text).toBe('Complet pour le moment');
  });

  it('offers only image sizes the server accepts', () => {
    const photo = cardPhoto('7');
    expect(photo.src).toBe('/image/7/480/360');
    expect(photo.srcSet).toBe('/image/7/320/240 320w, /image/7/480/360 480w, /image/7/640/480 640w, /image/7/960/720 960w');
  });
});

describe('rents of a city', () => {
  it('reads the range of the free rooms, and says nothing without a rent (only housing for services)', () => {
    expect(plain(rentRangeText(320, 780)!)).toBe('de 320 € à 780 €');
    expect(plain(rentRangeText(450, 450)!)).toBe('à 450 €');
    expect(plain(rentRangeText(0, 780)!)).toBe("jusqu'à 780 €");
    expect(rentRangeText(null, null)).toBeNull();
    expect(rentRangeText(0, 0)).toBeNull();
    // Free rooms, but only in housing for services: the API answers no range, the page writes none.
    const services = cityIntro(makeCityData({ advert_count: 1, room_count: 1, rooms_available: 1, rent_min: null, rent_max: null }));
    expect(services).toHaveLength(2);
    expect(services.join(' ')).not.toMatch(/proposées/);
  });
});
