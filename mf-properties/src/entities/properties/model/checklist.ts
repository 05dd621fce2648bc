// « Mes biens » for a newcomer: one ordered list of what is left to do, instead of an alarm per
// subject stacked above the homes. The order is the one that unblocks the next: an advert must be
// complete to be moderated, a bank account authenticated to receive rents, diagnostics attached
// before a lease.
import { isOwner, type PropertySummary, type User } from '@coloc/shared';
import { isIncomplete } from './labels';
import { completionStep } from './links';

export type ChecklistItem =
  | { kind: 'advert'; done: boolean; homeId: number | null; step: ReturnType<typeof completionStep> | null; title: string | null }
  | { kind: 'sca'; done: boolean }
  | { kind: 'diagnostics'; done: boolean; homeId: number | null; count: number };

/**
 * The checklist of this user's homes, or an empty list when nothing is left to do (the list then
 * disappears). Steps the user cannot act on are left out: a manager without advert access does not
 * complete the advert, and only owners and agents authenticate a bank account (SPEC 4).
 */
export function firstRunChecklist(items: readonly PropertySummary[], user: Pick<User, 'type' | 'home' | 'sca_status'> | null, titleOf: (summary: PropertySummary) => string): ChecklistItem[] {
  if (items.length === 0 || !user) return [];
  const list: ChecklistItem[] = [];
  const editable = items.filter((summary) => summary.access.advert);
  if (editable.length > 0) {
    const incomplete = editable.find((summary) => isIncomplete(summary.home));
    list.push(
      incomplete
        ? { kind: 'advert', done: false, homeId: incomplete.home.id, step: completionStep(incomplete.home), title: titleOf(incomplete) }
        : { kind: 'advert', done: true, homeId: null, step: null, title: null },
    );
  }
  if (isOwner(user as User)) list.push({ kind: 'sca', done: user.sca_status !== 'required' });
  const alerts = items.filter((summary) => summary.diagnostics_alerts > 0);
  list.push({
    kind: 'diagnostics',
    done: alerts.length === 0,
    homeId: alerts[0]?.home.id ?? null,
    count: alerts.reduce((sum, summary) => sum + summary.diagnostics_alerts, 0),
  });
  return list.some((item) => !item.done) ? list : [];
}
