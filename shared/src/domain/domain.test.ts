import { isOwner, isOwnerOccupier, isPro, segmentOf, Role } from './roles';
import { currentSubscription, hasSubscription, lastSubscription } from './subscriptions';
import { formatDate, formatEuro, progressAnimationMs, scoreLevel, scorePercent } from './format';
import { roomDisplayName } from './rooms';
import type { Home, Subscription } from '../types/entities';

describe('roles (SPEC 3, 6)', () => {
  it('uses the bit flags coloc=1, proprio=2, agent=4, manager=8', () => {
    expect(Role).toEqual({ coloc: 1, proprio: 2, agent: 4, manager: 8 });
  });

  it('maps roles to segments users/proprietaire/agent/manager', () => {
    expect([1, 2, 4, 8].map((type) => segmentOf({ type }))).toEqual(['users', 'proprietaire', 'agent', 'manager']);
    expect(segmentOf(null)).toBe('users');
    expect(segmentOf({ type: 3 })).toBe('users');
  });

  it('calls pro anyone who is not a coloc', () => {
    expect(isPro({ type: 1 })).toBe(false);
    expect(isPro({ type: 2 })).toBe(true);
    expect(isPro({ type: 8 })).toBe(true);
    expect(isPro(null)).toBe(false);
  });

  it('calls owner a proprio, an agent, or a coloc with a non-coloc home', () => {
    const home = (is_coloc: boolean) => ({ is_coloc }) as Home;
    expect(isOwner({ type: 2 })).toBe(true);
    expect(isOwner({ type: 4 })).toBe(true);
    expect(isOwner({ type: 8 })).toBe(false);
    expect(isOwner({ type: 1 })).toBe(false);
    expect(isOwner({ type: 1, home: home(true) })).toBe(false);
    expect(isOwner({ type: 1, home: home(false) })).toBe(true);
    expect(isOwnerOccupier({ type: 1, home: home(false) })).toBe(true);
    expect(isOwnerOccupier({ type: 2 })).toBe(false);
  });
});

describe('subscriptions (SPEC 4)', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const subs: Subscription[] = [
    { id: 1, offer: 'a', valid_until: '2026-10-01' },
    { id: 2, offer: 'b', valid_until: '2027-03-01' },
    { id: 3, offer: 'c', valid_until: '2026-12-15' },
    { id: 4, offer: 'd', valid_until: '2027-01-10' },
  ];
  it('current = soonest valid_until still in the future', () => {
    expect(currentSubscription(subs, now)?.id).toBe(3);
  });
  it('last = latest valid_until in the future', () => {
    expect(lastSubscription(subs, now)?.id).toBe(2);
  });
  it('is null when every subscription has ended', () => {
    expect(currentSubscription([subs[0]!], now)).toBeNull();
    expect(lastSubscription([], now)).toBeNull();
  });
  it("always answers true to 'has a subscription'", () => {
    expect(hasSubscription([])).toBe(true);
    expect(hasSubscription(null)).toBe(true);
  });
});

