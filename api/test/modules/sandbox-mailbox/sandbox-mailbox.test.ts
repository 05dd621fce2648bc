import { loadConfig } from '../../../src/config';
import { sandboxMailboxEnabled } from '../../../src/modules/sandbox-mailbox/enabled';
import { decodeHeader, frenchDate } from '../../../src/modules/sandbox-mailbox/outbox';
import { createTestApp, DEFAULT_PASSWORD, uniqueEmail, type TestContext } from '../../helpers/app';

describe('the sandbox mailbox', () => {
  let ctx: TestContext;
  afterEach(async () => {
    await ctx?.close();
  });

  it('lists the newest outbox mails and shows one with its links, under the test banner', async () => {
    ctx = await createTestApp({ allowSandboxMailbox: true });
    const email = uniqueEmail('boite');
    await ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email, password: DEFAULT_PASSWORD, first_name: 'Zoé', name: 'Test', type: 'users' } });
    await ctx.app.mailer.flush();

    const list = await ctx.app.inject({ method: 'GET', url: '/api/sandbox-mailbox' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body).toContain('Environnement de test — aucun e-mail réel');
    expect(list.body).toContain('Confirmez votre adresse');
    expect(list.body).toContain(`À ${email}`);
    const href = /href="(\/api\/sandbox-mailbox\/[^"]+\.eml)"/.exec(list.body)![1]!;

    const mail = await ctx.app.inject({ method: 'GET', url: href });
    expect(mail.statusCode).toBe(200);
    expect(mail.body).toContain('<h1>Confirmez votre adresse</h1>');
    expect(mail.body).toContain('Bonjour Zoé,');
    expect(mail.body).toMatch(/<a href="http:\/\/localhost:8080\/signup\/confirm\?token=[A-Za-z0-9_-]+">/);

    const site = (await ctx.app.inject({ method: 'GET', url: '/api/site-config' })).json();
    expect(site.sandbox_mailbox_url).toBe('/api/sandbox-mailbox');
  });

  it('answers 404 everywhere, and site-config says null, unless ALLOW_SANDBOX_MAILBOX is set', async () => {
    ctx = await createTestApp();
    await ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email: uniqueEmail(), password: DEFAULT_PASSWORD, first_name: 'A', name: 'B', type: 'users' } });
    await ctx.app.mailer.flush();
    const list = await ctx.app.inject({ method: 'GET', url: '/api/sandbox-mailbox' });
    expect(list.statusCode).toBe(404);
    expect(list.body).not.toContain('Confirmez');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/site-config' })).json().sandbox_mailbox_url).toBeNull();
  });

  it('shows the date in French, Paris time', () => {
    expect(frenchDate('Fri, 27 Nov 2026 10:04:05 +0000')).toBe('27 novembre 2026 à 11:04');
    expect(frenchDate('Mon, 06 Jul 2026 10:04:05 +0000')).toBe('6 juillet 2026 à 12:04');
    expect(frenchDate('')).toBe('');
  });

  it('refuses a file name that is not an outbox mail', async () => {
    ctx = await createTestApp({ allowSandboxMailbox: true });
    for (const name of ['..%2F..%2Fetc%2Fpasswd', 'x.eml', '2026-01-01T00-00-00.000Z-0123abcd.eml']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/sandbox-mailbox/${name}` });
      expect([400, 404]).toContain(res.statusCode);
    }
  });

  it('is never on while SMTP delivers real mail, nor without the explicit flag', () => {
    expect(sandboxMailboxEnabled(loadConfig({ ALLOW_SANDBOX_MAILBOX: 'true' }))).toBe(true);
    expect(sandboxMailboxEnabled(loadConfig({ ALLOW_SANDBOX_MAILBOX: 'true', SMTP_URL: 'smtp://mail.example:587' }))).toBe(false);
    expect(sandboxMailboxEnabled(loadConfig({ NODE_ENV: 'production' }))).toBe(false);
    expect(sandboxMailboxEnabled(loadConfig({}))).toBe(false);
  });

  it('decodes encoded subjects', () => {
    expect(decodeHeader('=?UTF-8?Q?Vous_avez_d=C3=A9j=C3=A0_un_compte?=')).toBe('Vous avez déjà un compte');
    expect(decodeHeader(`=?UTF-8?B?${Buffer.from('Réinitialisation').toString('base64')}?=`)).toBe('Réinitialisation');
  });
});
