import PDFDocument from 'pdfkit';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db';
import type { Database } from '../../db/types';
import { FIRST_SEEKER_EMAIL_DOMAIN, randomSequence } from '../../db/seed/profiles';
import { addDays, addMonths, addYears, monthOf, monthsBetween, parisDate } from '../../lib/dates';
import { removeDocumentFile, storeDocument } from '../../lib/documents/files';
import { pdfText } from './lease-pdf';
import { roundCents } from './money';

const TENANT = 'locataire@demo.toitpartage.fr';
const OWNER = 'proprio@demo.toitpartage.fr';
const SEEKER = 'coloc@demo.toitpartage.fr';

type Db = Kysely<Database>;

/** A one-page PDF with a title and paragraphs, as a landlord would upload. */
function simplePdf(title: string, paragraphs: readonly string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: pdfText(title), Creator: 'Toit Partagé (démo)' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(16).text(pdfText(title), { align: 'center' }).moveDown();
  doc.font('Helvetica').fontSize(10);
  for (const paragraph of paragraphs) doc.text(pdfText(paragraph), { align: 'justify' }).moveDown(0.6);
  doc.end();
  return done;
}

const HOUSE_RULES = [
  '1. Parties communes. La cuisine, le séjour et la salle de bains sont rangés après chaque usage ; un planning de ménage hebdomadaire est affiché dans la cuisine.',
  "2. Calme. Pas de bruit après 22 h en semaine et minuit le week-end ; les invités sont les bienvenus en prévenant les colocataires la veille.",
  '3. Courses communes. Les produits de base (huile, sel, produits ménagers) sont achetés sur la cagnotte commune, alimentée de 15 € par mois et par personne.',
  "4. Énergie. Les radiateurs sont baissés en cas d'absence de plus d'une journée ; l'électricité est répartie à parts égales.",
  '5. Départ. Chaque colocataire prévient les autres en même temps que le bailleur lorsqu’il donne congé.',
];

const INSURANCE = [
  "Assurance multirisque habitation du propriétaire non occupant – contrat n° PNO-2024-118 372.",
  "Garanties : responsabilité civile du propriétaire, dégâts des eaux, incendie, bris de glace, catastrophes naturelles, pour l'ensemble du logement et ses parties communes.",
  "Période de validité : du 1er janvier au 31 décembre de l'année en cours, renouvelable par tacite reconduction.",
];

/** Daily advert views of the last `days` days: a slow rise, busier weekends, some noise. */
export function demoViewCurve(today: string, days: number, seed = 6): Array<{ day: string; count: number }> {
  const random = randomSequence(seed);
  return Array.from({ length: days }, (_, index) => {
    const day = addDays(today, index - days + 1);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const trend = 6 + (index / days) * 14;
    const weekend = weekday === 0 || weekday === 6 ? 1.5 : 1;
    return { day, count: Math.max(0, Math.round(trend * weekend + (random() - 0.5) * 8)) };
  });
}

/**
 * Demo rental management on proprio@'s first complete published home: locataire@ rents its first
 * room since four months (lease accepted by both, the three oldest rents received, last month's
 * late and this month's due), a demo seeker rents the second room, two documents (the house
 * rules shared with the tenants, the insurance certificate kept private), diagnostics (DPE,
 * electricity expiring within 60 days, surface; gas missing), 60 days of views and two new
 * contact requests. Does nothing once locataire@ has a tenancy or when the accounts are missing.
 */
