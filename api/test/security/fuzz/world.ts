import { DEFAULT_PASSWORD, myself, signup, type TestContext } from '../../helpers/app';
import { completeListing, imageFile, insertCities, makeJpeg, multipart, upload } from '../../modules/homes/fixtures';
import { BASE_PROFILE } from '../../modules/matching/fixtures';
import { makePdf } from '../../modules/tenant-file/fixtures';

export interface Account {
  id: number;
  email: string;
  cookie: string;
}

/**
 * The people and objects a fuzzed request may point at: a seeker and an owner signed in through
 * the API, the owner's published home with a photo, a tenancy, a document, a conversation, a
 * visit request… Fuzzing can delete or sign out any of them, so `ensure` rebuilds what is gone.
 */
export class World {
  seeker!: Account;
  owner!: Account;
  homeId = 0;
  /** Ids of every table with an integer id, after the fixtures were made. */
  private tables: Record<string, number[]> = {};
  /** A valid JPEG and PDF, for upload routes. */
  jpeg: Buffer = Buffer.alloc(0);
  pdf: Buffer = Buffer.alloc(0);
  private cityId = 0;
  readonly notes: string[] = [];

  constructor(private readonly ctx: TestContext) {}

  private call(method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: unknown) {
    return this.ctx.app.inject({ method, url, headers: { cookie }, ...(payload !== undefined ? { payload: payload as object } : {}) });
  }

