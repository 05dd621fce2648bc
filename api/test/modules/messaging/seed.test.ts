import { seedDemoMessaging } from '../../../src/modules/messaging/seed';
import { createTestApp, type TestContext } from '../../helpers/app';
import { messagingKit, type MessagingKit, type Person } from './fixtures';

let ctx: TestContext;
let kit: MessagingKit;
let coloc: Person;
let proprio: Person;
let support: Person;
let other: Person;
let homeId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  kit = messagingKit(ctx.app);
  // The accounts the demo seed looks for, made by hand (the full demo seed is slow).
  coloc = await kit.seeker({ email: 'coloc@demo.toitpartage.fr' });
  proprio = await kit.owner({ email: 'proprio@demo.toitpartage.fr' });
  support = await kit.seeker({ email: 'support@demo.toitpartage.fr', first_name: 'Inès', name: 'Moreau' });
  other = await kit.seeker({ email: 'lucas.petit.1@seekers.demo.toitpartage.fr', first_name: 'Lucas', name: 'Petit' });
  homeId = await kit.home(proprio, 'Colocation Confluence');
  await ctx.app.db.updateTable('homes').set({ published: 1, postal_code: '75011' }).where('id', '=', homeId).execute();
});
afterAll(async () => {
  await ctx.close();
});

describe('seedDemoMessaging', () => {
  it('gives the demo seeker three threads, the owner’s last answer unread, and makes the support account staff', async () => {
    expect(await seedDemoMessaging(ctx.app.db)).toBe(3);
    expect(await kit.count(coloc)).toBe(1);

    const list = (await kit.list(coloc)).json().conversations;
    expect(list).toHaveLength(2);
    const withOwner = list.find((c: { peer: { user_id: number } }) => c.peer.user_id === proprio.id);
    expect(withOwner).toMatchObject({ home_id: homeId, home_title: 'Colocation Confluence', unread: 1, last_message: { sender_id: proprio.id } });
    expect((await kit.messages(coloc, withOwner.id)).json().messages).toHaveLength(4);
    expect((await kit.homeCount(proprio, homeId)).json()).toEqual({ unreaded: 0 });
    const withSeeker = list.find((c: { peer: { user_id: number } }) => c.peer.user_id === other.id);
    expect(withSeeker).toMatchObject({ home_id: null, unread: 0 });
    expect(withSeeker.last_message.body).toContain('annonces');

    const mine = (await kit.call('GET', '/api/support/conversation', coloc.cookie)).json();
    expect(mine).toMatchObject({ kind: 'support', peer: { user_id: null }, unread: 0, last_message: { sender_id: support.id } });
    expect(mine.last_message.body).toMatch(/^Bonjour Camille et bienvenue sur Toit Partagé/);

    // The support account answers from the staff list; the site config points the special entry at it.
    const staffList = (await kit.list(support, '?kind=support')).json().conversations;
    expect(staffList).toEqual([expect.objectContaining({ id: mine.id, peer: expect.objectContaining({ user_id: coloc.id }), unread: 0 })]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/site-config' })).json().customer_service_user_id).toBe(support.id);
  });

  it('is idempotent', async () => {
    const before = await ctx.app.db.selectFrom('messages').select('id').execute();
    expect(await seedDemoMessaging(ctx.app.db)).toBe(0);
    expect(await ctx.app.db.selectFrom('messages').select('id').execute()).toHaveLength(before.length);
  });

  it('does nothing without the demo seeker', async () => {
    const bare = await createTestApp();
    try {
      expect(await seedDemoMessaging(bare.app.db)).toBe(0);
    } finally {
      await bare.close();
    }
  });
});
