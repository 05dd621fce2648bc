import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { join } from 'node:path';
import { DEMO_PASSWORD, signUpThroughMail } from '../tests/support';
import { addressUrl, clusterInfo, instanceUrl } from './cluster-env';
import { clientAddress } from './people';

/** Requests made straight to an instance say they come from the site, as a browser's would. */
const fromSite = (extra: Record<string, string> = {}) => ({ origin: addressUrl(), ...extra });

/** The `name=value` pairs of a response's Set-Cookie, for a Cookie header. */
function cookieOf(response: APIResponse): string {
  return response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value.split(';')[0])
    .join('; ');
}

async function signIn(request: APIRequestContext, base: string, email: string, password: string, address = clientAddress()) {
  return request.post(`${base}/api/auth/signin`, { data: { email, password }, headers: fromSite({ 'x-forwarded-for': address }) });
}

const myself = (request: APIRequestContext, base: string, cookie: string) =>
  request.get(`${base}/api/users/myself`, { headers: { cookie } });

test('a session opened on one instance is valid on the other, and signing out on one ends it on both', async ({ playwright }) => {
  // Its own cookie jar stays empty: every request carries exactly the cookie given.
  const request = await playwright.request.newContext();
  const signin = await signIn(request, instanceUrl(1), 'locataire@demo.toitpartage.fr', DEMO_PASSWORD);
  expect(signin.status()).toBe(200);
  const cookie = cookieOf(signin);
  expect(cookie).not.toBe('');

  for (const instance of [1, 2] as const) {
    const response = await myself(request, instanceUrl(instance), cookie);
    expect(response.status(), `instance ${instance}`).toBe(200);
    expect((await response.json()).email).toBe('locataire@demo.toitpartage.fr');
  }
  // Through the one address, without affinity: requests alternate and all succeed.
  const served = new Set<string>();
  for (let i = 0; i < 4; i += 1) {
    const response = await myself(request, addressUrl(), cookie);
    expect(response.status()).toBe(200);
    served.add(response.headers()['x-instance']!);
  }
  expect([...served].sort()).toEqual(['1', '2']);

  const signout = await request.post(`${instanceUrl(2)}/api/auth/signout`, { headers: fromSite({ cookie }) });
  expect(signout.status()).toBe(204);
  expect((await myself(request, instanceUrl(1), cookie)).status()).toBe(401);
  await request.dispose();
});

test('the sign-in limit of one address counts the attempts made on both instances', async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: addressUrl() });
  const address = clientAddress();
  const served: string[] = [];
  // RATE_LIMIT_SIGNIN_PER_MINUTE is 5 in this cluster: in memory each instance would allow 5.
  for (let i = 0; i < 5; i += 1) {
    const response = await signIn(request, addressUrl(), `inconnu-${Date.now()}-${i}@exemple.fr`, 'pas le bon', address);
    expect(response.status()).toBe(401);
    served.push(response.headers()['x-instance']!);
  }
  expect(new Set(served).size).toBe(2);
  for (const instance of [1, 2] as const) {
    const blocked = await signIn(request, instanceUrl(instance), 'inconnu@exemple.fr', 'pas le bon', address);
    expect(blocked.status(), `instance ${instance}`).toBe(429);
    expect((await blocked.json()).error).toMatch(/[Tt]rop de/);
  }
  // Another address is not affected.
  expect((await signIn(request, addressUrl(), 'inconnu@exemple.fr', 'pas le bon')).status()).toBe(401);
  await request.dispose();
});

test('failed sign-ins on both instances lock the account on both', async ({ playwright }) => {
  const request = await playwright.request.newContext();
  const email = `echecs.${Date.now().toString(36)}@exemple.fr`;
  const password = 'un-mot-de-passe-solide';
  // Sign-up, then the link of its « Confirmez votre adresse » mail (the instances share DATA_DIR).
  const signup = await signUpThroughMail(
    request,
    { email, password, first_name: 'Inès', name: 'Martin', type: 'users' },
    { base: instanceUrl(1), headers: fromSite({ 'x-forwarded-for': clientAddress() }), outbox: join(clusterInfo().dataDir, 'outbox') },
  );
  expect(signup.status()).toBe(201);
  // Five failures (the per-account limit), each from its own address, alternating instances.
  for (let i = 0; i < 5; i += 1) {
    expect((await signIn(request, instanceUrl(i % 2 === 0 ? 1 : 2), email, 'mauvais')).status()).toBe(401);
  }
  for (const instance of [1, 2] as const) {
    expect((await signIn(request, instanceUrl(instance), email, password)).status(), `instance ${instance}`).toBe(429);
  }
  await request.dispose();
});
