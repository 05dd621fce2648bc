// Issue 17, finding 5: sign-up must not tell whether an address has an account. The answer is the
// same for every address; only the mail differs, and its links do what the answer used to do.
import type { LightMyRequestResponse } from 'fastify';
import {
  CONFIRM_LINK,
  createTestApp,
  DEFAULT_PASSWORD,
  linkTokenFromMail,
  myself,
  readOutbox,
  sessionCookie,
  SIGNIN_LINK,
  signin,
  signup,
  uniqueEmail,
  type TestContext,
} from '../../helpers/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

function form(email: string, overrides: Record<string, unknown> = {}) {
  return { email, password: DEFAULT_PASSWORD, first_name: 'Alice', name: 'Durand', type: 'users', ...overrides };
}

/** From its own address, so that the per-IP rate-limit counters of the two answers are alike. */
async function postSignup(app: TestContext['app'], payload: object, remoteAddress: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/auth/signup', payload, remoteAddress, headers });
}

/**
 * Everything a client receives: status, every header, the body's bytes, cookies. Only `Date` is
 * left out, checked for its shape: it is the clock's, and two answers a second apart differ by it.
 */
function wire(response: LightMyRequestResponse) {
  const { date, ...headers } = response.headers;
  expect(String(date)).toMatch(/^\w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT$/);
  return { status: response.statusCode, headers, body: response.rawPayload.toString('base64'), cookies: response.cookies };
}

