// Test data of `ma-co-location` (imported by tests only).
import type { MyColocation } from '@coloc/shared';
import { makeDocument } from '../../entities/documents/testing';
import { makeLease } from '../../entities/lease/testing';
import { makeTenancy } from '../../entities/management/testing';

export function makeColocation(extra: Partial<MyColocation> = {}): MyColocation {
  return {
    home: { id: 31, name: 'Colocation des Pentes', city: 'Lyon', address: '12 rue des Tables Claudiennes, 69001 Lyon', photo_url: '/image/5/640/400', public_url: '/colocation-lyon/31' },
    tenancy: makeTenancy({ room_id: 1, start_date: '2025-09-01', rent: 450, charges: 50, deposit: 900 }),
    room_name: 'Chambre bleue',
    landlord: { user_id: 7, first_name: 'Bernard', name_initial: 'L.' },
    flatmates: [
      { user_id: 43, first_name: 'Paul', name_initial: 'R.', avatar_url: '/image/9/96/96', room: 'Chambre B', since: '2025-10-01' },
      { user_id: null, first_name: 'Inès', name_initial: 'K.', avatar_url: null, room: null, since: '2026-01-15' },
    ],
    documents: [makeDocument({ id: 3, title: 'Règlement intérieur', category: 'reglement', shared: true, bytes: 40_960 })],
    leases: [makeLease({ id: 4, status: 'sent', can_accept: true })],
    ...extra,
  };
}
