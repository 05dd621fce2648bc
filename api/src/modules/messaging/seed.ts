import { nowIso, type Db } from '../../db';
import { SUPPORT_ROLE } from './access';

const SEEKER = 'coloc@demo.toitpartage.fr';
const OWNER = 'proprio@demo.toitpartage.fr';
export const SUPPORT_DEMO_EMAIL = 'support@demo.toitpartage.fr';
/** Seekers made by the demo seed (db/seed/profiles.ts). */
const SEEDED_SEEKERS = '%@seekers.demo.toitpartage.fr';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface DemoLine {
  from: number;
  body: string;
  /** How long before the seed's `now`. */
  ago: number;
}

/**
 * Stores a thread as if it had been written over the last days: messages in order, the thread's
 * last message and activity, and each person's read mark (`readUpTo`: index of the last message
 * they have read, -1 for none).
 */
async function insertThread(
  db: Db,
  now: Date,
  thread: { kind: 'direct' | 'support'; homeId: number | null; people: Array<{ id: number; readUpTo: number; joinedAt?: number }>; lines: DemoLine[] },
): Promise<void> {
  const at = (ago: number) => nowIso(new Date(now.getTime() - ago));
  const startedAt = at(thread.lines[0]!.ago);
  await db.transaction().execute(async (trx) => {
    const conversation = await trx
      .insertInto('conversations')
      .values({ kind: thread.kind, home_id: thread.homeId, created_at: startedAt, updated_at: startedAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ids: number[] = [];
    for (const line of thread.lines) {
      const row = await trx
        .insertInto('messages')
        .values({ conversation_id: conversation.id, sender_id: line.from, body: line.body, client_id: null, created_at: at(line.ago) })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    await trx
      .updateTable('conversations')
      .set({ last_message_id: ids[ids.length - 1]!, updated_at: at(thread.lines[thread.lines.length - 1]!.ago) })
      .where('id', '=', conversation.id)
      .execute();
    await trx
      .insertInto('conversation_participants')
      .values(
        thread.people.map((person) => ({
          conversation_id: conversation.id,
          user_id: person.id,
          last_read_message_id: person.readUpTo < 0 ? 0 : ids[person.readUpTo]!,
          // Everyone has seen what they were told: nothing old is pushed or mailed again.
          notified_message_id: ids[ids.length - 1]!,
          joined_at: person.joinedAt === undefined ? startedAt : at(person.joinedAt),
        })),
      )
      .execute();
  });
}

/**
 * Demo messaging: the support account gets its role, and the demo seeker has three threads — with
 * the demo owner about the listing of their accepted visit (the owner's last answer still unread,
 * so the badge shows 1), with another seeker, and with the support team. Does nothing once the
 * seeker has a thread, or when the demo accounts are missing. Returns the threads created.
 */
export async function seedDemoMessaging(db: Db, now: Date = new Date()): Promise<number> {
  await db.updateTable('users').set({ staff_role: SUPPORT_ROLE }).where('email', '=', SUPPORT_DEMO_EMAIL).where('staff_role', 'is', null).execute();

  const users = await db.selectFrom('users').select(['id', 'email']).where('email', 'in', [SEEKER, OWNER, SUPPORT_DEMO_EMAIL]).execute();
  const idOf = (email: string) => users.find((user) => user.email === email)?.id;
  const seeker = idOf(SEEKER);
  if (seeker === undefined) return 0;
  const started = await db.selectFrom('conversation_participants').select('conversation_id').where('user_id', '=', seeker).limit(1).executeTakeFirst();
  if (started) return 0;

  let created = 0;
  const owner = idOf(OWNER);
  // Same choice as the demo visits: the owner's first published listing outside the Rhône.
  const ownerHome =
    owner === undefined
      ? undefined
      : await db
          .selectFrom('homes')
          .select(['id', 'name'])
          .where('user_id', '=', owner)
          .where('published', '=', 1)
          .where((eb) => eb.or([eb('postal_code', 'is', null), eb('postal_code', 'not like', '69%')]))
          .orderBy('id')
          .limit(1)
          .executeTakeFirst();
  if (owner !== undefined && ownerHome) {
    await insertThread(db, now, {
      kind: 'direct',
      homeId: ownerHome.id,
      people: [
        { id: seeker, readUpTo: 2 },
        { id: owner, readUpTo: 2 },
      ],
      lines: [
        { from: seeker, ago: 2 * DAY + 5 * HOUR, body: 'Bonjour Bernard, votre colocation m’intéresse beaucoup. La chambre est-elle toujours disponible pour le mois prochain ?' },
        { from: owner, ago: 2 * DAY + 3 * HOUR, body: 'Bonjour Camille, oui, elle se libère le 1er. Je vous ai proposé des créneaux de visite, choisissez celui qui vous arrange.' },
        { from: seeker, ago: DAY + 10 * HOUR, body: 'Merci ! Les charges comprennent-elles internet et l’électricité ?' },
        { from: owner, ago: 3 * HOUR, body: 'Internet et l’eau sont compris ; l’électricité est partagée entre colocataires, environ 25 € par mois chacun. À très vite pour la visite !' },
      ],
    });
    created += 1;
  }

  const other = await db
    .selectFrom('users')
    .select(['id', 'first_name'])
    .where('email', 'like', SEEDED_SEEKERS)
    .where('type', '=', 1)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (other) {
    await insertThread(db, now, {
      kind: 'direct',
      homeId: null,
      people: [
        { id: seeker, readUpTo: 2 },
        { id: other.id, readUpTo: 2 },
      ],
      lines: [
        { from: other.id, ago: 5 * DAY, body: 'Salut Camille ! On a pas mal de points communs d’après le matching (escalade, jeux de société…). Tu cherches toujours sur Lyon ?' },
        { from: seeker, ago: 5 * DAY - 40 * MINUTE, body: `Salut ${other.first_name} ! Oui, plutôt vers Villeurbanne ou la Croix-Rousse. Ça te dirait de chercher à deux ?` },
        { from: other.id, ago: 4 * DAY, body: 'Carrément, à deux on aurait accès aux grands appartements. Je t’envoie les annonces que j’ai repérées.' },
      ],
    });
    created += 1;
  }

  const support = idOf(SUPPORT_DEMO_EMAIL);
  if (support !== undefined) {
    await insertThread(db, now, {
      kind: 'support',
      homeId: null,
      people: [
        { id: seeker, readUpTo: 1 },
        { id: support, readUpTo: 0, joinedAt: 6 * DAY - HOUR },
      ],
      lines: [
        { from: seeker, ago: 6 * DAY, body: 'Bonjour, comment fonctionne la garantie pour le dossier locataire ?' },
        {
          from: support,
          ago: 6 * DAY - HOUR,
          body: 'Bonjour Camille et bienvenue sur Toit Partagé ! La garantie se demande depuis « Mon dossier » : une fois votre dossier complet, elle est jointe à vos candidatures et rassure les propriétaires. Nous restons disponibles ici pour toute question.',
        },
      ],
    });
    created += 1;
  }
  return created;
}
