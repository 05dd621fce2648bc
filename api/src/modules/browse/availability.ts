/*
 * The advert page's rule for a free room (adverts/advert.ts, isRoomAvailable) written in SQL, for
 * the list's room filters (listing.ts) and a city page's free rooms (places.ts).
 */
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/types';

export type RoomsEb = ExpressionBuilder<Database & { h: Database['homes']; r: Database['rooms'] }, 'h' | 'r'>;

/**
 * The room `r` of the home `h` is free today (the advert page's isRoomAvailable in SQL): no active
 * tenancy on it or on the whole home, free by today. Shared by the list and the city page's counts.
 */
export function roomFreeToday(eb: RoomsEb, today: string) {
  return eb.and([
    eb.or([eb('r.available_from', 'is', null), eb('r.available_from', '<=', today)]),
    eb.not(
      eb.exists(
        eb
          .selectFrom('tenancies as t')
          .select('t.id')
          .whereRef('t.home_id', '=', 'h.id')
          .where('t.status', '=', 'active')
          .where((tb) => tb.or([tb('t.room_id', 'is', null), tb('t.room_id', '=', tb.ref('r.id'))])),
      ),
    ),
  ]);
}

