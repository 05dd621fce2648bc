import { createTestApp, type TestContext } from '../../helpers/app';
import { createSandboxProvider } from '../../../src/modules/payments/sandbox';
import { SANDBOX_SECRET_SETTING } from '../../../src/modules/payments/sandbox/protocol';
import { RETRY_DELAYS_MS } from '../../../src/modules/payments/sandbox/service';
import { paymentsKit } from './fixtures';

describe('the payment provider setting', () => {
  it('stops the server at start with a clear message for an unknown provider', async () => {
    await expect(createTestApp({ paymentProvider: 'stripe' })).rejects.toThrow(
      'PAYMENT_PROVIDER « stripe » est inconnu : prestataires disponibles : sandbox.',
    );
  });

  it('keeps the sandbox secret made at first start across restarts', async () => {
    const ctx = await createTestApp();
    try {
      const read = () => ctx.app.db.selectFrom('app_settings').select('value').where('key', '=', SANDBOX_SECRET_SETTING).executeTakeFirstOrThrow();
      const first = (await read()).value;
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      const again = await createSandboxProvider({ db: ctx.app.db, config: ctx.config, log: console, deliver: async () => ({ statusCode: 200 }) });
      again.close?.();
      expect((await read()).value).toBe(first);
    } finally {
      await ctx.close();
    }
  });
});

describe('sandbox notification delivery', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('retries in the background when the merchant does not accept the notification', async () => {
    const kit = paymentsKit(ctx);
    const owner = await kit.owner();
    const started = await kit.start(owner);
    const form = await kit.form(owner.cookie, started.subscription.id);
    const session = await kit.openProviderPage(owner.cookie, form.fields);

    // A second sandbox on the same database whose first delivery fails, then succeeds.
    let calls = 0;
    const flaky = await createSandboxProvider({
      db: ctx.app.db,
      config: ctx.config,
      log: { warn: () => undefined },
      deliver: async ({ url, headers, body }) => {
        calls += 1;
        if (calls === 1) return { statusCode: 503 };
        return { statusCode: (await ctx.app.inject({ method: 'POST', url, headers, payload: body })).statusCode };
      },
    });
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const row = await kit.db.selectFrom('sandbox_provider_sessions').selectAll().where('public_id', '=', session.split('/').pop()!).executeTakeFirstOrThrow();
      await flaky.service.submitCard(row, { number: '4242424242424242', expiry: '12/40', cvc: '123', holder: 'B L' });
      expect((await kit.call('GET', `/api/payments/${form.reference}`, owner.cookie)).json().status).toBe('pending');
      expect(await flaky.service.pendingRetries()).toBe(1);
      await jest.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]! + 10);
    } finally {
      jest.useRealTimers();
    }
    for (let i = 0; i < 50 && (await flaky.service.pendingRetries()) > 0; i += 1) await new Promise((r) => setTimeout(r, 20));
    expect(calls).toBe(2);
    expect((await kit.call('GET', `/api/payments/${form.reference}`, owner.cookie)).json().status).toBe('succeeded');
    flaky.close?.();
  });
});
