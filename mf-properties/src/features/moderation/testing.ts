// Test data of the moderation console (imported by tests only).
import type { ModerationItem } from '@coloc/shared';
import { makeHome } from '../properties/testing';

export function makeItem(id: number, extra: Partial<ModerationItem> = {}, home: Parameters<typeof makeHome>[0] = {}): ModerationItem {
  return {
    home: makeHome({ id, published: false, moderation_status: 'pending', ...home }),
    owner: { id: 7, first_name: 'Bernard', name: 'Lefèvre', email: 'proprio@demo.toitpartage.fr' },
    photo_urls: [`/image/${id * 10}/640/480`, `/image/${id * 10 + 1}/640/480`],
    submitted_at: '2026-02-03T09:30:00.000Z',
    flags: [],
    services: null,
    ...extra,
  };
}
