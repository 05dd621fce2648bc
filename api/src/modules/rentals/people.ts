import { toBool, type Db } from '../../db';
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

export async function peopleById(db: Db, ids: Iterable<number | null | undefined>): Promise<Map<number, PersonRow>> {
  const list = [...new Set([...ids].filter((id): id is number => typeof id === 'number'))];
  if (list.length === 0) return new Map();
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('images as i', 'i.id', 'u.avatar_image_id')
    .select(['u.id', 'u.first_name', 'u.name', 'u.avatar_image_id', 'u.avatar_approved', 'i.public_id as avatar_public_id'])
    .where('u.id', 'in', list)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}
