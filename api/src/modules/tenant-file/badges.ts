import type { Db } from '../../db';
import { toCount } from '../../db';
import { REQUIRED_CATEGORIES, warrantyStatus } from './rules';

export interface FileBadges {
  /** SecondUser.warranty_status: 'validated' (accepted guarantee), 'pending' (requested) or null. */
  warranty_status: 'validated' | 'pending' | null;
  /** SecondUser.FullRecord: the tenant file is confirmed and still complete (« Dossier complet »). */
  full_record: boolean;
}

/** The badges of a page of profile cards, in one query whatever the number of people. */
export async function fileBadges(db: Db, userIds: readonly number[]): Promise<Map<number, FileBadges>> {
  const badges = new Map<number, FileBadges>();
  if (userIds.length === 0) return badges;
  const rows = await db
    .selectFrom('tenant_files as f')
    .select((eb) => [
      'f.user_id',
      'f.status',
      'f.guarantee_status',
      'f.employment_status',
      'f.monthly_income_cents',
      eb
        .selectFrom('tenant_documents as d')
        .select((inner) => inner.fn.count<number>('d.category').distinct().as('n'))
        .whereRef('d.user_id', '=', 'f.user_id')
        .where('d.category', 'in', [...REQUIRED_CATEGORIES])
        .as('required_categories'),
    ])
    .where('f.user_id', 'in', [...userIds])
    .execute();
  for (const row of rows) {
    const complete = toCount(row.required_categories) === REQUIRED_CATEGORIES.length && row.employment_status !== null && row.monthly_income_cents !== null;
    badges.set(row.user_id, { warranty_status: warrantyStatus(row.guarantee_status), full_record: row.status === 'confirmed' && complete });
  }
  return badges;
}
