import { boundingBox, haversineKm, quantile, rentStatistics } from '../../../src/modules/homes/reference-rent';
import { createTestApp, signup, type TestContext } from '../../helpers/app';
import { CITY_ROWS, homesApi, insertCities, type CityKey } from './fixtures';

describe('reference rent statistics', () => {
  it('interpolates quantiles between closest ranks', () => {
    expect(quantile([10], 0.5)).toBe(10);
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([500, 520, 540, 560, 600, 610], 0.25)).toBe(525);
    expect(quantile([500, 520, 540, 560, 600, 610], 0.75)).toBe(590);
    expect(() => quantile([], 0.5)).toThrow(RangeError);
  });

  it('answers quartiles rounded to the euro, in any input order', () => {
    expect(rentStatistics([600, 500, 610, 540, 520, 560])).toEqual({ q1: 525, median: 550, q3: 590 });
    expect(rentStatistics([400.4, 400.4, 400.4, 400.6, 400.6])).toEqual({ q1: 400, median: 400, q3: 401 });
  });

  it('answers null below 5 comparable rooms', () => {
    expect(rentStatistics([])).toBeNull();
    expect(rentStatistics([400, 500, 600, 700])).toBeNull();
    expect(rentStatistics([400, 500, 600, 700, Number.NaN])).toBeNull();
  });

  it('measures great-circle distances', () => {
    const lyon = { lat: CITY_ROWS.lyon.lat, lng: CITY_ROWS.lyon.lng };
    expect(haversineKm(lyon, lyon)).toBe(0);
    expect(haversineKm(lyon, { lat: CITY_ROWS.paris.lat, lng: CITY_ROWS.paris.lng })).toBeCloseTo(392, -1);
    expect(haversineKm(lyon, { lat: CITY_ROWS.villeurbanne.lat, lng: CITY_ROWS.villeurbanne.lng })).toBeLessThan(10);
    expect(haversineKm(lyon, { lat: CITY_ROWS.givors.lat, lng: CITY_ROWS.givors.lng })).toBeGreaterThan(10);
  });

  it('makes a bounding box that holds the whole circle', () => {
    const center = { lat: 45.7578, lng: 4.832 };
    const box = boundingBox(center, 10);
    for (let bearing = 0; bearing < 360; bearing += 15) {
      // A point 9.99 km away in this direction (flat approximation is enough at this scale).
      const rad = (bearing * Math.PI) / 180;
      const point = {
        lat: center.lat + (9.99 / 111.32) * Math.cos(rad),
        lng: center.lng + (9.99 / (111.32 * Math.cos((center.lat * Math.PI) / 180))) * Math.sin(rad),
      };
      expect(point.lat).toBeGreaterThanOrEqual(box.minLat);
      expect(point.lat).toBeLessThanOrEqual(box.maxLat);
      expect(point.lng).toBeGreaterThanOrEqual(box.minLng);
      expect(point.lng).toBeLessThanOrEqual(box.maxLng);
    }
  });
});

describe('reference rent of a home (computed after each write)', () => {
  let ctx: TestContext;
  let cities: Record<CityKey, number>;
  let api: ReturnType<typeof homesApi>;
  let landlord: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    cities = await insertCities(ctx.app.db);
    api = homesApi(ctx);
    landlord = (await signup(ctx.app, { type: 'proprietaire' })).cookie;
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function listing(city: CityKey, rooms: Array<[number, number]>, extra: Record<string, unknown> = {}) {
    const res = await api.post(
      { address: '1 rue du Test', city_id: cities[city], rooms: rooms.map(([rent, charges], number) => ({ number, rent, charges })), ...extra },
      landlord,
    );
    expect(res.statusCode).toBe(201);
  }

  const reference = (home: Record<string, unknown>) => ({
    auto: home.reference_rent_auto,
    median: home.reference_rent_month,
    low: home.dec_reference_rent_month,
    high: home.inc_reference_rent_month,
  });

  it('widens from 10 km to the département to the country, and needs 5 comparable rooms', async () => {
    const { cookie } = await signup(ctx.app, { type: 'proprietaire' });
    // The home's own rooms never count, however many.
    const target = (
      await api.post({ address: '5 place Bellecour', city_id: cities.lyon, rooms: Array.from({ length: 6 }, (_, n) => ({ number: n, rent: 5000 })) }, cookie)
    ).json();
    const touch = async () => reference((await api.put(target.id, { name: `Bellecour ${Math.random()}` }, cookie)).json());
    expect(await touch()).toEqual({ auto: false, median: null, low: null, high: null });

    await listing('paris', [[800, 100], [850, 100], [900, 100]]);
    expect((await touch()).auto).toBe(false);

    // Rooms let against services would drag the figures down: never comparable.
    await listing('villeurbanne', [[100, 0], [120, 0]], { pay_by_service: true });
    await listing('villeurbanne', [[0, 0]]);
    expect((await touch()).auto).toBe(false);

    // Givors is 19 km away, in the Rhône: with Paris, 5 rooms in the country.
    await listing('givors', [[400, 30], [450, 30]]);
    expect(await touch()).toEqual({ auto: true, median: 900, low: 480, high: 950 });

    // 5 rooms in the département: Paris no longer counts.
    await listing('givors', [[410, 30], [500, 30], [520, 30]]);
    expect(await touch()).toEqual({ auto: true, median: 480, low: 440, high: 530 });

    // 6 rooms within 10 km (Villeurbanne, Vénissieux): only those count.
    await listing('villeurbanne', [[500, 0], [520, 0], [540, 0]]);
    await listing('venissieux', [[560, 0], [600, 0], [610, 0]]);
    expect(await touch()).toEqual({ auto: true, median: 550, low: 525, high: 590 });
  });

  it('stays empty for a home without a location', async () => {
    const { cookie } = await signup(ctx.app, { type: 'proprietaire' });
    const home = (await api.post({ rooms: [{ number: 0, rent: 500 }] }, cookie)).json();
    expect(reference(home)).toEqual({ auto: false, median: null, low: null, high: null });
  });

  it('uses the country for a city of a département with few listings', async () => {
    const { cookie } = await signup(ctx.app, { type: 'proprietaire' });
    const home = (await api.post({ address: '1 La Canebière', city_id: cities.marseille }, cookie)).json();
    expect(reference(home).auto).toBe(true);
  });
});
