// Paging and sorting of the matching lists, kept in the URL (`page`, `sort`) so a reload or a shared
// link shows the same page (SPEC 2.10, 9: 12 per page, a page list of up to 5 entries).
import { MATCH_PAGE_LINKS, MATCH_PAGE_SIZE } from '@coloc/shared';

/** `from` is 0-based and `to` exclusive, as the API reads them. */
export interface PageRange {
  from: number;
  to: number;
}

export function rangeOfPage(page: number, size = MATCH_PAGE_SIZE): PageRange {
  const from = (Math.max(1, page) - 1) * size;
  return { from, to: from + size };
}

export function pageCount(count: number, size = MATCH_PAGE_SIZE): number {
  return Math.max(0, Math.ceil(count / size));
}

/** At most `max` page numbers around the current one, shifted at both ends to always show `max`. */
export function pageList(current: number, total: number, max = MATCH_PAGE_LINKS): number[] {
  if (total <= 0) return [];
  const length = Math.min(max, total);
  const start = Math.min(Math.max(1, current - Math.floor(max / 2)), total - length + 1);
  return Array.from({ length }, (_, index) => start + index);
}

/** The page of the URL: a whole number from 1, anything else is page 1. */
export function pageFromQuery(query: URLSearchParams): number {
  const value = query.get('page');
  if (!value || !/^\d+$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** The sort of the URL when it is one the list offers, else the list's default (the first). */
export function sortFromQuery<T extends string>(query: URLSearchParams, sorts: ReadonlyArray<{ id: T }>): T {
  const value = query.get('sort');
  const known = sorts.find((sort) => sort.id === value);
  return (known ?? sorts[0]!).id;
}

/** The same URL query with other values; page 1 and the default sort are left out of the URL. */
export function withQuery(query: URLSearchParams, changes: Record<string, string | number | null>): string {
  const next = new URLSearchParams(query);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  const text = next.toString();
  return text ? `?${text}` : '';
}
