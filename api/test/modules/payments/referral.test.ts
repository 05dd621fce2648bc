import { createTestApp, DEFAULT_PASSWORD, sessionCookie, signup, uniqueEmail, type TestContext } from '../../helpers/app';
import { periodEnd } from '../../../src/modules/payments/rules';
import { today } from '../../../src/modules/payments/store';
import { addDays } from '../../../src/lib/dates';
import { paymentsKit } from './fixtures';

let ctx: TestContext;
let kit: ReturnType<typeof paymentsKit>;

beforeAll(async () => {
  ctx = await createTestApp({ publicUrl: 'https://toitpartage.example' });
  kit = paymentsKit(ctx);
});
afterAll(async () => {
  await ctx.close();
});

/** Follows the « Créer mon compte » of a sponsor's page, then signs up with the cookie it set (as a browser would). */
async function signUpThrough(code: string) {
  const invitation = await ctx.app.inject({ method: 'GET', url: `/api/referral/${code}/invitation` });
  const link = await ctx.app.inject({ method: 'GET', url: invitation.json().signup_url });
  const cookie = link.cookies.find((c) => c.name === 'tp_referral');
  // The browser that sent the form opens the confirmation link: the cookie goes with both.
  const { response } = await signup(
    ctx.app,
    { email: uniqueEmail('filleul'), password: DEFAULT_PASSWORD, first_name: 'Inès', name: 'Garnier', type: 'proprietaire' },
    cookie ? { cookie: `tp_referral=${cookie.value}` } : {},
  );
  expect(response.statusCode).toBe(201);
  const session = sessionCookie(response)!;
  const home = await kit.call('POST', '/api/homes', session, { is_coloc: true, name: 'Maison de Inès' });
  return { link, response, cookie: session, user: response.json() as { id: number }, homeId: (home.json() as { id: number }).id };
}

