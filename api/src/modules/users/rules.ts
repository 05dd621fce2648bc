// Pure decisions of the account routes: what a body changes, who may carry a business name, how
// the preferences and the surname read on the wire.
import type { PreferencesObject, PreferencesUpdate, UserUpdate } from '@coloc/contract/users/schemas';
import { toBool, toInt } from '../../db';

const COLOC = 1;

/** A coloc account sending a business name is a client bug worth seeing: refused, not dropped. */
export function refusesBusinessName(userType: number, update: Pick<UserUpdate, 'business_name'>): boolean {
  return update.business_name !== undefined && (userType & COLOC) !== 0;
}

/** The writable fields a PUT /users/{id} body sets (the read-only ones it may carry are ignored). */
export function accountChanges({ first_name, name, registration_step, business_name }: UserUpdate) {
  return {
    ...(first_name !== undefined ? { first_name } : {}),
    ...(name !== undefined ? { name } : {}),
    ...(registration_step !== undefined ? { registration_step } : {}),
    ...(business_name !== undefined ? { business_name } : {}),
  };
}

/** The columns a preferences body sets, as the database stores booleans. */
export function preferenceChanges({ email_messages, email_matches, email_visits, newsletter }: PreferencesUpdate) {
  return {
    ...(email_messages !== undefined ? { email_messages: toInt(email_messages) } : {}),
    ...(email_matches !== undefined ? { email_matches: toInt(email_matches) } : {}),
    ...(email_visits !== undefined ? { email_visits: toInt(email_visits) } : {}),
    ...(newsletter !== undefined ? { newsletter: toInt(newsletter) } : {}),
  };
}

export function preferencesOf(user: { email_messages: number; email_matches: number; email_visits: number; newsletter: number }): PreferencesObject {
  return {
    email_messages: toBool(user.email_messages),
    email_matches: toBool(user.email_matches),
    email_visits: toBool(user.email_visits),
    newsletter: toBool(user.newsletter),
  };
}

/** "D." from "Durand"; first code point, so that "Émile" gives "É." and not half a character. */
export function nameInitial(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? `${first.toLocaleUpperCase('fr-FR')}.` : '';
}
