import { toBool } from '../../db';
import type { UserRow } from '../../db/types';
import { imageUrl } from '../images';

export type PersonRow = Pick<UserRow, 'id' | 'first_name' | 'name' | 'avatar_image_id' | 'avatar_approved'> & {
  /** The avatar's public id, what its URL names (issue 17, finding 4). */
  avatar_public_id: string | null;
};

export function nameInitial(name: string | null | undefined): string {
  const first = Array.from((name ?? '').trim())[0];
  return first ? `${first.toLocaleUpperCase('fr-FR')}.` : '';
}

/** « Julie R. », as people are shown to each other. */
export function shortName(person: Pick<UserRow, 'first_name' | 'name'>): string {
  const initial = nameInitial(person.name);
  return initial ? `${person.first_name} ${initial}` : person.first_name;
}

/** The profile photo once approved, at bubble size. */
export function avatarUrl(person: Pick<PersonRow, 'avatar_public_id' | 'avatar_approved'>): string | null {
  return toBool(person.avatar_approved) && person.avatar_public_id !== null ? imageUrl(person.avatar_public_id, 256, 256) : null;
}

export function personCard(person: PersonRow | undefined) {
  if (!person) return { id: 0, first_name: 'Utilisateur supprimé', name_initial: '', avatar_url: null };
  return { id: person.id, first_name: person.first_name, name_initial: nameInitial(person.name), avatar_url: avatarUrl(person) };
}

export function sameEmail(a: string | null | undefined, b: string | null | undefined): boolean {
  return !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();
}
