import { buildApp } from '../../../src/app';
import { createTestApp, myself, readOutbox, signup, type TestContext } from '../../helpers/app';
import { homesApi, imageFile, insertCities, upload, type CityKey } from '../homes/fixtures';
import { call, homeRow, moderator, submittedAdvert, uniqueJpeg } from './fixtures';

let ctx: TestContext;
let cities: Record<CityKey, number>;
let send: ReturnType<typeof call>;
let mod: Awaited<ReturnType<typeof moderator>>;
let stranger: Awaited<ReturnType<typeof signup>>;

beforeAll(async () => {
  ctx = await createTestApp({ publicUrl: 'https://toitpartage.example' });
  cities = await insertCities(ctx.app.db);
  send = call(ctx);
  mod = await moderator(ctx);
  stranger = await signup(ctx.app, { type: 'proprietaire' });
});
afterAll(async () => {
  await ctx.close();
});

const MODERATORS_ONLY = { error: 'Cette page est réservée aux modérateurs des annonces.' };
const UNAUTHORIZED = { error: 'Vous devez être connecté.' };
const NOT_PENDING = { error: "Cette annonce n'est pas en attente de modération : elle a déjà été traitée ou n'a pas été soumise." };
const REASON = 'Les photos ne montrent pas le logement annoncé.';

async function pendingIds(): Promise<number[]> {
  const res = await send('GET', '/api/moderation/homes?status=pending', mod.cookie);
  expect(res.statusCode).toBe(200);
  return res.json().items.map((item: { home: { id: number } }) => item.home.id);
}

