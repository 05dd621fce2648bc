/*
 * Demo tenant files: among the seekers that the demo seeker (coloc@) and the demo owner (proprio@)
 * see first in their matching, every other one has a confirmed complete file with an accepted
 * guarantee and a few have a request still waiting, so the cards show « Garantie validée »,
 * « Garantie en cours » and « Dossier complet ». coloc@ keeps an empty file to fill in. Runs once.
 */
import type { Kysely } from 'kysely';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { nowIso } from '../../db';
import type { Database } from '../../db/types';
import { removeDocumentFile } from '../../lib/documents/files';
import { storeTenantDocument } from './files';
import { CATEGORY_LABELS, decideGuarantee, EMPLOYMENT_STATUSES, type EmploymentStatus } from './rules';

const DEMO_SEEKERS = '%@seekers.demo.toitpartage.fr';
const DAY_MS = 24 * 3600 * 1000;

type Plan = 'accepted' | 'requested' | null;

/** Position in a matching list -> what that person's file shows: half validated, one in eight waiting. */
export function planFor(position: number): Plan {
  if (position % 2 === 0) return 'accepted';
  if (position % 8 === 1) return 'requested';
  return null;
}

/** Situations handed out in turn; each gives an accepted guarantee under the rule of rules.ts. */
const SITUATIONS: ReadonlyArray<{ employment: EmploymentStatus; income: number; documents: Record<'identity' | 'income' | 'employment', string> }> = [
  { employment: 'cdi', income: 245_000, documents: { identity: "Carte d'identité", income: 'Trois derniers bulletins de salaire', employment: 'Contrat de travail (CDI)' } },
  { employment: 'etudiant', income: 0, documents: { identity: "Carte d'identité", income: 'Notification de bourse', employment: 'Certificat de scolarité 2026-2027' } },
  { employment: 'fonctionnaire', income: 210_000, documents: { identity: 'Passeport', income: 'Trois derniers bulletins de traitement', employment: "Arrêté d'affectation" } },
  { employment: 'alternant', income: 98_000, documents: { identity: "Carte d'identité", income: 'Bulletins de salaire (alternance)', employment: "Contrat d'apprentissage" } },
  { employment: 'cdd', income: 185_000, documents: { identity: 'Titre de séjour', income: 'Trois derniers bulletins de salaire', employment: 'Contrat de travail (CDD de 18 mois)' } },
  { employment: 'independant', income: 320_000, documents: { identity: "Carte d'identité", income: "Dernier avis d'impôt sur le revenu", employment: 'Extrait Kbis' } },
];

async function demoPdf(title: string, category: string, person: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  page.drawText(title, { x: 60, y: 760, size: 20, font: bold, color: rgb(0.1, 0.1, 0.1) });
  page.drawText(`${category} — ${person}`, { x: 60, y: 730, size: 12, font });
  page.drawText('Document de démonstration de Toit Partagé : il ne contient aucune donnée réelle.', { x: 60, y: 700, size: 10, font, color: rgb(0.4, 0.4, 0.4) });
  return Buffer.from(await pdf.save());
}

/**
 * Demo data of this module; returns how many rows it created (0 when already seeded).
 * `seekersInOrder` answers the demo seekers in the order the demo accounts see them in their
 * matching (db/seed/demo-matching.ts): given by the caller, so this module does not depend on
 * matching, which shows these files' badges on its cards.
 */
export async function seedDemoTenantFile(
  db: Kysely<Database>,
  dataDir: string,
  seekersInOrder: (db: Kysely<Database>) => Promise<number[]>,
  now: Date = new Date(),
): Promise<number> {
  const seeded = await db
    .selectFrom('tenant_files as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .select('f.id')
    .where('u.email', 'like', DEMO_SEEKERS)
    .limit(1)
    .executeTakeFirst();
  if (seeded) return 0;
  const people = await seekersInOrder(db);
  if (people.length === 0) return 0;
  const names = new Map(
    (await db.selectFrom('users').select(['id', 'first_name', 'name']).where('id', 'in', people).execute()).map((row) => [row.id, `${row.first_name} ${row.name}`]),
  );

  let created = 0;
  const stored: string[] = [];
  try {
    await db.transaction().execute(async (trx) => {
      let turn = 0;
      for (const [position, userId] of people.entries()) {
        const plan = planFor(position);
        if (!plan) continue;
        const situation = SITUATIONS[turn % SITUATIONS.length]!;
        turn += 1;
        const confirmedAt = new Date(now.getTime() - (3 + (position % 20)) * DAY_MS);
        const decision = decideGuarantee({ employment_status: situation.employment, monthly_income_cents: situation.income });
        const accepted = plan === 'accepted' && decision.status === 'accepted';
        await trx
          .insertInto('tenant_files')
          .values({
            user_id: userId,
            status: 'confirmed',
            employment_status: situation.employment,
            monthly_income_cents: situation.income,
            confirmed_at: nowIso(confirmedAt),
            guarantee_status: accepted ? 'accepted' : 'requested',
            guarantee_max_rent_cents: accepted ? decision.max_rent_cents : null,
            guarantee_reason: null,
            guarantee_requested_at: nowIso(confirmedAt),
            guarantee_decided_at: accepted ? nowIso(new Date(confirmedAt.getTime() + 3600 * 1000)) : null,
            created_at: nowIso(new Date(confirmedAt.getTime() - 2 * DAY_MS)),
            updated_at: nowIso(confirmedAt),
          })
          .execute();
        created += 1;
        for (const category of ['identity', 'income', 'employment'] as const) {
          const title = situation.documents[category];
          const data = await demoPdf(title, `${CATEGORY_LABELS[category]} (${EMPLOYMENT_STATUSES[situation.employment]})`, names.get(userId) ?? '');
          const file = await storeTenantDocument(dataDir, userId, data);
          stored.push(file);
          await trx
            .insertInto('tenant_documents')
            .values({ user_id: userId, category, title, file, mime: 'application/pdf', bytes: data.length, created_at: nowIso(new Date(confirmedAt.getTime() - DAY_MS)) })
            .execute();
          created += 1;
        }
      }
    });
  } catch (error) {
    await Promise.all(stored.map((file) => removeDocumentFile(dataDir, file).catch(() => undefined)));
    throw error;
  }
  return created;
}