describe('referral', () => {
  it('gives each user a code and a sign-up link, the same on every read', async () => {
    const sponsor = await kit.owner();
    const first = await kit.call('GET', '/api/referral', sponsor.cookie);
    expect(first.statusCode).toBe(200);
    const info = first.json();
    expect(info).toEqual({ code: expect.stringMatching(/^[A-Z2-9]{8}$/), link: `https://toitpartage.example/parrainage/${info.code}`, sponsored_count: 0, free_months_earned: 0, sponsor_first_name: null });
    expect((await kit.call('GET', '/api/referral', sponsor.cookie)).json().code).toBe(info.code);
    expect((await kit.call('GET', '/api/referral')).statusCode).toBe(401);
  });

  it('tells the public page who invites, in French for an unknown code', async () => {
    const sponsor = await kit.owner({ first_name: 'Noémie' });
    const { code } = (await kit.call('GET', '/api/referral', sponsor.cookie)).json();
    const invitation = await ctx.app.inject({ method: 'GET', url: `/api/referral/${code.toLowerCase()}/invitation` });
    expect(invitation.statusCode).toBe(200);
    expect(invitation.json()).toEqual({ code, sponsor_first_name: 'Noémie', signup_url: `/api/referral/${code}/signup` });
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/referral/ZZZZZZZZ/invitation' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe("Ce lien de parrainage n'existe pas ou n'est plus valable. Vous pouvez tout de même créer votre compte.");
    expect((await ctx.app.inject({ method: 'GET', url: '/api/referral/%3Cb%3E/invitation' })).statusCode).toBe(404);
  });

  it('sets an HttpOnly cookie and sends to the sign-up choice; an unknown code sets none', async () => {
    const sponsor = await kit.owner();
    const { code } = (await kit.call('GET', '/api/referral', sponsor.cookie)).json();
    const link = await ctx.app.inject({ method: 'GET', url: `/api/referral/${code.toLowerCase()}/signup` });
    expect(link.statusCode).toBe(302);
    expect(link.headers.location).toBe('/signupselect');
    const cookie = link.cookies.find((c) => c.name === 'tp_referral');
    expect(cookie).toMatchObject({ value: code, httpOnly: true, sameSite: 'Lax', path: '/', secure: true });
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/referral/ZZZZZZZZ/signup' });
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe('/signupselect');
    expect(unknown.cookies.find((c) => c.name === 'tp_referral')).toBeUndefined();
  });

  it('sends old /api/referral/{code} links to the page, keeping the code', async () => {
    const sponsor = await kit.owner();
    const { code } = (await kit.call('GET', '/api/referral', sponsor.cookie)).json();
    const old = await ctx.app.inject({ method: 'GET', url: `/api/referral/${code.toLowerCase()}` });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/parrainage/${code}`);
    expect(old.cookies.find((c) => c.name === 'tp_referral')).toMatchObject({ value: code, httpOnly: true });
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/referral/zzzzzzzz' });
    expect(unknown.statusCode).toBe(301);
    expect(unknown.headers.location).toBe('/parrainage/ZZZZZZZZ');
    expect(unknown.cookies.find((c) => c.name === 'tp_referral')).toBeUndefined();
    const odd = await ctx.app.inject({ method: 'GET', url: '/api/referral/a%2Fb' });
    expect(odd.headers.location).toBe('/parrainage/a%2Fb');
  });

  it('records the sponsor at sign-up and clears the cookie', async () => {
    const sponsor = await kit.owner({ first_name: 'Paul' });
    const { code } = (await kit.call('GET', '/api/referral', sponsor.cookie)).json();
    const sponsored = await signUpThrough(code);
    expect(sponsored.response.cookies.find((c) => c.name === 'tp_referral')?.value).toBe('');
    expect((await kit.call('GET', '/api/referral', sponsored.cookie)).json().sponsor_first_name).toBe('Paul');
    expect((await kit.call('GET', '/api/referral', sponsor.cookie)).json().sponsored_count).toBe(1);
  });

  it("gives both a free month at the sponsored user's first confirmed payment, and only then", async () => {
    const sponsor = await kit.owner();
    const sponsorPurchase = await kit.buy(sponsor, 'confort');
    const { code } = (await kit.call('GET', '/api/referral', sponsor.cookie)).json();
    const sponsored = await signUpThrough(code);

    // A refused first attempt is not a payment.
    const started = await kit.start({ cookie: sponsored.cookie, homeId: sponsored.homeId }, 'essentiel');
    const form = await kit.form(sponsored.cookie, started.subscription.id);
    const session = await kit.openProviderPage(sponsored.cookie, form.fields);
    await kit.payWithCard(session, '4000 0000 0000 0002');
    expect((await kit.call('GET', '/api/referral', sponsor.cookie)).json().free_months_earned).toBe(0);

    await kit.buy({ cookie: sponsored.cookie, homeId: sponsored.homeId }, 'essentiel');
    const day = today();
    const sponsoredView = (await kit.call('GET', '/api/subscriptions', sponsored.cookie)).json();
    const paidEnd = periodEnd(day, 1);
    expect(sponsoredView.last).toMatchObject({ source: 'referral', price_cents: 0, auto_renew: false, valid_from: addDays(paidEnd, 1), valid_until: periodEnd(addDays(paidEnd, 1), 1), offer: 'essentiel', home_id: sponsored.homeId });
    expect(sponsoredView.renewal_date).toBe(addDays(periodEnd(addDays(paidEnd, 1), 1), 1));

    const sponsorView = (await kit.call('GET', '/api/subscriptions', sponsor.cookie)).json();
    const sponsorEnd = periodEnd(day, 3);
    expect(sponsorView.last).toMatchObject({ source: 'referral', valid_from: addDays(sponsorEnd, 1), offer: 'confort', home_id: sponsor.homeId });
    expect(sponsorView.current.id).toBe(sponsorPurchase.subscriptionId);
    expect((await kit.call('GET', '/api/referral', sponsor.cookie)).json()).toMatchObject({ sponsored_count: 1, free_months_earned: 1 });

    // A second payment of the same sponsored user rewards nobody again.
    await kit.buy({ cookie: sponsored.cookie, homeId: sponsored.homeId }, 'essentiel');
    expect((await kit.call('GET', '/api/referral', sponsor.cookie)).json().free_months_earned).toBe(1);
    const rewards = await kit.db.selectFrom('referral_rewards').selectAll().where('sponsored_user_id', '=', sponsored.user.id).execute();
    expect(rewards).toHaveLength(1);
  });

  it('starts the free month today for a sponsor with nothing running', async () => {
    const sponsor = await kit.owner();
    const { code } = (await kit.call('GET', '/api/referral', sponsor.cookie)).json();
    const sponsored = await signUpThrough(code);
    await kit.buy({ cookie: sponsored.cookie, homeId: sponsored.homeId }, 'essentiel');
    const view = (await kit.call('GET', '/api/subscriptions', sponsor.cookie)).json();
    expect(view.current).toMatchObject({ source: 'referral', valid_from: today(), valid_until: periodEnd(today(), 1), home_id: null, offer: 'essentiel' });
    expect(view.renewal_date).toBeNull();
    const cancel = await kit.call('POST', `/api/subscriptions/${view.current.id}/cancel`, sponsor.cookie);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toEqual({ error: 'Ce mois offert ne se renouvelle pas : il prendra fin de lui-même.' });
  });

  it('ignores a code at sign-up that is unknown or malformed', async () => {
    const { response } = await signup(
      ctx.app,
      { email: uniqueEmail('sans-parrain'), password: DEFAULT_PASSWORD, first_name: 'Jo', name: 'Lemaire', type: 'users' },
      { cookie: 'tp_referral=%3Cscript%3E' },
    );
    expect(response.statusCode).toBe(201);
    const referral = await kit.db.selectFrom('referrals').selectAll().where('user_id', '=', response.json().id).executeTakeFirst();
    expect(referral).toBeUndefined();
  });
});