describe('GET /api/moderation/homes', () => {
  it('is for moderators only: 401 anonymous, 403 in French for anyone else', async () => {
    expect((await send('GET', '/api/moderation/homes')).json()).toEqual(UNAUTHORIZED);
    const forbidden = await send('GET', '/api/moderation/homes', stranger.cookie);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual(MODERATORS_ONLY);
    const support = await signup(ctx.app);
    await ctx.app.db.updateTable('users').set({ staff_role: 'support' }).where('id', '=', support.user.id).execute();
    expect((await send('GET', '/api/moderation/homes', support.cookie)).statusCode).toBe(403);
  });

  it('lists pending adverts oldest request first, with owner, photos, terms and flags', async () => {
    const first = await submittedAdvert(ctx, cities.lyon);
    const second = await submittedAdvert(ctx, cities.paris, { home: { postal_code: '75011' } });
    const draft = await submittedAdvert(ctx, cities.lyon, { submit: false });
    // The first request is the oldest, whatever the ids say.
    await ctx.app.db.updateTable('homes').set({ submitted_at: '2020-01-01T00:00:00.000Z' }).where('id', '=', second.id).execute();

    const res = await send('GET', '/api/moderation/homes', mod.cookie);
    expect(res.headers['cache-control']).toBe('no-store');
    const items = res.json().items as Array<Record<string, any>>;
    const ids = items.map((item) => item.home.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(ids).not.toContain(draft.id);
    const item = items.find((entry) => entry.home.id === first.id)!;
    expect(item).toMatchObject({
      home: { id: first.id, step: 3, moderation_status: 'pending', published: false },
      owner: { id: first.owner.user.id, first_name: 'Paul', name: 'Martin', email: first.owner.user.email },
      photo_urls: [first.photoUrl],
      submitted_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      flags: [],
      services: null,
    });
  });

  it('flags a photo already used by another account, with the other advert', async () => {
    const photo = await uniqueJpeg();
    const original = await submittedAdvert(ctx, cities.lyon, { photo, submit: false });
    const copy = await submittedAdvert(ctx, cities.lyon, { photo });
    // The same owner may reuse their own photo: only the other account's advert is flagged.
    const ownReuse = await submittedAdvert(ctx, cities.lyon, { photo, owner: original.owner });
    const items = (await send('GET', '/api/moderation/homes', mod.cookie)).json().items as Array<Record<string, any>>;
    expect(items.find((item) => item.home.id === copy.id)!.flags).toEqual([
      { kind: 'duplicate_photo', message: `Photo déjà utilisée par l'annonce n° ${original.id} d'un autre compte.`, other_home_id: original.id },
      { kind: 'duplicate_photo', message: `Photo déjà utilisée par l'annonce n° ${ownReuse.id} d'un autre compte.`, other_home_id: ownReuse.id },
    ]);
    expect(items.find((item) => item.home.id === ownReuse.id)!.flags).toEqual([
      { kind: 'duplicate_photo', message: `Photo déjà utilisée par l'annonce n° ${copy.id} d'un autre compte.`, other_home_id: copy.id },
    ]);
  });

  it('shows the terms and flags of a housing-for-services advert, and the decided lists', async () => {
    const advert = await submittedAdvert(ctx, cities.lyon, {
      home: {
        pay_by_service: true,
        service_list: [1, 4],
        description: 'Chambre chez une dame âgée, appelez le 06 12 34 56 78. Présence jour et nuit.',
        services: { hours_per_week: 12, tasks: 'Courses\nRepas du soir', trial_weeks: 2, notice_days: 30 },
      },
    });
    // Later raised straight in the database: the API refuses more than 20 hours at submission.
    await ctx.app.db.updateTable('homes').set({ service_hours_per_week: 30 }).where('id', '=', advert.id).execute();
    const items = (await send('GET', '/api/moderation/homes', mod.cookie)).json().items as Array<Record<string, any>>;
    const item = items.find((entry) => entry.home.id === advert.id)!;
    expect(item.services).toEqual({ hours_per_week: 30, tasks: 'Courses\nRepas du soir', trial_weeks: 2, notice_days: 30 });
    expect(item.flags.map((flag: { kind: string }) => flag.kind)).toEqual(['contact_details', 'services_too_many_hours', 'services_abusive_wording']);

    expect((await send('GET', '/api/moderation/homes?status=accepted', mod.cookie)).json().items).toEqual([]);
    expect((await send('GET', '/api/moderation/homes?status=unknown', mod.cookie)).json()).toEqual({ error: 'Le statut doit être pending, refused ou accepted.' });
  });
});

describe('POST /api/moderation/homes/:id/approve', () => {
  it('refuses anyone but a moderator and changes nothing', async () => {
    const advert = await submittedAdvert(ctx, cities.lyon);
    const before = await homeRow(ctx, advert.id);
    expect((await send('POST', `/api/moderation/homes/${advert.id}/approve`)).statusCode).toBe(401);
    for (const cookie of [stranger.cookie, advert.owner.cookie]) {
      const res = await send('POST', `/api/moderation/homes/${advert.id}/approve`, cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(MODERATORS_ONLY);
    }
    expect(await homeRow(ctx, advert.id)).toEqual(before);
  });

  it('publishes the advert, records who decided, and mails the creator its public link', async () => {
    const advert = await submittedAdvert(ctx, cities.lyon);
    const res = await send('POST', `/api/moderation/homes/${advert.id}/approve`, mod.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ home_id: advert.id, moderation_status: 'accepted', published: true });
    expect(await homeRow(ctx, advert.id)).toMatchObject({
      published: 1,
      moderation_status: 'accepted',
      moderated_by: mod.user.id,
      moderated_at: expect.stringMatching(/^\d{4}-/),
      moderation_reason: null,
    });
    const mails = (await readOutbox(ctx)).filter((mail) => mail.content.includes(`To: ${advert.owner.user.email}`) && mail.content.includes('Votre annonce'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.content).toContain('Subject: Votre annonce est en ligne');
    expect(mails[0]!.content).toContain(`https://toitpartage.example/colocation-lyon/${advert.id}`);
    expect(await pendingIds()).not.toContain(advert.id);

    // Decided already: 409, and the public advert is there.
    const again = await send('POST', `/api/moderation/homes/${advert.id}/approve`, mod.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(NOT_PENDING);
    expect((await send('GET', `/api/adverts/${advert.id}`)).statusCode).toBe(200);
  });

  it('answers 409 for a draft never submitted and 404 for an unknown home', async () => {
    const draft = await submittedAdvert(ctx, cities.lyon, { submit: false });
    expect((await send('POST', `/api/moderation/homes/${draft.id}/approve`, mod.cookie)).json()).toEqual(NOT_PENDING);
    expect((await homeRow(ctx, draft.id)).published).toBe(0);
    expect((await send('POST', '/api/moderation/homes/999999/approve', mod.cookie)).statusCode).toBe(404);
    expect((await send('POST', '/api/moderation/homes/abc/approve', mod.cookie)).json()).toEqual({ error: "L'identifiant de l'annonce est invalide." });
  });

  it('does not publish an advert that became incomplete while waiting', async () => {
    const advert = await submittedAdvert(ctx, cities.lyon);
    await ctx.app.db.updateTable('homes').set({ step: 2 }).where('id', '=', advert.id).execute();
    const res = await send('POST', `/api/moderation/homes/${advert.id}/approve`, mod.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/^Cette annonce est incomplète/);
    expect(await homeRow(ctx, advert.id)).toMatchObject({ published: 0, moderation_status: 'pending' });
  });
});

describe('POST /api/moderation/homes/:id/reject', () => {
  it('needs a reason of 10 to 1000 characters, checked after the role', async () => {
    const advert = await submittedAdvert(ctx, cities.lyon);
    const before = await homeRow(ctx, advert.id);
    expect((await send('POST', `/api/moderation/homes/${advert.id}/reject`, stranger.cookie, { reason: 'x' })).json()).toEqual(MODERATORS_ONLY);
    expect((await send('POST', `/api/moderation/homes/${advert.id}/reject`, mod.cookie, { reason: '   court   ' })).json()).toEqual({
      error: 'Le motif du refus doit contenir au moins 10 caractères.',
    });
    expect((await send('POST', `/api/moderation/homes/${advert.id}/reject`, mod.cookie, {})).json()).toEqual({ error: 'Le motif du refus est obligatoire.' });
    expect((await send('POST', `/api/moderation/homes/${advert.id}/reject`, mod.cookie, { reason: 'x'.repeat(1001) })).json()).toEqual({
      error: 'Le motif du refus doit contenir au plus 1000 caractères.',
    });
    expect(await homeRow(ctx, advert.id)).toEqual(before);
  });

  it('takes a published advert offline, keeps the reason and mails it to the creator', async () => {
    const advert = await submittedAdvert(ctx, cities.lyon);
    await ctx.app.db.updateTable('homes').set({ published: 1 }).where('id', '=', advert.id).execute();
    const res = await send('POST', `/api/moderation/homes/${advert.id}/reject`, mod.cookie, { reason: `  ${REASON}  ` });
    expect(res.json()).toEqual({ home_id: advert.id, moderation_status: 'refused', published: false });
    expect(await homeRow(ctx, advert.id)).toMatchObject({ published: 0, moderation_status: 'refused', moderation_reason: REASON, moderated_by: mod.user.id });

    const mails = (await readOutbox(ctx)).filter((mail) => mail.content.includes(`To: ${advert.owner.user.email}`) && mail.content.includes('Votre annonce'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.content).toContain(REASON);
    expect(mails[0]!.content).toContain(`https://toitpartage.example/proprietaire/annonce-modification/${advert.id}?home_id=${advert.id}`);
    expect((await send('GET', `/api/adverts/${advert.id}`)).statusCode).toBe(404);

    const refused = (await send('GET', '/api/moderation/homes?status=refused', mod.cookie)).json().items;
    expect(refused[0]).toMatchObject({ home: { id: advert.id, moderation_status: 'refused' } });
    expect((await send('POST', `/api/moderation/homes/${advert.id}/reject`, mod.cookie, { reason: REASON })).statusCode).toBe(409);
  });
});

describe('GET /api/homes/:id/moderation', () => {
  it('tells the landlords where their advert stands, with the reason of a refusal', async () => {
    const advert = await submittedAdvert(ctx, cities.lyon);
    const url = `/api/homes/${advert.id}/moderation`;
    expect((await send('GET', url, advert.owner.cookie)).json()).toEqual({
      status: 'pending',
      reason: null,
      submitted_at: expect.any(String),
      moderated_at: null,
    });
    await send('POST', `/api/moderation/homes/${advert.id}/reject`, mod.cookie, { reason: REASON });
    expect((await send('GET', url, advert.owner.cookie)).json()).toMatchObject({ status: 'refused', reason: REASON, moderated_at: expect.any(String) });
    expect((await send('GET', url, stranger.cookie)).statusCode).toBe(403);
    expect((await send('GET', url)).statusCode).toBe(401);

    // Submitted again after a fix: pending, the old reason gone.
    await homesApi(ctx).put(advert.id, { description: 'Une description corrigée, avec de vraies photos du logement.', moderation_status: 'pending' }, advert.owner.cookie);
    expect((await send('GET', url, advert.owner.cookie)).json()).toMatchObject({ status: 'pending', reason: null });
  });
});

describe('housing-for-services terms at submission', () => {
  const MISSING_ALL =
    "Pour un logement contre services, indiquez avant la modération le nombre d'heures de services par semaine (20 au plus), la liste des tâches attendues, la durée de la période d'essai et le préavis pour mettre fin à l'accord.";

  it('refuses to submit without the terms, naming what is missing, and saves nothing', async () => {
    const advert = await submittedAdvert(ctx, cities.lyon, { submit: false, home: { pay_by_service: true } });
    const refused = await homesApi(ctx).put(advert.id, { moderation_status: 'pending', name: 'Ne doit pas changer' }, advert.owner.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: MISSING_ALL });
    expect(await homeRow(ctx, advert.id)).toMatchObject({ moderation_status: null, submitted_at: null, name: 'Grande colocation lumineuse' });

    const partial = await homesApi(ctx).put(advert.id, { moderation_status: 'pending', services: { hours_per_week: 8, tasks: 'Courses' } }, advert.owner.cookie);
    expect(partial.json()).toEqual({
      error: "Pour un logement contre services, indiquez avant la modération la durée de la période d'essai et le préavis pour mettre fin à l'accord.",
    });

    const tooMany = await homesApi(ctx).put(
      advert.id,
      { moderation_status: 'pending', services: { hours_per_week: 25, tasks: 'Courses', trial_weeks: 2, notice_days: 15 } },
      advert.owner.cookie,
    );
    expect(tooMany.json()).toEqual({
      error: "Un logement contre services demande au plus 20 heures de services par semaine : réduisez le nombre d'heures avant la modération.",
    });
    expect((await homeRow(ctx, advert.id)).service_hours_per_week).toBeNull();
  });

  it('submits once the four terms are stated, and stores them', async () => {
    const advert = await submittedAdvert(ctx, cities.lyon, { submit: false, home: { pay_by_service: true } });
    const res = await homesApi(ctx).put(
      advert.id,
      { moderation_status: 'pending', services: { hours_per_week: 10, tasks: '  Courses\nRepas du soir  ', trial_weeks: 4, notice_days: 30 } },
      advert.owner.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ moderation_status: 'pending', published: false });
    expect(await homeRow(ctx, advert.id)).toMatchObject({
      service_hours_per_week: 10,
      service_tasks: 'Courses\nRepas du soir',
      service_trial_weeks: 4,
      service_notice_days: 30,
      submitted_at: expect.any(String),
    });
    // null clears the terms; out-of-range values are refused in French.
    expect((await homesApi(ctx).put(advert.id, { services: { hours_per_week: 0 } }, advert.owner.cookie)).json()).toEqual({
      error: "Le nombre d'heures de services par semaine doit être un entier entre 1 et 168.",
    });
    expect((await homesApi(ctx).put(advert.id, { services: { notice: 3 } }, advert.owner.cookie)).statusCode).toBe(400);
  });

  it('does not ask an ordinary shared flat for terms', async () => {
    const advert = await submittedAdvert(ctx, cities.lyon);
    expect((await homeRow(ctx, advert.id)).moderation_status).toBe('pending');
  });
});

describe('editing a published advert', () => {
  it('keeps it online and sends it back to the queue, keeping its first request date while pending', async () => {
    const advert = await submittedAdvert(ctx, cities.lyon);
    await send('POST', `/api/moderation/homes/${advert.id}/approve`, mod.cookie);
    // Sending back what was read (or delegating, reordering photos) changes nothing the moderator saw.
    const { moderation_status: _status, ...read } = (await homesApi(ctx).get(advert.id, advert.owner.cookie)).json();
    expect((await homesApi(ctx).put(advert.id, read, advert.owner.cookie)).json().moderation_status).toBe('accepted');

    const edited = await homesApi(ctx).put(advert.id, { rooms: [{ ...read.rooms[0], rent: 350 }] }, advert.owner.cookie);
    expect(edited.json()).toMatchObject({ published: true, moderation_status: 'pending' });
    const queued = await homeRow(ctx, advert.id);
    expect(await pendingIds()).toContain(advert.id);

    await homesApi(ctx).put(advert.id, { description: 'Encore une autre description du logement, plus complète.' }, advert.owner.cookie);
    expect((await homeRow(ctx, advert.id)).submitted_at).toBe(queued.submitted_at);
    expect((await send('GET', `/api/adverts/${advert.id}`)).statusCode).toBe(200);
  });

  it('also when a photo is added or removed', async () => {
    const advert = await submittedAdvert(ctx, cities.lyon);
    await send('POST', `/api/moderation/homes/${advert.id}/approve`, mod.cookie);
    const photo = await upload(ctx, `/api/homes/${advert.id}/images`, [imageFile(await uniqueJpeg())], advert.owner.cookie);
    expect(photo.statusCode).toBe(200);
    expect(await homeRow(ctx, advert.id)).toMatchObject({ published: 1, moderation_status: 'pending' });

    await send('POST', `/api/moderation/homes/${advert.id}/approve`, mod.cookie);
    const removed = await send('DELETE', `/api/homes/${advert.id}/images/${photo.json().id}`, advert.owner.cookie);
    expect(removed.json()).toMatchObject({ published: true, moderation_status: 'pending' });
  });
});

describe('moderators', () => {
  it('see their role in the user object; others see null', async () => {
    expect((await myself(ctx.app, mod.cookie)).json().staff_role).toBe('moderator');
    expect((await myself(ctx.app, stranger.cookie)).json().staff_role).toBeNull();
  });

  it('are named by MODERATOR_EMAILS at start-up, an existing staff role kept', async () => {
    const future = await signup(ctx.app, { email: `Future.Mod.${process.pid}@exemple.fr` });
    const support = await signup(ctx.app);
    await ctx.app.db.updateTable('users').set({ staff_role: 'support' }).where('id', '=', support.user.id).execute();
    // A second instance on the same database, as after a restart with the variable set.
    const second = await buildApp({ ...ctx.config, moderatorEmails: [future.user.email.toLowerCase(), support.user.email, 'personne@exemple.fr'] });
    try {
      const roles = await second.db.selectFrom('users').select(['id', 'staff_role']).where('id', 'in', [future.user.id, support.user.id]).execute();
      expect(Object.fromEntries(roles.map((row) => [row.id, row.staff_role]))).toEqual({ [future.user.id]: 'moderator', [support.user.id]: 'support' });
    } finally {
      await second.close();
    }
  });
});