  /** One fixture step; a failure is noted and the fuzz run fails with it (fewer real ids would be fuzzed). */
  private async step(name: string, run: () => Promise<{ statusCode: number; body: string } | void>): Promise<void> {
    try {
      const response = await run();
      if (response && response.statusCode >= 300) this.notes.push(`${name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    } catch (error) {
      this.notes.push(`${name}: ${(error as Error).message}`);
    }
  }

  async build(): Promise<void> {
    if (!this.cityId) {
      this.cityId = (await insertCities(this.ctx.app.db)).lyon;
      this.jpeg = await makeJpeg(64, 48);
      this.pdf = await makePdf('Attestation');
    }
    const seeker = await signup(this.ctx.app, { type: 'users', first_name: 'Camille', name: 'Martin' });
    const owner = await signup(this.ctx.app, { type: 'proprietaire', first_name: 'Bernard', name: 'Lefèvre' });
    this.seeker = { id: seeker.user.id, email: seeker.body.email, cookie: seeker.cookie };
    this.owner = { id: owner.user.id, email: owner.body.email, cookie: owner.cookie };
    const s = this.seeker;
    const o = this.owner;

    await this.step('profile', () => this.call('PUT', `/api/profiles/${seeker.user.profile.id}`, s.cookie, BASE_PROFILE));
    await this.step('search', () => this.call('POST', '/api/searches', s.cookie, { city_searches: [{ type: 'city', geoname: { id: this.cityId } }] }));
    await this.step('registration', () => this.call('PUT', `/api/users/${s.id}`, s.cookie, { registration_step: 100 }));
    await this.step('home', async () => {
      const created = await this.call('POST', '/api/homes', o.cookie, completeListing(this.cityId));
      if (created.statusCode === 201) {
        this.homeId = created.json().id;
        await this.ctx.app.db.updateTable('homes').set({ published: 1 }).where('id', '=', this.homeId).execute();
      }
      return created;
    });
    const home = this.homeId;
    await this.step('photo', () => upload(this.ctx, `/api/homes/${home}/images`, [imageFile(this.jpeg)], o.cookie));
    await this.step('avatar', () => upload(this.ctx, '/api/users/upload', [imageFile(this.jpeg)], s.cookie));
    await this.step('like', () => this.call('POST', `/api/homes/accordances/${home}`, s.cookie, { type: 'like' }));
    await this.step('group', () => this.call('POST', '/api/groups', s.cookie, { name: 'Les voisins' }));
    await this.step('conversation', async () => {
      const started = await this.call('POST', '/api/conversations', s.cookie, { user_id: o.id, home_id: home, message: 'Bonjour, la chambre est-elle libre ?' });
      return started.statusCode === 200 ? { statusCode: 201, body: '' } : started;
    });
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000).toISOString();
    await this.step('visit', () => this.call('POST', '/api/visits', s.cookie, { home_id: home, slots: [inTwoDays], message: 'Je suis disponible.' }));
    await this.step('contact request', () => this.call('POST', '/api/contact-requests', s.cookie, { home_id: home, message: 'Bonjour !' }));
    await this.step('tenancy', () =>
      this.call('POST', `/api/homes/${home}/tenancies`, o.cookie, {
        room_id: null,
        tenant_email: s.email,
        tenant_name: 'Camille Martin',
        start_date: '2024-01-01',
        rent: 500,
        charges: 50,
        deposit: 500,
      }),
    );
    await this.step('document', () => {
      const form = multipart([
        { name: 'title', data: 'Règlement intérieur' },
        { name: 'category', data: 'reglement' },
        { name: 'shared', data: 'true' },
        { name: 'file', filename: 'reglement.pdf', contentType: 'application/pdf', data: this.pdf },
      ]);
      return this.ctx.app.inject({ method: 'POST', url: `/api/homes/${home}/documents`, payload: form.payload, headers: { ...form.headers, cookie: o.cookie } });
    });
    await this.step('invitation', () => this.call('POST', `/api/homes/${home}/invite`, o.cookie, { owner_email: 'associe@exemple.fr' }));
    await this.step('tenant file', () => this.call('POST', '/api/tenant-file/share', s.cookie));
    // A mandate signed by the owner (the seeker's account stands in for the agency), so that the
    // mandate routes meet a real row of each party.
    await this.step('mandate', async () => {
      const now = new Date().toISOString();
      await this.ctx.app.db
        .insertInto('mandates')
        .values({
          // ensure() rebuilds the world when a fuzzed route destroyed it: a fresh reference each time.
          reference: `MDT-FUZZ${Date.now().toString(36).toUpperCase().padStart(8, '0').slice(-8)}`,
          home_id: home,
          owner_id: o.id,
          agent_id: s.id,
          added_landlord_id: null,
          provider: 'sandbox',
          provider_name: 'Bac à sable de signature',
          status: 'signed',
          fee_rate: 8,
          duration_months: 12,
          created_at: now,
          expires_at: new Date(Date.now() + 14 * 86_400_000).toISOString(),
          owner_signed_at: now,
          owner_signature_id: 'sig_fuzz',
          agent_signed_at: null,
          closed_at: null,
          updated_at: now,
        })
        .execute();
    });
    await this.collectIds();
  }

  private async collectIds(): Promise<void> {
    const db = this.ctx.app.db;
    this.tables = {};
    for (const table of await db.introspection.getTables()) {
      if (!table.columns.some((column) => column.name === 'id')) continue;
      try {
        const rows = await db
          .selectFrom(table.name as never)
          .select('id' as never)
          .limit(50)
          .execute();
        const ids = rows.map((row) => Number((row as { id: unknown }).id)).filter((id) => Number.isSafeInteger(id) && id > 0);
        if (ids.length) this.tables[table.name] = ids;
      } catch {
        // A table whose id is not a number (tokens, settings): nothing to offer.
      }
    }
  }

  /** Rebuilds the fixtures when fuzzing signed someone out, deleted them or deleted the home. */
  async ensure(): Promise<void> {
    const alive = async (account: Account | undefined) => account !== undefined && (await myself(this.ctx.app, account.cookie)).statusCode === 200;
    const homeAlive = this.homeId > 0 && (await this.call('GET', `/api/homes/${this.homeId}`, this.owner.cookie)).statusCode === 200;
    if (!(await alive(this.seeker)) || !(await alive(this.owner)) || !homeAlive) await this.build();
  }

  /** Real ids a path parameter may name: the table the segment before it is about, else any. */
  idsForParam(url: string, name: string): number[] {
    const segments = url.split('/');
    const index = segments.findIndex((s) => s.replace(/\(.*$/, '') === `:${name}`);
    const resource = index > 0 ? segments[index - 1]! : '';
    if (name === 'id' || name === 'imageId' || name === 'invitation_id') {
      const fromName = name === 'imageId' ? 'images' : name === 'invitation_id' ? 'home_landlords' : resource;
      const found = this.tableFor(fromName);
      if (found.length) return found;
    }
    return this.idsForField(name);
  }

  /** Real ids for a body or query field, by its name. */
  idsForField(name: string): number[] {
    const known: Record<string, string> = {
      home_id: 'homes',
      user_id: 'users',
      to_user_id: 'users',
      budget_user_id: 'users',
      room_id: 'rooms',
      search_id: 'searches',
      group_id: 'seeker_groups',
      city_id: 'cities',
      city_ids: 'cities',
      document_id: 'home_documents',
      last_read_id: 'messages',
      ownerID: 'users',
      subscription: 'subscriptions',
    };
    const table = known[name];
    if (table) return this.tables[table] ?? [];
    if (name === 'id' || name.endsWith('_id') || name.endsWith('Id')) return this.allIds();
    return [];
  }

  private tableFor(segment: string): number[] {
    const wanted = segment.replace(/-/g, '_');
    const singular = wanted.replace(/s$/, '');
    const names = Object.keys(this.tables);
    const exact = names.find((n) => n === wanted) ?? names.find((n) => n.endsWith(`_${wanted}`)) ?? names.find((n) => n.startsWith(singular));
    return exact ? this.tables[exact]! : this.allIds();
  }

  private allIds(): number[] {
    return [...new Set(Object.values(this.tables).flat())].sort((a, b) => a - b).slice(0, 40);
  }

  /** Known strings that reach deeper than validation: the accounts' e-mails and password. */
  secrets(): string[] {
    return [this.seeker.email, this.owner.email, DEFAULT_PASSWORD];
  }
}
