import { createTestApp, myself, readOutbox, signin, signup, type TestContext } from '../../helpers/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ publicUrl: 'https://toitpartage.example' });
});
afterAll(async () => {
  await ctx.close();
});

const SENT = "Si un compte est associé à cette adresse, un e-mail de réinitialisation vient d'être envoyé.";
const INVALID = "Ce lien de réinitialisation n'est pas valide ou a expiré.";
const LINK = /^https:\/\/toitpartage\.example\/reset_password\/new_password\?token=([A-Za-z0-9_-]{43})\r?$/m;

async function requestReset(email: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { email } });
}

async function newPassword(token: string, password: string, cookie?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/new-password',
    payload: { token, password },
    headers: cookie ? { cookie } : {},
  });
}

/** The token of the last reset mail sent to this address, read from the .eml in the outbox. */
async function tokenFromOutbox(email: string): Promise<string> {
  const mails = (await readOutbox(ctx)).filter((m) => m.content.includes(`To: ${email}`) && LINK.test(m.content));
  const last = mails[mails.length - 1];
  if (!last) throw new Error(`no reset mail for ${email}`);
  return LINK.exec(last.content)![1]!;
}

describe('POST /api/auth/reset-password', () => {
  it('answers the same message for a known and an unknown address', async () => {
    const { body } = await signup(ctx.app);
    const known = await requestReset(body.email);
    const unknown = await requestReset('inconnu@exemple.fr');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: SENT });
    expect(unknown.json()).toEqual(known.json());
    const mails = await readOutbox(ctx);
    expect(mails.some((m) => m.content.includes('To: inconnu@exemple.fr'))).toBe(false);
  });

  it('writes a French .eml whose link sits on one greppable line', async () => {
    const { body } = await signup(ctx.app, { first_name: 'Hélène' });
    await requestReset(body.email.toUpperCase());
    const mail = (await readOutbox(ctx)).find((m) => m.content.includes(`To: ${body.email}`) && LINK.test(m.content))!;
    expect(mail.file).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f]{8}\.eml$/);
    expect(mail.content).toContain('Subject: =?UTF-8?Q?R=C3=A9initialisation');
    expect(mail.content).toContain('Content-Transfer-Encoding: 8bit');
    expect(mail.content).toContain('Bonjour Hélène,');
    expect(mail.content).toContain("L'équipe Toit Partagé");
  });

  it('stores only a sha256 of the token, valid for one hour', async () => {
    const { body, user } = await signup(ctx.app);
    await requestReset(body.email);
    const token = await tokenFromOutbox(body.email);
    const row = await ctx.app.db.selectFrom('password_resets').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.token_hash).not.toContain(token);
    const ttl = Date.parse(row.expires_at) - Date.parse(row.created_at);
    expect(ttl).toBe(60 * 60 * 1000);
  });

  it.each([
    ['missing e-mail', {}, "L'adresse e-mail est obligatoire."],
    ['invalid e-mail', { email: 'nope' }, 'Cette adresse e-mail ne semble pas valide.'],
  ])('answers a French 400 for %s', async (_label, payload, message) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });
});

describe('POST /api/auth/new-password', () => {
  it('changes the password once, signs the user in and ends every other session', async () => {
    const { body, cookie: oldSession, user } = await signup(ctx.app);
    await requestReset(body.email);
    const token = await tokenFromOutbox(body.email);

    const res = await newPassword(token, 'nouveau-mot-de-passe');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Votre mot de passe a été modifié.', user: expect.objectContaining({ id: user.id, email: body.email }) });
    // PUBLIC_URL is https here: the cookie carries the __Host- prefix.
    const newCookie = `__Host-tp_session=${res.cookies.find((c) => c.name === '__Host-tp_session')!.value}`;
    expect((await myself(ctx.app, newCookie)).statusCode).toBe(200);
    expect((await myself(ctx.app, oldSession)).statusCode).toBe(401);

    expect((await signin(ctx.app, body.email, body.password)).response.statusCode).toBe(401);
    expect((await signin(ctx.app, body.email, 'nouveau-mot-de-passe')).response.statusCode).toBe(200);

    // Used: the same link does not work twice.
    const again = await newPassword(token, 'encore-un-autre-mdp');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: INVALID });
  });

  it('invalidates the other pending links of the account', async () => {
    const { body } = await signup(ctx.app);
    await requestReset(body.email);
    const first = await tokenFromOutbox(body.email);
    await requestReset(body.email);
    const second = await tokenFromOutbox(body.email);
    expect(second).not.toBe(first);
    expect((await newPassword(second, 'nouveau-mot-de-passe')).statusCode).toBe(200);
    expect((await newPassword(first, 'autre-mot-de-passe')).json()).toEqual({ error: INVALID });
  });

  it('refuses an expired link', async () => {
    const { body, user } = await signup(ctx.app);
    await requestReset(body.email);
    const token = await tokenFromOutbox(body.email);
    await ctx.app.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const res = await newPassword(token, 'nouveau-mot-de-passe');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: INVALID });
  });

  it('refuses an unknown link', async () => {
    const res = await newPassword('a'.repeat(43), 'nouveau-mot-de-passe');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: INVALID });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['missing token', { password: 'nouveau-mot-de-passe' }, INVALID],
    ['empty token', { token: '', password: 'nouveau-mot-de-passe' }, INVALID],
    ['short password', { token: 'abc', password: 'court' }, 'Le mot de passe doit contenir au moins 8 caractères.'],
    ['missing password', { token: 'abc' }, 'Le mot de passe est obligatoire.'],
  ])('answers a French 400 for %s', async (_label, payload, message) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/new-password', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });
});

describe('reset request timing (issue 17, finding 5)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers without waiting for work that only a known account causes', async () => {
    const { body } = await signup(ctx.app);
    // Make the account-only work (the token written for a known address) visibly slow: if the
    // answer waited for it, a known address would answer 40 ms later than an unknown one.
    const executor = ctx.app.db.getExecutor() as unknown as { executeQuery: (query: { sql: string }, ...rest: unknown[]) => Promise<unknown> };
    const original = executor.executeQuery.bind(executor);
    executor.executeQuery = async (query, ...rest) => {
      if (/insert into "password_resets"/.test(query.sql)) await new Promise((resolve) => setTimeout(resolve, 40));
      return original(query, ...rest);
    };
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { email } });
      expect(res.statusCode).toBe(200);
      return performance.now() - started;
    };
    try {
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 5; i++) {
        known.push(await timed(body.email));
        unknown.push(await timed(`inconnu.${i}@exemple.fr`));
      }
      expect(Math.min(...known)).toBeLessThan(Math.min(...unknown) + 20);
    } finally {
      await ctx.app.mailer.flush();
      executor.executeQuery = original;
    }
    // The mail still goes out.
    expect((await readOutbox(ctx)).filter((m) => m.content.includes(`To: ${body.email}`) && m.content.includes("new_password?token="))).toHaveLength(5);
  });
});
