// The `search` query value carried from public pages into sign-up and the dashboard (SPEC 2.4):
// a partial Search as base64url JSON, so it survives redirects untouched.
import type { SearchDraft as SearchCriteriaDraft } from '@coloc/contract/searches/drafts';
import { SEARCH_FILTER_KEYS, type SearchFilterKey } from '../types/entities';

/** Profile filters of a search link (SPEC 3 filter keys): option ids of GET /api/options per key. */
export type SearchFilters = Partial<Record<SearchFilterKey, number[]>>;

/**
 * The search fields a link may carry (every criterion of the saved search) plus the profile filters,
 * kept apart under `filters` because `smoking` and `ecoloc` are yes/no criteria there and option lists here.
 */
export type SearchDraft = SearchCriteriaDraft & { filters?: SearchFilters };

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

/** Known keys with whole-number option ids only: a hand-edited link cannot smuggle anything else in. */
function cleanFilters(value: unknown): SearchFilters | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const filters: SearchFilters = {};
  for (const key of SEARCH_FILTER_KEYS) {
    const ids = (value as Record<string, unknown>)[key];
    if (!Array.isArray(ids)) continue;
    const kept = [...new Set(ids.filter((id): id is number => Number.isInteger(id)))];
    if (kept.length > 0) filters[key] = kept;
  }
  return Object.keys(filters).length > 0 ? filters : null;
}

/** Null for anything that is not a draft we wrote (the value comes from a URL). */
export function decodeSearchQuery(value: string | null | undefined): SearchDraft | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(fromBase64Url(value));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    const { filters, ...draft } = parsed as SearchDraft & { filters?: unknown };
    const cleaned = cleanFilters(filters);
    return cleaned ? { ...draft, filters: cleaned } : (draft as SearchDraft);
  } catch {
    return null;
  }
}
