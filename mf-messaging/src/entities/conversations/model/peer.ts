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

function parseHex(hex: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  if (!match) return null;
  let digits = match[1]!;
  if (digits.length === 3) digits = digits.replace(/./g, (c) => c + c);
  return [0, 2, 4].map((offset) => parseInt(digits.slice(offset, offset + 2), 16)) as [number, number, number];
}

function luminanceOf([r, g, b]: [number, number, number]): number {
  const channel = (value: number) => {
    const v = value / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

const toHex = (rgb: [number, number, number]) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** WCAG AA for the initials, normal-size text. */
const MIN_CONTRAST = 4.5;
const DARK_TEXT = '#2b2623'; // luminance 0.0202

/**
 * Background and text colours of an initials avatar. The user's own colour is kept (it is theirs
 * everywhere on the site); its text is dark or white, whichever reads better on it. Mid-tone colours
 * (e.g. #7986CB) reach 4.5:1 with neither: those are darkened, hue kept, until white text does.
 */
export function avatarColours(peer: Pick<ConversationPeer, 'avatar_color' | 'user_id'>): { background: string; color: string } {
  const rgb = peer.avatar_color ? parseHex(peer.avatar_color) : null;
  if (peer.avatar_color && rgb) {
    const own = luminanceOf(rgb);
    const onWhite = 1.05 / (own + 0.05);
    const onDark = (own + 0.05) / 0.0702;
    if (onDark >= MIN_CONTRAST && onDark > onWhite) return { background: peer.avatar_color, color: DARK_TEXT };
    if (onWhite >= MIN_CONTRAST) return { background: peer.avatar_color, color: '#ffffff' };
    let darker = rgb;
    while (1.05 / (luminanceOf(darker) + 0.05) < MIN_CONTRAST) darker = darker.map((v) => v * 0.95) as [number, number, number];
    return { background: toHex(darker), color: '#ffffff' };
  }
  return { background: FALLBACK_COLOURS[Math.abs(peer.user_id ?? 0) % FALLBACK_COLOURS.length]!, color: '#ffffff' };
}
