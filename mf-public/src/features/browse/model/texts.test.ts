import { priceRange } from './cityData';
import { cardAvailability, cardPhoto, cardRent, cardRooms } from './cards';
import { cityHeading, cityIntro, resultCount } from './texts';
import { makeCard, makeCityData, makeListing } from '../test/fixtures';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('listing texts', () => {
  it('counts rooms and adverts with the right plural, zero included', () => {
    expect(cityHeading('Lyon', 23)).toBe('Colocation à Lyon : 23 chambres disponibles');
    expect(cityHeading('Lyon', 1)).toBe('Colocation à Lyon : 1 chambre disponible');
    expect(cityHeading('Lyon', 0)).toBe('Colocation à Lyon : aucune chambre disponible');
    expect(plain(resultCount(1234))).toBe('1 234 colocations');
    expect(resultCount(1)).toBe('1 colocation');
    expect(resultCount(0)).toBe('Aucune colocation');
  });

  it('writes a city intro from its figures', () => {
    const [first, second] = cityIntro(makeCityData(), { min: 320, max: 780 }, 5).map(plain);
    expect(first).toBe('À Lyon (Rhône), 12 annonces de colocation sont en ligne sur Toit Partagé, pour 23 chambres au total.');
    expect(second).toBe('Autour de Lyon (5 km), les chambres sont proposées de 320 € à 780 € par mois, charges non comprises.');
    const [single] = cityIntro(makeCityData({ advert_count: 1, room_count: 1 }), null, 5);
    expect(single).toBe('À Lyon (Rhône), 1 annonce de colocation est en ligne sur Toit Partagé, pour 1 chambre au total.');
    expect(cityIntro(makeCityData({ advert_count: 0, room_count: 0 }), null, 5)[0]).toMatch(/^Aucune annonce de colocation n'est publiée à Lyon \(Rhône\)/);
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
    const photo = cardPhoto(7);
    expect(photo.src).toBe('/image/7/480/360');
    expect(photo.srcSet).toBe('/image/7/320/240 320w, /image/7/480/360 480w, /image/7/640/480 640w, /image/7/960/720 960w');
  });
});

describe('rents around a city', () => {
  it('leaves housing for services out of the range', () => {
    const services = makeCard({ id: 1, rent_min: 10, rent_max: 10, housing_for_services: true });
    const cheapest = { ...makeListing({ total: 2 }), items: [services, makeCard({ id: 2, rent_min: 350, rent_max: 400 })] };
    const dearest = { ...makeListing({ total: 2 }), items: [makeCard({ id: 2, rent_min: 350, rent_max: 400 }), services] };
    expect(priceRange(cheapest, dearest)).toEqual({ min: 350, max: 400 });
    expect(priceRange({ ...cheapest, items: [services] }, dearest)).toEqual({ min: null, max: 400 });
    expect(plain(cityIntro(makeCityData(), { min: null, max: 780 }, 5)[1]!)).toBe("Autour de Lyon (5 km), les chambres sont proposées jusqu'à 780 € par mois, charges non comprises.");
  });
});