async function mailsTo(email: string) {
  return (await readOutbox(ctx)).filter((m) => new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}\\r?$`, 'im').test(m.content));
}

async function accountCount(email: string) {
  return (await ctx.app.db.selectFrom('users').select('id').where('email', '=', email).execute()).length;
}

describe('POST /api/auth/signup does not tell known addresses from new ones', () => {
  it('answers byte for byte the same, with no session cookie', async () => {
    const known = await signup(ctx.app);
    const knownAnswer = await postSignup(ctx.app, form(known.body.email), '10.0.0.1');
    const newAnswer = await postSignup(ctx.app, form(uniqueEmail('nouveau')), '10.0.0.2');

    expect(wire(knownAnswer)).toEqual(wire(newAnswer));
    expect(newAnswer.statusCode).toBe(202);
    expect(newAnswer.json()).toEqual({ message: expect.stringMatching(/^Vérifiez votre boîte mail/) });
    expect(newAnswer.headers['set-cookie']).toBeUndefined();
    expect(newAnswer.headers['cache-control']).toBe('no-store');
  });

  it('mails a new address « Confirmez votre adresse » and creates nothing until its link is opened', async () => {
    const email = uniqueEmail('nouveau');
    await postSignup(ctx.app, form(email, { first_name: 'Zoé' }), '10.0.0.3');
    const [mail, ...others] = await mailsTo(email);
    expect(others).toEqual([]);
    expect(mail!.content).toMatch(/^Subject: Confirmez votre adresse\r?$/m);
    expect(mail!.content).toContain('Bonjour Zoé,');
    expect(mail!.content).toContain('valable 24 heures');
    expect(mail!.content).toContain('Content-Type: text/html');
    expect(await accountCount(email)).toBe(0);
    const pending = await ctx.app.db.selectFrom('pending_signups').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    // Only a hash of the token and of the password are kept.
    expect(mail!.content).not.toContain(pending.token_hash);
    expect(pending.password_hash).toMatch(/^\$argon2id\$/);
    expect(Date.parse(pending.expires_at) - Date.parse(pending.created_at)).toBe(24 * 3600 * 1000);
  });

  it('mails a known address « Vous avez déjà un compte » with a sign-in link and a reset link, and changes nothing', async () => {
    const { body, user } = await signup(ctx.app, { first_name: 'Léa' });
    const before = await ctx.app.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    await postSignup(ctx.app, form(body.email, { password: 'un-autre-mot-de-passe', first_name: 'Intrus' }), '10.0.0.4');
    const mail = (await mailsTo(body.email)).at(-1)!;
    expect(mail.content).toMatch(/^Subject: =\?UTF-8\?Q\?Vous_avez_d=C3=A9j=C3=A0_un_compte\?=\r?$/m);
    expect(mail.content).toContain('Bonjour Léa,');
    expect(mail.content).toMatch(SIGNIN_LINK);
    expect(mail.content).toMatch(/\/reset_password\/new_password\?token=[A-Za-z0-9_-]+/);
    expect(await ctx.app.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow()).toEqual(before);
    expect(await accountCount(body.email)).toBe(1);
    // The old password still works; the one typed in the form does not.
    expect((await signin(ctx.app, body.email, DEFAULT_PASSWORD)).response.statusCode).toBe(200);
    expect((await signin(ctx.app, body.email, 'un-autre-mot-de-passe')).response.statusCode).toBe(401);
  });
});

describe('POST /api/auth/confirm-signup', () => {
  it('creates the account once: the link cannot serve twice', async () => {
    const email = uniqueEmail('once');
    await postSignup(ctx.app, form(email), '10.0.1.1');
    const token = (await linkTokenFromMail(ctx.app, email, CONFIRM_LINK))!;
    const first = await ctx.app.inject({ method: 'POST', url: '/api/auth/confirm-signup', payload: { token } });
    expect(first.statusCode).toBe(201);
    expect((await myself(ctx.app, sessionCookie(first))).json().email).toBe(email);
    const again = await ctx.app.inject({ method: 'POST', url: '/api/auth/confirm-signup', payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatch(/^Ce lien de confirmation n'est pas valide/);
    expect(sessionCookie(again)).toBeNull();
    expect(await accountCount(email)).toBe(1);
  });

  it('refuses a forged or expired link in French and changes nothing', async () => {
    const forged = await ctx.app.inject({ method: 'POST', url: '/api/auth/confirm-signup', payload: { token: 'x'.repeat(43) } });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toMatch(/expiré/);

    const email = uniqueEmail('expire');
    await postSignup(ctx.app, form(email), '10.0.1.2');
    const token = (await linkTokenFromMail(ctx.app, email, CONFIRM_LINK))!;
    await ctx.app.db.updateTable('pending_signups').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('email', '=', email).execute();
    const expired = await ctx.app.inject({ method: 'POST', url: '/api/auth/confirm-signup', payload: { token } });
    expect(expired.statusCode).toBe(400);
    expect(await accountCount(email)).toBe(0);
    const pending = await ctx.app.db.selectFrom('pending_signups').select('used_at').where('email', '=', email).executeTakeFirstOrThrow();
    expect(pending.used_at).toBeNull();
  });

  it('says the account exists, and points to sign-in, when the address got one meanwhile', async () => {
    const email = uniqueEmail('entre-temps');
    await postSignup(ctx.app, form(email), '10.0.1.3');
    const stale = (await linkTokenFromMail(ctx.app, email, CONFIRM_LINK))!;
    await signup(ctx.app, { email });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/confirm-signup', payload: { token: stale } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: expect.stringMatching(/^Un compte existe déjà avec cette adresse e-mail\. Connectez-vous/) });
    expect(sessionCookie(res)).toBeNull();
    expect(await accountCount(email)).toBe(1);
  });

  it('validates its body in French', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/confirm-signup', payload: { token: '' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/auth/signin-link', () => {
  it('signs the owner in once with the link of « Vous avez déjà un compte »', async () => {
    const { body, user } = await signup(ctx.app);
    await postSignup(ctx.app, form(body.email), '10.0.2.1');
    const token = (await linkTokenFromMail(ctx.app, body.email, SIGNIN_LINK))!;
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/signin-link', payload: { token } });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(user.id);
    expect((await myself(ctx.app, sessionCookie(res))).statusCode).toBe(200);
    const again = await ctx.app.inject({ method: 'POST', url: '/api/auth/signin-link', payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatch(/^Ce lien de connexion n'est pas valide/);
  });

  it('refuses a link older than 30 minutes', async () => {
    const { body } = await signup(ctx.app);
    await postSignup(ctx.app, form(body.email), '10.0.2.2');
    const token = (await linkTokenFromMail(ctx.app, body.email, SIGNIN_LINK))!;
    const link = await ctx.app.db.selectFrom('signin_links').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(Date.parse(link.expires_at) - Date.parse(link.created_at)).toBe(30 * 60 * 1000);
    await ctx.app.db.updateTable('signin_links').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', link.id).execute();
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/signin-link', payload: { token } })).statusCode).toBe(400);
  });
});

describe('sign-up mails to one address are limited', () => {
  it('sends at most one mail per address per 15 minutes, with the same answer every time', async () => {
    const limited = await createTestApp({ rateLimits: { signupMailMinutes: 15 } });
    try {
      const known = await signup(limited.app);
      const fresh = uniqueEmail('flood');
      const answers = [];
      for (const [i, email] of [known.body.email, known.body.email, known.body.email, fresh, fresh, fresh].entries()) {
        answers.push(wire(await postSignup(limited.app, form(email), `10.0.3.${i}`)));
      }
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      const mails = await readOutbox(limited);
      const to = (email: string) => mails.filter((m) => m.content.includes(`To: ${email}`));
      // The known address: its welcome mail and one « Vous avez déjà un compte ».
      expect(to(known.body.email).filter((m) => SIGNIN_LINK.test(m.content))).toHaveLength(1);
      expect(to(fresh)).toHaveLength(1);
      expect(await limited.app.db.selectFrom('pending_signups').select('id').where('email', '=', fresh).execute()).toHaveLength(1);

      // 15 minutes later, a new mail may go.
      await limited.app.db.updateTable('signup_mails').set({ sent_at: new Date(Date.now() - 15 * 60_000 - 1000).toISOString() }).where('email', '=', fresh).execute();
      await postSignup(limited.app, form(fresh), '10.0.3.9');
      expect((await readOutbox(limited)).filter((m) => m.content.includes(`To: ${fresh}`))).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });
});