describe('formatting (SPEC 9)', () => {
  const nbsp = /[\u00a0\u202f]/g;
  it('formats euros fr-FR with 2 decimals by default', () => {
    expect(formatEuro(1234.5).replace(nbsp, ' ')).toBe('1 234,50 €');
    expect(formatEuro(450, 0).replace(nbsp, ' ')).toBe('450 €');
  });
  it('formats dates in French', () => {
    expect(formatDate('2026-11-21T10:00:00Z')).toBe('21 novembre 2026');
    expect(formatDate('2026-03-05T10:00:00Z', 'short')).toBe('05/03/2026');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('score colours (SPEC 4)', () => {
  it.each([
    [100, 6], [86, 6], [85, 5], [61, 5], [60, 4], [41, 4], [40, 3], [21, 3], [20, 2], [10, 2], [9.9, 1], [0, 1],
  ])('%s -> level %s', (value, level) => {
    expect(scoreLevel(value)).toBe(level);
  });
  it('shows the total divided by 2', () => {
    expect(scorePercent(173)).toBe(87);
    expect(scorePercent(250)).toBe(100);
  });
  it('animates 10 faster', () => {
    expect(progressAnimationMs(10)).toBe(1000);
    expect(progressAnimationMs(50)).toBe(2000);
  });
});

describe('room names (SPEC 3)', () => {
  it('capitalises the name, else derives a letter from the number', () => {
    expect(roomDisplayName({ name: 'suite parentale', number: 2 })).toBe('Suite parentale');
    expect(roomDisplayName({ name: null, number: 0 })).toBe('Chambre A');
    expect(roomDisplayName({ name: '  ', number: 2 }, 'Ch. ')).toBe('Ch. C');
  });
});

import { decodeSearchQuery, encodeSearchQuery, type SearchDraft } from './searchQuery';

describe('search query', () => {
  it('round-trips a draft with accents through a URL-safe value', () => {
    const draft: SearchDraft = { per_room_budget_max: 650, city_searches: [{ type: 'city', geoname: { name: 'Saint-Étienne', country_id: 6, admin1_code: '84', admin1_name: 'Auvergne-Rhône-Alpes', admin2_code: '42', admin2_name: 'Loire' } }] };
    const value = encodeSearchQuery(draft);
    expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeSearchQuery(value)).toEqual(draft);
  });
  it('carries the profile filter keys apart from the yes/no criteria of the same name', () => {
    const draft = { smoking: false, ecoloc: true, filters: { smoking: [1], ecoloc: [2, 3], sports: [4] } };
    expect(decodeSearchQuery(encodeSearchQuery(draft))).toEqual(draft);
  });
  it('keeps only known filter keys with whole-number ids', () => {
    const value = encodeSearchQuery({ radius: 10, filters: { sports: [1, 1, 'x', 2.5, 3], unknown: [1], arts: [] } } as never);
    expect(decodeSearchQuery(value)).toEqual({ radius: 10, filters: { sports: [1, 3] } });
    expect(decodeSearchQuery(encodeSearchQuery({ radius: 10, filters: 'x' } as never))).toEqual({ radius: 10 });
  });
  it('ignores garbage', () => {
    expect(decodeSearchQuery('%%%')).toBeNull();
    expect(decodeSearchQuery(encodeURIComponent('[1]'))).toBeNull();
    expect(decodeSearchQuery(null)).toBeNull();
  });
});

import { hasAdvertAccess, hasAgendaAccess, MANDATE_OFFER } from './access';

describe('advert and agenda access (SPEC 6)', () => {
  const home = (notifications_advert: 0 | 2 | 3, offer: string | null = null, mandate_status: 'signing' | 'signed' | 'complete' | null = offer ? 'complete' : null) => ({
    notifications_advert,
    notifications_agenda: notifications_advert,
    offer,
    mandate_status,
  });
  const manager = { type: 8, home: null };
  it('lets owners in', () => {
    expect(hasAdvertAccess({ type: 2, home: null }, home(0))).toBe(true);
    expect(hasAgendaAccess({ type: 4, home: null }, home(0))).toBe(true);
  });
  it('lets a manager in with notifications 2 or 3, or 0 with the mandate offer once the mandate is complete', () => {
    expect(hasAdvertAccess(manager, home(2))).toBe(true);
    expect(hasAdvertAccess(manager, home(3))).toBe(true);
    expect(hasAdvertAccess(manager, home(0))).toBe(false);
    expect(hasAdvertAccess(manager, home(0, MANDATE_OFFER))).toBe(true);
    expect(hasAdvertAccess(manager, home(0, MANDATE_OFFER, 'signed'))).toBe(false);
    expect(hasAgendaAccess(manager, home(0, MANDATE_OFFER, 'signing'))).toBe(false);
    expect(hasAgendaAccess(manager, home(0, 'premium'))).toBe(false);
    expect(hasAgendaAccess(manager, null)).toBe(false);
  });
  it('keeps seekers and anonymous visitors out', () => {
    expect(hasAdvertAccess({ type: 1, home: null }, home(3))).toBe(false);
    expect(hasAgendaAccess(null, home(3))).toBe(false);
  });
});
