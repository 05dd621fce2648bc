import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { acceptCookies, DEMO_PASSWORD } from '../tests/support';
import { addressUrl } from './cluster-env';

let counter = 0;

/**
 * A documentation address (TEST-NET-3) per call, sent as X-Forwarded-For through the balancer
 * (the instances trust it), so that each sign-in of the suite has its own per-address counter.
 */
export function clientAddress(): string {
  counter += 1;
  return `203.0.113.${(process.pid + counter) % 250 + 1}`;
}

export interface Person {
  context: BrowserContext;
  page: Page;
}

/** Which instance the balancer sends the browser's requests and sockets to (its affinity cookie). */
export async function pinTo(context: BrowserContext, instance: 1 | 2): Promise<void> {
  await context.addCookies([{ name: 'lb_instance', value: String(instance), url: addressUrl() }]);
}

/** A browser signed in as `email` through the one address, every request of it served by `instance`. */
export async function personOn(browser: Browser, instance: 1 | 2, email: string): Promise<Person> {
  const context = await browser.newContext();
  await pinTo(context, instance);
  const page = await context.newPage();
  await acceptCookies(page);
  const response = await page.request.post('/api/auth/signin', {
    data: { email, password: DEMO_PASSWORD },
    headers: { 'x-forwarded-for': clientAddress() },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['x-instance']).toBe(String(instance));
  return { context, page };
}

export interface BalancerState {
  instances: Array<{ instance: number; url: string; sockets: number }>;
}

/** Open WebSockets per instance, as the balancer counts them. */
export async function socketsPerInstance(request: APIRequestContext): Promise<number[]> {
  const state = (await (await request.get('/__balancer')).json()) as BalancerState;
  return state.instances.map((entry) => entry.sockets);
}
