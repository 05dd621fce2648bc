// After a client-side navigation the shell writes the route's default head; once the list is loaded
// the page writes its own title, description and canonical link (the server wrote them for the first page).
import { useEffect } from 'react';
import { applyDocumentHead } from '../../page/model/documentHead';
import type { ListingMeta } from './head';

/** Writes `meta` whenever it changes (null: nothing loaded yet, the shell's default stays). */
export function useListingMeta(meta: ListingMeta | null): void {
  const key = meta ? JSON.stringify(meta) : null;
  useEffect(() => {
    if (meta) applyDocumentHead(meta);
    // `key` is `meta` by value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
