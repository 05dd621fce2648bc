import { signup, type SignupInput, type TestContext } from '../../helpers/app';

export type Person = Awaited<ReturnType<typeof signup>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const VALID_IBAN = 'FR76 3000 6000 0112 3456 7890 189';
export const OTHER_IBAN = 'DE89 3704 0044 0532 0130 00';
export const RETURN_PATH = '/proprietaire/parameters?home_id=4#compte-bancaire';

/** What a bank-accounts test needs: people of each role, the routes, and the sandbox's answers. */
export function bankKit(ctx: TestContext) {
  const db = ctx.app.db;

  const call = (method: Method, url: string, cookie?: string | null, payload?: unknown) =>
    ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });

  const owner = (input: SignupInput = {}) => signup(ctx.app, { type: 'proprietaire', first_name: 'Bernard', name: 'Lefèvre', ...input });
  const agent = (input: SignupInput = {}) => signup(ctx.app, { type: 'agent', first_name: 'Sophie', name: 'Garnier', business_name: 'Agence des Pentes', ...input });
  const manager = (input: SignupInput = {}) => signup(ctx.app, { type: 'manager', first_name: 'Karim', name: 'Benali', business_name: 'Gestion Lyon', ...input });
  const seeker = (input: SignupInput = {}) => signup(ctx.app, { type: 'users', first_name: 'Julie', name: 'Roux', ...input });

  function create(person: Person, body: Record<string, unknown> = {}, query?: string) {
    const q = query ?? `ownerType=user&ownerID=${person.user.id}&sca=true`;
    return call('POST', `/api/bank_accounts?${q}`, person.cookie, { holder_name: 'Bernard Lefèvre', iban: VALID_IBAN, bic: 'AGRI FR PP', return_path: RETURN_PATH, ...body });
  }

  /** A pending account and its SCA page token (the last segment of sca_redirect_url). */
  async function started(person: Person, body: Record<string, unknown> = {}) {
    const response = await create(person, body);
    if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
    const created = response.json() as { id: number; sca_type: string; sca_redirect_url: string };
    return { ...created, token: tokenOf(created.sca_redirect_url) };
  }

  /** Answers the sandbox page as the browser would; returns the redirect's query values. */
  async function answer(person: Person, token: string, action: 'validate' | 'refuse' | 'cancel', code?: string) {
    const row = await db.selectFrom('sandbox_sca_operations').select('code').where('token', '=', token).executeTakeFirstOrThrow();
    const form = new URLSearchParams({ action, ...(action === 'validate' ? { code: code ?? row.code } : {}) });
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/sandbox-provider/sca/${token}`,
      headers: { cookie: person.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    const location = response.headers.location ? new URL(String(response.headers.location)) : null;
    return {
      response,
      location,
      controlStatus: location?.searchParams.get('controlStatus') ?? null,
      actionStatus: location?.searchParams.get('actionStatus') ?? null,
    };
  }

  /** The whole round trip up to a validated account. */
  async function validated(person: Person, body: Record<string, unknown> = {}) {
    const account = await started(person, body);
    const back = await answer(person, account.token, 'validate');
    const confirm = await call('POST', `/api/bank_accounts/${account.id}/sca`, person.cookie, { controlStatus: back.controlStatus, actionStatus: back.actionStatus });
    if (confirm.statusCode !== 200) throw new Error(`confirm failed: ${confirm.statusCode} ${confirm.body}`);
    return { ...account, actionStatus: back.actionStatus! };
  }

  async function scaStatus(person: Person): Promise<string> {
    return (await call('GET', '/api/users/myself', person.cookie)).json().sca_status;
  }

  /** Everything a refused call must leave as it was. */
  async function snapshot(): Promise<string> {
    const parts = [
      await db.selectFrom('bank_accounts').selectAll().orderBy('id').execute(),
      await db.selectFrom('sca_operations').selectAll().orderBy('id').execute(),
      await db.selectFrom('sandbox_sca_operations').selectAll().orderBy('id').execute(),
      await db.selectFrom('users').select(['id', 'sca_status']).orderBy('id').execute(),
    ];
    return JSON.stringify(parts);
  }

  return { db, call, owner, agent, manager, seeker, create, started, answer, validated, scaStatus, snapshot };
}

export function tokenOf(redirectUrl: string): string {
  return new URL(redirectUrl).pathname.split('/').pop()!;
}
