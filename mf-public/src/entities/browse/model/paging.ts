// The page links of a listing (SPEC 9: 12 per page, a list of up to 5 page numbers).
import { PAGE_NUMBER_LIST_MAX } from '@coloc/shared';

/** At most `max` page numbers around the current one, shifted at both ends so that `max` show when there are enough. */
export function pageList(current: number, total: number, max: number = PAGE_NUMBER_LIST_MAX): number[] {
  if (total <= 0) return [];
  const length = Math.min(max, total);
  const page = Math.min(Math.max(1, current), total);
  const start = Math.min(Math.max(1, page - Math.floor(max / 2)), total - length + 1);
  return Array.from({ length }, (_, index) => start + index);
}
