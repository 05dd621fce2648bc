// Test data of the moderation console (imported by tests only).
import type { ModerationItem } from '@coloc/shared';
import type { AccountFlag } from './api/moderationApi';
import { makeHome } from '../../entities/properties/testing';

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

export function makeFlag(user_id: number, extra: Partial<AccountFlag> = {}): AccountFlag {
  return {
    user_id,
    first_name: 'Arnaud',
    name: 'Petit',
    email: `arnaud${user_id}@exemple.fr`,
    kind: 'same_text_conversations',
    message: 'A ouvert 5 conversations en 24 heures avec le même texte : « Payez avant la visite. »',
    created_at: '2026-11-20T09:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    disabled: false,
    ...extra,
  };
}
