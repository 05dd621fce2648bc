// Pure decisions of the groups module and their French refusals.
import { GROUP_MAX_MEMBERS } from '@coloc/contract/groups/limits';
import type { GroupView } from './store';

export const GROUP_MESSAGES = {
  seekersOnly: 'Les groupes sont réservés aux personnes qui cherchent une colocation.',
  alreadyInGroup: 'Vous faites déjà partie d’un groupe : quittez-le avant d’en créer un autre.',
  unknownGroup: 'Ce groupe est introuvable.',
  notMember: 'Vous ne faites pas partie de ce groupe.',
  noInvitation: 'Vous n’avez pas d’invitation pour ce groupe.',
  unknownEmail: 'Aucun compte de colocataire ne correspond à cette adresse e-mail.',
  self: 'Vous faites déjà partie de ce groupe.',
  alreadyInvited: 'Cette personne fait déjà partie du groupe ou y est déjà invitée.',
  busy: 'Cette personne fait déjà partie d’un autre groupe.',
  full: `Un groupe compte au plus ${GROUP_MAX_MEMBERS} personnes, invitations comprises.`,
  removeOthers: 'Seul le créateur du groupe peut retirer un autre membre.',
} as const;

const COLOC = 1;

/** Groups are for seekers, the coloc role (type & 1). */
export function isSeeker(user: { type: number }): boolean {
  return (user.type & COLOC) !== 0;
}

export type Refusal = { status: 400 | 403 | 404 | 409; message: string };

/**
 * Who may leave what: everyone may leave and cancel an invitation; only the creator removes another
 * member. Null when allowed.
 */
export function removalRefusal(group: GroupView, actorId: number, targetId: number): Refusal | null {
  const target = group.members.find((member) => member.user_id === targetId);
  if (!target) return { status: 404, message: GROUP_MESSAGES.unknownGroup };
  const removingAnotherMember = target.user_id !== actorId && target.status === 'member';
  if (removingAnotherMember && group.created_by !== actorId) return { status: 403, message: GROUP_MESSAGES.removeOthers };
  return null;
}
