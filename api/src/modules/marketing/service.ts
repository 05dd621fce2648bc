// Owners identified to the marketing tool on their first login (SPEC 1, 6), only after the
// cookie notice was accepted (the browser asks only then) and with only what the privacy policy
// names: the account's id, its kind and the date. Never a name, an e-mail or a page.
import { nowIso, type Db } from '../../db';
import { HttpError } from '../../lib/errors';
import { isOwnerAccount } from './access';
import type { MarketingProvider } from './providers';
import { deleteIdentified, recordIdentified, wasIdentified } from './store';

export const MARKETING_MESSAGES = {
  ownersOnly: 'Seuls les comptes propriétaires sont suivis par notre outil de relation propriétaires.',
  providerFailed: "L'outil de relation propriétaires n'a pas répondu : nous réessaierons à votre prochaine visite.",
  moderatorsOnly: 'Cette page est réservée aux modérateurs des annonces.',
} as const;

/** Exactly what the tool receives; the privacy policy (mf-public legal/PrivacyPage) names these three. */
export interface OwnerTraits {
  user_id: number;
  account_type: 'proprietaire' | 'agent' | 'proprietaire-occupant';
  first_login_at: string;
}

export type IdentifyStatus = 'identified' | 'already' | 'disabled';

function accountType(type: number): OwnerTraits['account_type'] {
  if (type & 2) return 'proprietaire';
  if (type & 4) return 'agent';
  return 'proprietaire-occupant';
}

export async function identifyOwner(
  db: Db,
  provider: MarketingProvider | null,
  user: { id: number; type: number },
  now: Date = new Date(),
): Promise<IdentifyStatus> {
  if (!(await isOwnerAccount(db, user))) throw new HttpError(403, MARKETING_MESSAGES.ownersOnly);
  if (!provider) return 'disabled';
  if (await wasIdentified(db, user.id)) return 'already';
  const traits: OwnerTraits = { user_id: user.id, account_type: accountType(user.type), first_login_at: nowIso(now) };
  // The row is the claim: of two tabs at the first login, one only tells the tool.
  if (!(await recordIdentified(db, user.id, provider.id, traits, traits.first_login_at))) return 'already';
  try {
    await provider.identify(traits);
  } catch {
    // Not recorded, so the next visit tries again.
    await deleteIdentified(db, user.id);
    throw new HttpError(503, MARKETING_MESSAGES.providerFailed);
  }
  return 'identified';
}
