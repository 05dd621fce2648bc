import { findOffer, MANDATE_OFFER_ID, OFFERS } from '../../../src/modules/offers';
import { createTestApp, type TestContext } from '../../helpers/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/offers', () => {
  it('answers the offers to anyone, cacheable', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/offers' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const offers = res.json();
    expect(offers).toEqual(OFFERS);
    expect(offers.map((o: { id: string }) => o.id)).toEqual(['essentiel', 'confort', 'mandate']);
  });

  it('has well-formed offers, one of them recommended, and the mandate', () => {
    for (const offer of OFFERS) {
      expect(offer).toEqual({
        id: expect.stringMatching(/^[a-z-]+$/),
        name: expect.any(String),
        description: expect.any(String),
        price_cents: expect.any(Number),
        duration_months: expect.any(Number),
        features: expect.any(Array),
        recommended: expect.any(Boolean),
      });
      expect(Number.isInteger(offer.price_cents) && offer.price_cents >= 0).toBe(true);
      expect(offer.features.length).toBeGreaterThan(2);
    }
    expect(OFFERS.filter((o) => o.recommended).map((o) => o.id)).toEqual(['confort']);
    expect(findOffer('essentiel')).toMatchObject({ name: 'Essentiel', duration_months: 1, price_cents: 2900 });
    expect(findOffer('confort')).toMatchObject({ name: 'Confort', duration_months: 3 });
    expect(findOffer(MANDATE_OFFER_ID)).toMatchObject({ id: 'mandate', name: 'Mandat de gestion', duration_months: 0 });
    expect(findOffer('premium')).toBeNull();
  });
});
