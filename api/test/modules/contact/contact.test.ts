import { createTestApp, readOutbox, signup, type TestContext } from '../../helpers/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ contactEmail: 'equipe@toitpartage.test' });
});
afterAll(async () => {
  await ctx.close();
});

const message = {
  name: 'Léa Fontaine',
  email: 'Lea.Fontaine@Exemple.fr',
  subject: 'Question sur une annonce',
  message: "Bonjour, j'aimerais savoir comment contacter un propriétaire.",
};

function send(payload: unknown, cookie?: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, headers: cookie ? { cookie } : {} });
}

describe('POST /api/contact', () => {
  it('stores the message and sends an acknowledgement and a notification', async () => {
    const res = await send(message);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Merci, votre message a bien été envoyé. Nous vous répondrons sous 48 heures ouvrées.' });

    const rows = await ctx.app.db.selectFrom('contact_messages').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Léa Fontaine', email: 'lea.fontaine@exemple.fr', subject: message.subject, message: message.message, user_id: null });

    const mails = await readOutbox(ctx);
    expect(mails).toHaveLength(2);
    const ack = mails.find((m) => /^To: lea\.fontaine@exemple\.fr\r?$/m.test(m.content))!;
    expect(ack.content).toContain('Bonjour Léa Fontaine,');
    expect(ack.content).toContain('48 heures ouvrées');
    const notification = mails.find((m) => /^To: equipe@toitpartage\.test\r?$/m.test(m.content))!;
    expect(notification.content).toContain('Reply-To: lea.fontaine@exemple.fr');
    expect(notification.content).toContain(message.message);
  });

  it('links the message to the signed-in user', async () => {
    const { cookie, user } = await signup(ctx.app);
    expect((await send({ ...message, subject: 'Connecté' }, cookie)).statusCode).toBe(201);
    const row = await ctx.app.db.selectFrom('contact_messages').selectAll().where('subject', '=', 'Connecté').executeTakeFirstOrThrow();
    expect(row.user_id).toBe(user.id);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a missing name', { name: undefined }, 'Le nom est obligatoire.'],
    ['a missing e-mail', { email: undefined }, "L'adresse e-mail est obligatoire."],
    ['an invalid e-mail', { email: 'lea@' }, 'Cette adresse e-mail ne semble pas valide.'],
    ['a missing subject', { subject: ' ' }, "L'objet du message est obligatoire."],
    ['a long subject', { subject: 'x'.repeat(151) }, "L'objet du message doit contenir au plus 150 caractères."],
    ['a short message', { message: 'Trop cour' }, 'Le message doit contenir au moins 10 caractères.'],
    ['a long message', { message: 'x'.repeat(5001) }, 'Le message doit contenir au plus 5000 caractères.'],
    ['an unknown field', { phone: '0600000000' }, 'Champ inconnu : phone.'],
  ])('answers a French 400 for %s', async (_label, overrides, error) => {
    const res = await send({ ...message, ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });
});
