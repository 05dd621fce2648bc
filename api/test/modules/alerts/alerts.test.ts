import { createDb, nowIso } from '../../../src/db';
import { DEMO_PASSWORD } from '../../../src/db/seed';
import { alertsOf, lastDigestTime } from '../../../src/modules/alerts';
import { affinityAllows, affinityOf, meetsThreshold, seekersForHome } from '../../../src/modules/alerts/fanout';
import type { Pace } from '../../../src/lib/background-pace';
import { matchIndexFor } from '../../../src/modules/matching';
import { searchCriteria, type SearchCriteriaRow } from '../../../src/modules/matching/criteria';
import { homeInCircles, type HomeEntry } from '../../../src/modules/matching/engine/entries';
import { affinityText } from '../../../src/modules/alerts/mail';
import { sendDue } from '../../../src/modules/alerts/send';
import { readToken, unsubscribeToken, TOKEN_TTL_MS } from '../../../src/modules/alerts/tokens';
import { claimJobs } from '../../../src/modules/alerts/worker';
import { createTestApp, readOutbox, signin, type TestContext } from '../../helpers/app';
import { fakePush, lyonHome, OWNER_EMAIL, publish, seedWorld, SEEKER_EMAIL, userId, type FakePush } from './fixtures';

const SEARCH: SearchCriteriaRow = {
  radius: 5, bedroom_count: 1, per_room_budget_min: 0, per_room_budget_max: 1500, age_min: 0, age_max: 120, situation: null, situations: '[]', gender: null,
  children: null, pets: null, smoking: null, private_bathroom: null, private_toilets: null, ecoloc: null, handicap_friendly: null, pay_by_service: null, has_home: null,
};

let ctx: TestContext;
let push: FakePush;
let seeker: number;
let owner: number;
let seekerCookie: string;
let ownerCookie: string;

