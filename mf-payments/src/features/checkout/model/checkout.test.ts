import { json, mockApi } from '@coloc/shared/testing';
import { allSettled, fork } from 'effector';
import { makeForm, makeHome, makeResult, makeSubscription, OFFERS } from '../../../entities/checkout/testing';
import { $chosen, $offers, $offersState, $saveError, $saveState, offerPicked, offerSettled, offersOpened } from './offers';
import { $applied, $form, $payError, $paymentOffer, $provider, $signingUrl, goToSigningFx, payClicked, paymentOpened } from './payment';
import { splitVat } from './price';
import { $homeSubscription, $pollDelay, $result, $resultState, MAX_POLLS, resultOpened } from './result';

describe('price', () => {
  it('splits a price including VAT like the invoices do', () => {
    expect(splitVat(5900)).toEqual({ netCents: 4917, vatCents: 983 });
    expect(splitVat(2900)).toEqual({ netCents: 2417, vatCents: 483 });
  });
});

describe('offers model', () => {
  it("loads the catalogue and selects the home's offer", async () => {
    mockApi({ 'GET /api/offers': () => json(200, OFFERS), 'GET /api/homes/31': () => json(200, makeHome('confort')) });
    const scope = fork();
    await allSettled(offersOpened, { scope, params: { homeId: 31 } });
    expect(scope.getState($offers).map((o) => o.id)).toEqual(['essentiel', 'confort', 'mandate']);
    expect(scope.getState($chosen)).toBe('confort');
    expect(scope.getState($offersState)).toBe('ready');
  });

  it('forgets an offer that no longer exists', async () => {
    mockApi({ 'GET /api/offers': () => json(200, OFFERS), 'GET /api/homes/31': () => json(200, makeHome('platine')) });
    const scope = fork();
    await allSettled(offersOpened, { scope, params: { homeId: 31 } });
    expect(scope.getState($chosen)).toBeNull();
  });

  it('saves the pick on the home; only the latest pick counts', async () => {
    let releaseFirst: (() => void) | undefined;
    const api = mockApi({
      'GET /api/offers': () => json(200, OFFERS),
      'GET /api/homes/31': () => json(200, makeHome(null)),
      'PUT /api/homes/31': async (request) => {
        const body = (await request.clone().json()) as { offer: string };
        if (body.offer === 'essentiel') return new Promise<Response>((resolve) => (releaseFirst = () => resolve(json(200, makeHome('essentiel')))));
        return json(200, makeHome(body.offer));
      },
    });
    const scope = fork();
    const settled: string[] = [];
    const unwatch = offerSettled.watch((id) => settled.push(id));
    await allSettled(offersOpened, { scope, params: { homeId: 31 } });
    const first = allSettled(offerPicked, { scope, params: 'essentiel' });
    const second = allSettled(offerPicked, { scope, params: 'confort' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    releaseFirst?.();
    await Promise.all([first, second]);
    unwatch();
    expect(scope.getState($chosen)).toBe('confort');
    expect(scope.getState($saveState)).toBe('saved');
    expect(settled).toEqual(['confort']);
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(2);
  });

  it('says when the pick could not be saved', async () => {
    mockApi({
      'GET /api/offers': () => json(200, OFFERS),
      'GET /api/homes/31': () => json(200, makeHome(null)),
      'PUT /api/homes/31': () => json(403, { error: "Vous n'avez pas accès à cette ressource." }),
    });
    const scope = fork();
    await allSettled(offersOpened, { scope, params: { homeId: 31 } });
    await allSettled(offerPicked, { scope, params: 'confort' });
    expect(scope.getState($saveState)).toBe('failed');
    expect(scope.getState($saveError)).toBe("Vous n'avez pas accès à cette ressource.");
  });

  it('without a home, settles the pick without saving it', async () => {
    const api = mockApi({ 'GET /api/offers': () => json(200, OFFERS) });
    const scope = fork();
    const settled: string[] = [];
    const unwatch = offerSettled.watch((id) => settled.push(id));
    await allSettled(offersOpened, { scope, params: { homeId: null } });
    await allSettled(offerPicked, { scope, params: 'essentiel' });
    unwatch();
    expect(settled).toEqual(['essentiel']);
    expect(api.requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual(['GET /api/offers']);
  });
});

describe('payment model', () => {
  it("reads the home's offer and the provider", async () => {
    mockApi({
      'GET /api/offers': () => json(200, OFFERS),
      'GET /api/homes/31': () => json(200, makeHome('confort')),
      'GET /api/payment-provider': () => json(200, { id: 'sandbox', sandbox: true }),
    });
    const scope = fork();
    await allSettled(paymentOpened, { scope, params: { homeId: 31 } });
    expect(scope.getState($paymentOffer)?.id).toBe('confort');
    expect(scope.getState($provider)).toEqual({ id: 'sandbox', sandbox: true });
  });

  it('starts the subscription then fetches its signed form', async () => {
    const api = mockApi({
      'POST /api/subscriptions': () => json(201, { subscription: makeSubscription({ id: 77, status: 'pending' }), payment_required: true }),
      'GET /api/generateForm/77': () => json(200, makeForm()),
    });
    const scope = fork();
    await allSettled(payClicked, { scope, params: { offerId: 'confort', homeId: 31, returnPath: '/proprietaire/succes-paiement/31' } });
    expect(scope.getState($form)).toEqual(makeForm());
    expect(await api.lastBody('POST /api/subscriptions')).toEqual({ offer_id: 'confort', home_id: 31, return_path: '/proprietaire/succes-paiement/31' });
  });

  it('applies the mandate without a form', async () => {
    const api = mockApi({ 'POST /api/subscriptions': () => json(201, { subscription: makeSubscription({ offer: 'mandate', price_cents: 0 }), payment_required: false }) });
    const scope = fork();
    await allSettled(payClicked, { scope, params: { offerId: 'mandate', homeId: 31, returnPath: '/p' } });
    expect(scope.getState($applied)?.offer).toBe('mandate');
    expect(scope.getState($form)).toBeNull();
    expect(api.requests.some((r) => r.url.includes('generateForm'))).toBe(false);
  });

  it('sends the owner to sign the mandate when the server asks for it', async () => {
    mockApi({
      'POST /api/subscriptions': () =>
        json(201, { subscription: makeSubscription({ offer: 'mandate', price_cents: 0 }), payment_required: false, signing_url: '/api/mandates/5/sign?return_path=%2Fx' }),
    });
    const visited: string[] = [];
    const scope = fork({ handlers: [[goToSigningFx, (url: string) => void visited.push(url)]] });
    await allSettled(payClicked, { scope, params: { offerId: 'mandate', homeId: 31, returnPath: '/proprietaire/succes-paiement/31' } });
    expect(visited).toEqual(['/api/mandates/5/sign?return_path=%2Fproprietaire%2Fsucces-paiement%2F31']);
    expect(scope.getState($signingUrl)).toBe(visited[0]);
    expect(scope.getState($applied)).toBeNull();
  });

  it('keeps the refusal to show it', async () => {
    mockApi({ 'POST /api/subscriptions': () => json(429, { error: 'Trop de tentatives. Réessayez dans quelques minutes.' }) });
    const scope = fork();
    await allSettled(payClicked, { scope, params: { offerId: 'confort', homeId: 31, returnPath: '/p' } });
    expect(scope.getState($payError)).toBe('Trop de tentatives. Réessayez dans quelques minutes.');
    expect(scope.getState($form)).toBeNull();
  });
});

describe('result model', () => {
  it('polls while the notification is on its way, then shows the outcome', async () => {
    let calls = 0;
    mockApi({ 'GET /api/payments/TP-ABC123': () => json(200, ++calls < 3 ? makeResult({ status: 'pending', invoice: null }) : makeResult()) });
    const scope = fork({ values: [[$pollDelay, 1]] });
    await allSettled(resultOpened, { scope, params: { reference: 'TP-ABC123', homeId: 31 } });
    expect(calls).toBe(3);
    expect(scope.getState($resultState)).toBe('ready');
    expect(scope.getState($result)?.status).toBe('succeeded');
  });

  it('stops polling after a while and says it is slow', async () => {
    let calls = 0;
    mockApi({ 'GET /api/payments/TP-ABC123': () => (calls++, json(200, makeResult({ status: 'pending', invoice: null }))) });
    const scope = fork({ values: [[$pollDelay, 1]] });
    await allSettled(resultOpened, { scope, params: { reference: 'TP-ABC123', homeId: 31 } });
    expect(calls).toBe(MAX_POLLS);
    expect(scope.getState($resultState)).toBe('slow');
  });

  it("without a reference, shows the home's running subscription", async () => {
    mockApi({
      'GET /api/subscriptions': () =>
        json(200, { current: null, last: null, renewal_date: null, subscriptions: [makeSubscription({ home_id: 99 }), makeSubscription({ id: 12, offer: 'mandate', offer_name: 'Mandat de gestion' }), makeSubscription({ id: 13, status: 'failed' })] }),
    });
    const scope = fork();
    await allSettled(resultOpened, { scope, params: { reference: null, homeId: 31 } });
    expect(scope.getState($homeSubscription)?.id).toBe(12);
    expect(scope.getState($resultState)).toBe('ready');
  });

  it('fails plainly for a payment that is not the user’s', async () => {
    mockApi({ 'GET /api/payments/TP-OTHER': () => json(403, { error: "Vous n'avez pas accès à cette ressource." }) });
    const scope = fork();
    await allSettled(resultOpened, { scope, params: { reference: 'TP-OTHER', homeId: 31 } });
    expect(scope.getState($resultState)).toBe('failed');
  });
});
