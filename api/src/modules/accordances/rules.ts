// Pure decisions of the accordances module: what a choice is about, and the French refusals.

export const ACCORDANCE_MESSAGES = {
  groupFromHome: "Un groupe s'aime ou s'écarte depuis la vue des profils d'un de vos logements.",
  bothTargets: 'Choisissez un profil (user_id) ou un groupe (group_id), pas les deux.',
  unknownGroup: 'Ce groupe est introuvable.',
  noTarget: 'Précisez le profil (user_id) ou choisissez un logement.',
  ownHome: 'Choisissez un profil (user_id) pour ce logement.',
  self: 'Vous ne pouvez pas vous choisir vous-même.',
  unknownUser: 'Ce profil est introuvable.',
  unknownHome: 'Ce logement est introuvable.',
} as const;

const COLOC = 1;

/** Seekers are the coloc role (type & 1). */
export function isColoc(type: number): boolean {
  return (type & COLOC) !== 0;
}

/**
 * What a POST /homes/accordances/{id} is about: a group (group_id), a home (neither id, on a home's
 * id), or a profile (user_id); or the French reason (400) it cannot be told.
 */
export function choiceTarget(body: { user_id?: number; group_id?: number }, homeParam: string): { ok: true; kind: 'group' | 'home' | 'user' } | { ok: false; message: string } {
  if (body.group_id !== undefined) {
    return body.user_id !== undefined ? { ok: false, message: ACCORDANCE_MESSAGES.bothTargets } : { ok: true, kind: 'group' };
  }
  if (body.user_id === undefined) {
    return homeParam === 'default' ? { ok: false, message: ACCORDANCE_MESSAGES.noTarget } : { ok: true, kind: 'home' };
  }
  return { ok: true, kind: 'user' };
}

/** `counter=1` (anything but absent or 0) asks for the count alone. */
export function wantsCountOnly(counter: string | undefined): boolean {
  return counter !== undefined && counter !== '0';
}