beforeAll(async () => {
  ctx = await createTestApp({ alerts: { worker: false, intervalMs: 1000, groupDelayMs: 0, capMs: 15 * 60_000 } });
  await seedWorld(ctx.app);
  const { db } = ctx.app;
  push = fakePush(ctx.app);
  seeker = await userId(db, SEEKER_EMAIL);
  owner = await userId(db, OWNER_EMAIL);
  seekerCookie = (await signin(ctx.app, SEEKER_EMAIL, DEMO_PASSWORD)).cookie!;
  ownerCookie = (await signin(ctx.app, OWNER_EMAIL, DEMO_PASSWORD)).cookie!;
  await db.insertInto('push_subscriptions').values({ user_id: seeker, endpoint: 'https://push.example/1', p256dh: 'k', auth: 'a', created_at: nowIso() }).execute();
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

const tick = (now?: Date) => alertsOf(ctx.app).tick(now);

async function pendingFor(recipientId: number) {
  return ctx.app.db.selectFrom('alert_pending').selectAll().where('recipient_id', '=', recipientId).orderBy('id').execute();
}

async function settings(cookie: string, payload?: Record<string, unknown>, url = '/api/alerts/settings') {
  return ctx.app.inject({ method: payload === undefined ? 'GET' : 'PUT', url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
}

describe('alert settings', () => {
  it('default to immédiate by push, quotidienne by e-mail, 60 %', async () => {
    const response = await settings(seekerCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ threshold: 60, push_frequency: 'immediate', email_frequency: 'daily' });
  });

  it('refuse a threshold outside 0–100 and an unknown frequency in French, changing nothing', async () => {
    for (const threshold of [101, -1, 'abc', 50.5]) {
      const response = await settings(seekerCookie, { threshold });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe("Le seuil d'affinité doit être un nombre entier entre 0 et 100.");
    }
    const response = await settings(seekerCookie, { email_frequency: 'weekly' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('La fréquence doit être « immédiate », « quotidienne » ou « jamais ».');
    expect((await settings(seekerCookie)).json()).toEqual({ threshold: 60, push_frequency: 'immediate', email_frequency: 'daily' });
  });

  it('change in part', async () => {
    const response = await settings(seekerCookie, { email_frequency: 'immediate' });
    expect(response.json()).toEqual({ threshold: 60, push_frequency: 'immediate', email_frequency: 'immediate' });
  });

  it("keep the old « nouveaux profils ou logements » e-mail preference in step (it only reflects « Alertes » now)", async () => {
    const emailMatches = async () => (await ctx.app.db.selectFrom('users').select('email_matches').where('id', '=', seeker).executeTakeFirstOrThrow()).email_matches;
    await settings(seekerCookie, { email_frequency: 'never' });
    expect(await emailMatches()).toBe(0);
    await settings(seekerCookie, { email_frequency: 'immediate' });
    expect(await emailMatches()).toBe(1);
  });

  it('per home: only for its landlords', async () => {
    const homeId = await lyonHome(ctx.app.db, owner, { published: true, name: 'Réglages' });
    const url = `/api/alerts/homes/${homeId}/settings`;
    expect((await settings(ownerCookie, undefined, url)).json()).toEqual({ home_id: homeId, threshold: 60, push_frequency: 'immediate', email_frequency: 'daily' });
    expect((await settings(seekerCookie, undefined, url)).statusCode).toBe(403);
    expect((await settings(seekerCookie, { threshold: 10 }, url)).statusCode).toBe(403);
    expect((await settings(ownerCookie, { threshold: 300 }, url)).statusCode).toBe(400);
    expect((await settings(ownerCookie, { threshold: 10 }, url)).json()).toMatchObject({ threshold: 10 });
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('a home published in Lyon', () => {
  let homeId: number;
  let mail: string;

  it('alerts nobody while it waits for moderation', async () => {
    homeId = await lyonHome(ctx.app.db, owner);
    await tick();
    expect((await pendingFor(seeker)).filter((p) => p.subject_id === homeId)).toHaveLength(0);
  });

  it('alerts the Lyon seeker once published, by push and by e-mail with the unsubscribe headers', async () => {
    // The home of the settings test above was alerted already: its push took this 15-minute slot.
    await ctx.app.db.updateTable('alert_settings').set({ last_push_at: null, last_email_at: null }).where('user_id', '=', seeker).execute();
    push.sent.length = 0;
    await readOutbox(ctx);
    const mailsBefore = (await readOutbox(ctx)).length;
    await publish(ctx.app.db, homeId);
    const result = await tick();
    expect(result.jobs).toBeGreaterThanOrEqual(1);
    const pending = (await pendingFor(seeker)).filter((p) => p.subject_id === homeId);
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ subject_kind: 'home', push_state: 'sent', email_state: 'sent' });
    expect(push.sent).toHaveLength(1);
    expect(push.sent[0]!.payload).toMatchObject({ title: 'Nouvelle annonce compatible' });
    const mails = (await readOutbox(ctx)).slice(mailsBefore).filter((m) => m.content.includes(SEEKER_EMAIL));
    expect(mails).toHaveLength(1);
    // Long headers are folded (RFC 5322): unfold before reading them.
    mail = mails[0]!.content.replace(/\r?\n(?=[ \t])/g, '');
    expect(mail).toMatch(/^List-Unsubscribe:\s*<http:\/\/localhost:8080\/api\/alerts\/unsubscribe\?token=[^>]+>/m);
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(mail).toContain('Colocation des Pentes — Lyon, à partir de 480 € par mois');
    // The demo owner does not live in the home: no affinity about nobody, the mail says why.
    expect(mail).toMatch(/Affinité : pas encore d'occupant pour la calculer/);
    expect(mail).toContain(`/colocation-lyon/${homeId}`);
    expect(mail).toContain('text/html');
  });

  it('never sends the same advert twice, even after an edit that changes the rent', async () => {
    await ctx.app.db.updateTable('rooms').set({ rent: 470 }).where('home_id', '=', homeId).execute();
    await tick();
    expect((await pendingFor(seeker)).filter((p) => p.subject_id === homeId)).toHaveLength(1);
    expect(push.sent).toHaveLength(1);
  });

  it('one-click unsubscribe turns the e-mail channel off, once, without signing in', async () => {
    const link = /^List-Unsubscribe:\s*<([^>]+)>/m.exec(mail)![1]!;
    const url = link.slice('http://localhost:8080'.length);
    const page = await ctx.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Me désabonner');
    expect((await settings(seekerCookie)).json().email_frequency).toBe('immediate');

    const done = await ctx.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('vous ne recevrez plus ces alertes par e-mail');
    expect((await settings(seekerCookie)).json()).toMatchObject({ email_frequency: 'never', push_frequency: 'immediate' });

    await settings(seekerCookie, { email_frequency: 'daily' });
    const again = await ctx.app.inject({ method: 'POST', url, payload: '' });
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('déjà servi');
    expect((await settings(seekerCookie)).json().email_frequency).toBe('daily');
  });

  it('a forged or expired token changes nothing', async () => {
    const token = await unsubscribeToken(ctx.app.db, seeker, 'user');
    const [payload, signature] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), u: owner })).toString('base64url');
    const forged = await ctx.app.inject({ method: 'POST', url: `/api/alerts/unsubscribe?token=${forgedPayload}.${signature}` });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain("Aucun réglage n&#39;a été changé");
    expect((await ctx.app.inject({ method: 'POST', url: '/api/alerts/unsubscribe' })).statusCode).toBe(400);
    expect(await readToken(ctx.app.db, token, Date.now() + TOKEN_TTL_MS + 1000)).toEqual({ ok: false, reason: 'expired' });
    expect((await settings(seekerCookie)).json().email_frequency).toBe('daily');
  });
});

describe('caps and checks at sending time', () => {
  it('groups immediate pushes: at most one per person per 15 minutes', async () => {
    const { db } = ctx.app;
    const a = await lyonHome(db, owner, { name: 'Maison A' });
    const b = await lyonHome(db, owner, { name: 'Maison B' });
    await publish(db, a);
    await publish(db, b);
    const before = push.sent.length;
    await tick();
    const rows = (await pendingFor(seeker)).filter((p) => p.subject_id === a || p.subject_id === b);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.push_state === 'pending' && r.push_claimed_by === null)).toBe(true);
    expect(push.sent.length).toBe(before);
    await tick(new Date(Date.now() + 16 * 60_000));
    expect(push.sent.length).toBe(before + 1);
    expect(push.sent.at(-1)!.payload).toMatchObject({ title: '2 nouvelles annonces compatibles' });
  });

  it('drops an alert about a home unpublished or disliked by the time it leaves', async () => {
    const { db } = ctx.app;
    const gone = await lyonHome(db, owner, { name: 'Retirée' });
    const disliked = await lyonHome(db, owner, { name: 'Pas pour moi' });
    await publish(db, gone);
    await publish(db, disliked);
    await db.updateTable('alert_settings').set({ last_push_at: nowIso(new Date(Date.now() + 60_000)) }).where('user_id', '=', seeker).execute();
    await tick();
    await db.updateTable('homes').set({ published: 0 }).where('id', '=', gone).execute();
    await db.insertInto('accordances').values({ user_id: seeker, target_home_id: disliked, type: 'dislike', created_at: nowIso() } as never).execute();
    const before = push.sent.length;
    await tick(new Date(Date.now() + 20 * 60_000));
    expect(push.sent.length).toBe(before);
    const rows = (await pendingFor(seeker)).filter((p) => p.subject_id === gone || p.subject_id === disliked);
    expect(rows.map((r) => r.push_state)).toEqual(['dropped', 'dropped']);
  });

  it('sends nothing to an account a moderator disabled', async () => {
    const { db } = ctx.app;
    const home = await lyonHome(db, owner, { name: 'Pendant la suspension' });
    await publish(db, home);
    await tick();
    await db.updateTable('users').set({ disabled_at: nowIso() }).where('id', '=', seeker).execute();
    const before = push.sent.length;
    try {
      await tick(new Date(Date.now() + 40 * 60_000));
      expect(push.sent.length).toBe(before);
      const rows = (await pendingFor(seeker)).filter((p) => p.subject_id === home);
      expect(rows.map((r) => r.push_state)).toEqual(['dropped']);
    } finally {
      await db.updateTable('users').set({ disabled_at: null }).where('id', '=', seeker).execute();
    }
  });

  it("looks at a seeker's own radius around their searched cities only, not at the places of their homes", () => {
    // Lyon searched within 5 km; a home of theirs in Villeurbanne is a place, not a search (the
    // index keeps the criteria of the search alone, which the fan-out's pre-filter reads).
    const lyon = { id: 1, lat: 45.7578, lng: 4.832 };
    const within = (radius: number, home: { lat: number; lng: number }) =>
      homeInCircles({ ...home } as HomeEntry, searchCriteria({ ...SEARCH, radius }, [lyon]));
    const croixRousse = { lat: 45.7769, lng: 4.8274 }; // about 2 km from Lyon's centre
    const vaulxEnVelin = { lat: 45.7785, lng: 4.9228 }; // about 7.5 km
    expect(within(5, croixRousse)).toBe(true);
    expect(within(5, vaulxEnVelin)).toBe(false);
    expect(within(10, vaulxEnVelin)).toBe(true);
    expect(within(3, { lat: 45.7719, lng: 4.8902 })).toBe(false);
  });

  it('sends the daily digest only after 18:00 Paris time', () => {
    expect(lastDigestTime(new Date('2026-01-15T18:30:00Z')).toISOString()).toBe('2026-01-15T17:00:00.000Z');
    expect(lastDigestTime(new Date('2026-01-15T16:59:00Z')).toISOString()).toBe('2026-01-14T17:00:00.000Z');
    expect(lastDigestTime(new Date('2026-07-15T16:30:00Z')).toISOString()).toBe('2026-07-15T16:00:00.000Z');
  });

  it('treats a score that could not be computed as below any threshold, unless nobody lives in the home', () => {
    const sections = { lifestyle: null, personality: null, athome: null, employment: null };
    const affinity = affinityOf({ Total: null, Sections: sections, Reasons: [], DealBreakers: [], Vigilance: ['Repas : vous, végétarien ; cette personne, omnivore'], Occupants: [] });
    expect(affinity).toEqual({ percent: null, reasons: [], vigilance: 'Repas : vous, végétarien ; cette personne, omnivore' });
    expect(meetsThreshold(affinity, 0)).toBe(false);
    expect(affinityAllows(affinity, 0, 1)).toBe(false);
    // Nobody to compare with: fitting the search is the news, with no number.
    expect(affinityAllows(affinity, 90, 0)).toBe(true);
    expect(meetsThreshold({ percent: 60, reasons: [], vigilance: null }, 60)).toBe(true);
    expect(affinityAllows({ percent: 59, reasons: [], vigilance: null }, 60, 2)).toBe(false);
    expect(affinityText(null)).toBe("pas encore d'occupant pour la calculer");
  });
});

describe('at low priority (the timer\'s ticks)', () => {
  it('finds the same seekers when it pauses at every step while match queries run in between', async () => {
    const { db } = ctx.app;
    const homeId = await lyonHome(db, owner, { published: true, name: 'Par tranches' });
    await matchIndexFor(db).reloadHomes(db, [homeId]);
    const whole = await seekersForHome(db, homeId);
    expect(whole.map((row) => row.recipientId)).toContain(seeker);
    let pauses = 0;
    // Every pause lets a query take the index's visit stamp, as a match request would.
    const everyStep: Pace = {
      due: () => true,
      pause: async () => {
        pauses += 1;
        matchIndexFor(db).nextStamp();
        await new Promise((resolve) => setImmediate(resolve));
      },
    };
    const sliced = await seekersForHome(db, homeId, everyStep);
    expect(pauses).toBeGreaterThan(1);
    const ids = sliced.map((row) => row.recipientId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(whole.map((row) => row.recipientId).sort());
  });
});

describe('two instances', () => {
  it('claim each job and each alert once across two database handles', async () => {
    const { db } = ctx.app;
    const other = createDb(ctx.config);
    try {
      await db.insertInto('alert_jobs').values({ kind: 'none', subject_id: 1, created_at: nowIso() }).execute();
      const [mine, theirs] = await Promise.all([claimJobs(db), claimJobs(other)]);
      expect(mine.length + theirs.length).toBe(1);

      const homeId = await lyonHome(db, owner, { name: 'Deux instances' });
      await db
        .insertInto('alert_pending')
        .values({ recipient_id: seeker, subject_kind: 'home', subject_id: homeId, home_id: homeId, affinity: 70, reasons: '[]', vigilance: null, created_at: nowIso(new Date(Date.now() - 60_000)) })
        .execute();
      await publish(db, homeId);
      await db.updateTable('alert_settings').set({ last_push_at: null }).where('user_id', '=', seeker).execute();
      const before = push.sent.length;
      const base = { config: ctx.config, mailer: ctx.app.mailer, sender: push, log: ctx.app.log };
      await Promise.all([sendDue({ ...base, db }, 'push'), sendDue({ ...base, db: other }, 'push')]);
      expect(push.sent.length).toBe(before + 1);
    } finally {
      await other.destroy();
    }
  });
});

describe('a seeker who changes their search', () => {
  it('alerts the landlords of the published homes they fit, above the per-home threshold', async () => {
    const { db } = ctx.app;
    const homeId = await lyonHome(db, owner, { published: true, name: 'Pour les propriétaires' });
    const homes = await db.selectFrom('homes').select('id').where('user_id', '=', owner).execute();
    for (const home of homes) await settings(ownerCookie, { threshold: 0, email_frequency: 'immediate' }, `/api/alerts/homes/${home.id}/settings`);
    const search = await db.selectFrom('users').select('search_id').where('id', '=', seeker).executeTakeFirstOrThrow();
    await db.updateTable('searches').set({ per_room_budget_max: 640 }).where('id', '=', search.search_id!).execute();
    await tick();
    const rows = await pendingFor(owner);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subject_kind: 'seeker', subject_id: seeker, email_state: 'sent' });
    expect(homes.map((h) => h.id)).toContain(rows[0]!.home_id);
    const mails = (await readOutbox(ctx)).filter((m) => m.content.includes(OWNER_EMAIL) && m.content.includes('Nouveau profil compatible'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.content).toContain(`user-matching?home_id=${rows[0]!.home_id}`);
    expect(homeId).toBeGreaterThan(0);
  });
});
