// How the other side of a conversation is named and drawn (SPEC 2.9: first name and surname
// initial, never the whole surname).
import type { ConversationPeer } from '@coloc/shared';

export function peerName(peer: Pick<ConversationPeer, 'first_name' | 'name_initial'>): string {
  const first = peer.first_name.trim();
  const initial = peer.name_initial.trim();
  return initial ? `${first} ${initial}` : first;
}

export function peerInitials(peer: Pick<ConversationPeer, 'first_name' | 'name_initial'>): string {
  return `${peer.first_name.trim().charAt(0)}${peer.name_initial.trim().charAt(0)}`.toLocaleUpperCase('fr-FR');
}

/** Fallback backgrounds, all with white text above 4.5:1. */
const FALLBACK_COLOURS = ['#b4471f', '#1f5c57', '#1f4e79', '#6b3fa0', '#8a5300', '#1e6b45', '#9b2c5a'] as const;

function luminance(hex: string): number | null {
  const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  if (!match) return null;
  let digits = match[1]!;
  if (digits.length === 3) digits = digits.replace(/./g, (c) => c + c);
  const channel = (offset: number) => {
    const value = parseInt(digits.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/**
 * Background and text colours of an initials avatar. The user's own colour is kept (it is theirs
 * everywhere on the site); its text is dark or white, whichever reads better on it.
 */
export function avatarColours(peer: Pick<ConversationPeer, 'avatar_color' | 'user_id'>): { background: string; color: string } {
  const own = peer.avatar_color ? luminance(peer.avatar_color) : null;
  if (peer.avatar_color && own !== null) {
    const onWhite = 1.05 / (own + 0.05);
    const onDark = (own + 0.05) / 0.0702; // #2b2623, luminance 0.0202
    return { background: peer.avatar_color, color: onDark > onWhite ? '#2b2623' : '#ffffff' };
  }
  return { background: FALLBACK_COLOURS[Math.abs(peer.user_id ?? 0) % FALLBACK_COLOURS.length]!, color: '#ffffff' };
}