export async function seedDemoRentals(db: Db, dataDir: string, now: Date = new Date()): Promise<number> {
  const accounts = await db.selectFrom('users').select(['id', 'email', 'first_name', 'name']).where('email', 'in', [TENANT, OWNER]).execute();
  const tenant = accounts.find((a) => a.email === TENANT);
  const owner = accounts.find((a) => a.email === OWNER);
  if (!tenant || !owner) return 0;
  if (await db.selectFrom('tenancies').select('id').where('tenant_user_id', '=', tenant.id).limit(1).executeTakeFirst()) return 0;
  const homes = await db
    .selectFrom('homes')
    .selectAll()
    .where('user_id', '=', owner.id)
    .where('published', '=', 1)
    .where('step', '>=', 3)
    .orderBy('id')
    .execute();
  const home = homes[0];
  if (!home) return 0;
  const rooms = await db.selectFrom('rooms').selectAll().where('home_id', '=', home.id).orderBy('number').execute();
  const room = rooms[0];
  if (!room) return 0;
  const seekers = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'name', 'email'])
    .where('email', 'like', `%${FIRST_SEEKER_EMAIL_DOMAIN}`)
    .where('email', '!=', SEEKER)
    .orderBy('id')
    .limit(3)
    .execute();

  const today = parisDate(now);
  const stamp = nowIso(now);
  const start = addMonths(today, -4);
  const rent = room.rent ?? 450;
  const charges = room.charges ?? 40;
  const furnished = room.furnished === 1 || home.furnished === 1;
  let created = 0;

  const pdf = {
    rules: await simplePdf('Règlement intérieur de la colocation', HOUSE_RULES),
    insurance: await simplePdf("Attestation d'assurance", INSURANCE),
  };
  const file = {
    rules: await storeDocument(dataDir, home.id, pdf.rules),
    insurance: await storeDocument(dataDir, home.id, pdf.insurance),
  };
  try {
    await db.transaction().execute(async (trx) => {
      const tenancy = await trx
        .insertInto('tenancies')
        .values({
          home_id: home.id,
          room_id: room.id,
          tenant_user_id: tenant.id,
          tenant_name: `${tenant.first_name} ${tenant.name}`,
          tenant_email: tenant.email,
          start_date: start,
          end_date: null,
          rent,
          charges,
          deposit: rent,
          status: 'active',
          created_at: stamp,
          updated_at: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const periods = monthsBetween(monthOf(start), monthOf(today));
      await trx
        .insertInto('rent_payments')
        .values(
          periods.map((period, index) => ({
            tenancy_id: tenancy.id,
            period,
            amount_due: roundCents(rent + charges),
            amount_received: index < 3 ? roundCents(rent + charges) : 0,
            received_on: index < 3 ? `${period}-0${3 + index}` : null,
            created_at: stamp,
            updated_at: stamp,
          })),
        )
        .execute();
      await trx
        .insertInto('leases')
        .values({
          home_id: home.id,
          kind: 'room',
          room_id: room.id,
          tenant_user_id: tenant.id,
          tenant_email: tenant.email,
          start_date: start,
          duration_months: furnished ? 12 : 36,
          rent,
          charges,
          deposit: rent,
          furnished: furnished ? 1 : 0,
          special_terms: 'Le règlement intérieur de la colocation, remis au locataire, fait partie du présent contrat.',
          status: 'accepted',
          created_by: owner.id,
          landlord_accepted_at: `${addDays(start, -10)}T09:30:00.000Z`,
          tenant_accepted_at: `${addDays(start, -8)}T18:12:00.000Z`,
          created_at: `${addDays(start, -10)}T09:00:00.000Z`,
          updated_at: stamp,
        })
        .execute();
      created += 2 + periods.length;

      const flatmate = seekers[0];
      const secondRoom = rooms[1];
      if (flatmate && secondRoom) {
        const since = addMonths(today, -10);
        const flatmateRent = secondRoom.rent ?? rent;
        const flatmateCharges = secondRoom.charges ?? charges;
        const flatmateTenancy = await trx
          .insertInto('tenancies')
          .values({
            home_id: home.id,
            room_id: secondRoom.id,
            tenant_user_id: flatmate.id,
            tenant_name: `${flatmate.first_name} ${flatmate.name}`,
            tenant_email: flatmate.email,
            start_date: since,
            end_date: null,
            rent: flatmateRent,
            charges: flatmateCharges,
            deposit: flatmateRent,
            status: 'active',
            created_at: stamp,
            updated_at: stamp,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        // A tenant who always paid on time: every month received but the current one.
        const paid = monthsBetween(monthOf(since), monthOf(addMonths(today, -1)));
        await trx
          .insertInto('rent_payments')
          .values(
            paid.map((period) => ({
              tenancy_id: flatmateTenancy.id,
              period,
              amount_due: roundCents(flatmateRent + flatmateCharges),
              amount_received: roundCents(flatmateRent + flatmateCharges),
              received_on: `${period}-02`,
              created_at: stamp,
              updated_at: stamp,
            })),
          )
          .execute();
        created += 1 + paid.length;
      }
      await trx
        .updateTable('users')
        .set({ home_leased: 1 })
        .where('id', 'in', [tenant.id, ...(flatmate && secondRoom ? [flatmate.id] : [])])
        .execute();

      await trx
        .insertInto('home_documents')
        .values({
          home_id: home.id,
          uploaded_by: owner.id,
          title: 'Règlement intérieur de la colocation',
          category: 'reglement',
          shared: 1,
          file: file.rules,
          mime: 'application/pdf',
          bytes: pdf.rules.length,
          created_at: `${addDays(start, -9)}T10:00:00.000Z`,
        })
        .execute();
      await trx
        .insertInto('home_documents')
        .values({
          home_id: home.id,
          uploaded_by: owner.id,
          title: "Attestation d'assurance",
          category: 'assurance',
          shared: 0,
          file: file.insurance,
          mime: 'application/pdf',
          bytes: pdf.insurance.length,
          created_at: `${addDays(today, -20)}T08:00:00.000Z`,
        })
        .execute();
      created += 2;

      // Electricity performed six years less 45 days ago: it stops counting within the next 60 days.
      const diagnostics = [
        { kind: 'dpe', performed_on: addYears(today, -3) },
        { kind: 'electricite', performed_on: addDays(addYears(today, -6), 45) },
        { kind: 'surface', performed_on: addYears(today, -5) },
      ];
      await trx
        .insertInto('diagnostics')
        .values(diagnostics.map((d) => ({ ...d, home_id: home.id, document_id: null, created_at: stamp, updated_at: stamp })))
        .onConflict((oc) => oc.columns(['home_id', 'kind']).doNothing())
        .execute();
      created += diagnostics.length;

      await trx
        .insertInto('advert_views')
        .values(demoViewCurve(today, 60).map((point) => ({ home_id: home.id, ...point })))
        .onConflict((oc) => oc.columns(['home_id', 'day']).doNothing())
        .execute();
      created += 60;

      const messages = [
        "Bonjour, je suis en stage à Lyon à partir du mois prochain : la chambre est-elle encore libre ? Je peux venir la visiter quand cela vous arrange.",
        'Bonjour ! Votre colocation a l’air très chaleureuse. Je travaille dans le quartier et cherche une chambre pour au moins un an. Au plaisir d’échanger.',
      ];
      const senders = seekers.slice(1, 3);
      for (const [index, sender] of senders.entries()) {
        await trx
          .insertInto('contact_requests')
          .values({
            from_user_id: sender.id,
            to_user_id: home.user_id,
            home_id: home.id,
            message: messages[index]!,
            created_at: `${addDays(today, -(index * 2 + 1))}T1${index + 4}:20:00.000Z`,
            read_at: null,
            status: 'new',
          })
          .execute();
        created += 1;
      }
    });
  } catch (error) {
    await Promise.all(Object.values(file).map((f) => removeDocumentFile(dataDir, f).catch(() => undefined)));
    throw error;
  }
  return created;
}
