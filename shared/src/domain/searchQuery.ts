// The `search` query value carried from public pages into sign-up and the dashboard (SPEC 2.4):
// a partial Search as base64url JSON, so it survives redirects untouched.
import type { Search } from '../types/entities';

export type SearchDraft = Partial<Pick<Search, 'city_searches' | 'radius' | 'per_room_budget_min' | 'per_room_budget_max' | 'bedroom_count' | 'country_id'>>;

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(value: string): string {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

export function encodeSearchQuery(draft: SearchDraft): string {
  return toBase64Url(JSON.stringify(draft));
}

/** Null for anything that is not a draft we wrote (the value comes from a URL). */
export function decodeSearchQuery(value: string | null | undefined): SearchDraft | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(fromBase64Url(value));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as SearchDraft) : null;
  } catch {
    return null;
  }
}
