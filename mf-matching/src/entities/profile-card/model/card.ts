// What a profile card shows of a SecondUser (SPEC 2.9, 3), as pure functions.
import type { SecondUser } from '@coloc/shared';

/** "Léa M.": the first name and the surname's initial, never the whole surname. */
export function displayName(user: Pick<SecondUser, 'FirstName' | 'Name'>): string {
  const first = user.FirstName.trim();
  const initial = user.Name.trim().charAt(0).toLocaleUpperCase('fr-FR');
  return initial ? `${first} ${initial}.` : first;
}

export function initials(user: Pick<SecondUser, 'FirstName' | 'Name'>): string {
  return `${user.FirstName.trim().charAt(0)}${user.Name.trim().charAt(0)}`.toLocaleUpperCase('fr-FR');
}

/** Backgrounds for initials, all with white text above 4.5:1. */
const AVATAR_COLOURS = ['#b4471f', '#1f5c57', '#1f4e79', '#6b3fa0', '#8a5300', '#1e6b45', '#9b2c5a'] as const;

export function avatarColour(userId: number): string {
  return AVATAR_COLOURS[Math.abs(userId) % AVATAR_COLOURS.length]!;
}

/**
 * The first photo, as the URL the API sent (under the image's public id). A bare sequential id
 * is not turned into a URL: such URLs are walkable and only redirect (issue 17, finding 4).
 */
export function photoUrl(user: Pick<SecondUser, 'Avatars'>): string | null {
  const first = user.Avatars?.find((value) => typeof value === 'string' && value.trim() !== '' && !/^\d+$/.test(value.trim()))?.trim();
  return first ?? null;
}

export type GuaranteeState = 'valid' | 'pending';

/** The guarantee badge: a validated file, one being examined, or nothing to show. */
export function guaranteeState(status: string | null | undefined): GuaranteeState | null {
  const value = (status ?? '').trim().toLowerCase();
  if (['validated', 'valid', 'accepted', 'active', 'ok', 'complete', 'signed'].includes(value)) return 'valid';
  if (['pending', 'submitted', 'in_progress', 'review', 'waiting'].includes(value)) return 'pending';
  return null;
}

/** Position option ids (list `position`) and the picture each gets. */
export type PositionIcon = 'room' | 'offer' | 'group' | 'services' | 'host';
const POSITION_ICONS: Record<number, PositionIcon> = { 1: 'room', 2: 'offer', 3: 'group', 4: 'services', 5: 'host' };

export function positionIcon(position: number | null | undefined): PositionIcon | null {
  return position ? (POSITION_ICONS[position] ?? null) : null;
}
