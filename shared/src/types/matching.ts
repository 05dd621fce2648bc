// Wire contract of the matching area (issue 4): criteria, answers, sorts, accordances, visits.
import type { MatchHomeHit, MatchUserHit, Search, SearchFilterKey, Situation } from './entities';

/** Body of the three match calls (SPEC 7). Missing values fall back to the saved search, then SPEC 9. */
export interface MatchCriteria {
  search_id?: number | null;
  home_id?: number | null;
  city_searches?: Search['city_searches'];
  radius?: number;
  bedroom_count?: number;
  budget_per_room_min?: number;
  budget_per_room_max?: number;
  age_min?: number;
  age_max?: number;
  private_bathroom?: boolean | null;
  private_toilets?: boolean | null;
  situation?: Situation | null;
  situations?: Situation[];
  gender?: number | null;
  children?: boolean | null;
  pets?: boolean | null;
  smoking?: boolean | null;
  ecoloc?: boolean | null;
  handicap_friendly?: boolean | null;
  pay_by_service?: boolean | null;
  has_home?: boolean | null;
  /** Profile filters of SPEC 3 (option ids per filter key): a hit must hold one of the ids of each key sent. */
  filters?: Partial<Record<SearchFilterKey, number[]>>;
}

/** POST /api/match/user-match-homes-v4?from&to&sort */
export interface MatchHomesAnswer {
  Hits: MatchHomeHit[];
  Count: number;
  Search: Search | null;
}
/** POST /api/match/user-match-users-v4?count=force (and ?from&to&sort) */
export interface MatchUsersAnswer {
  Hits: MatchUserHit[];
  HitsCount: number;
  Search: Search | null;
}
/** POST /api/match/home-match-users-v4/{home_id}?count=force (and ?from&to&sort) */
export interface MatchHomeUsersAnswer {
  Hits: MatchUserHit[];
  Count: number;
}

/** Page size of every matching list (SPEC 9). `from` is 0-based, `to` exclusive: from=12&to=24 is page 2. */
export const MATCH_PAGE_SIZE = 12;
/** Page number list of up to 5 entries (SPEC 9). */
export const MATCH_PAGE_LINKS = 5;

/** Sorts of the homes list; the first is the default (SPEC 2.10). */
export const HOME_SORTS = [
  { id: 'price-asc', label: 'Loyer croissant' },
  { id: 'price-desc', label: 'Loyer décroissant' },
  { id: 'score', label: 'Meilleure affinité' },
  { id: 'recent', label: 'Plus récentes' },
  { id: 'available', label: 'Disponibles le plus tôt' },
] as const;
/** Sorts of the profiles lists; '5' (best score first) is the default (SPEC 2.10). */
export const PROFILE_SORTS = [
  { id: '5', label: 'Meilleure affinité' },
  { id: '1', label: 'Inscrits récemment' },
  { id: '2', label: 'Budget le plus élevé' },
  { id: '3', label: 'Les plus jeunes' },
  { id: '4', label: 'Les plus âgés' },
] as const;
export type HomeSortId = (typeof HOME_SORTS)[number]['id'];
export type ProfileSortId = (typeof PROFILE_SORTS)[number]['id'];

/** POST /api/homes/accordances/{home_id|default} body. */
export interface AccordanceInput {
  type: 'like' | 'dislike';
  /** A profile (seeker's own choice with 'default', or a pro's choice for its home). */
  user_id?: number;
  /** A group of seekers looking for a home together. */
  group_id?: number;
}

export type VisitStatus = 'requested' | 'proposed' | 'accepted' | 'declined' | 'cancelled';

/** A visit of a home by a seeker (agenda). Times are ISO-8601 with offset, Europe/Paris. */
export interface Visit {
  id: number;
  home: { id: number; name: string | null; city: string | null; address: string | null; image_link: string | null; link: string };
  seeker: { id: number; first_name: string; name_initial: string; avatar_id: number | null };
  /** Who answers for the home: owner, or a manager with agenda access. */
  host: { id: number; first_name: string; name_initial: string };
  status: VisitStatus;
  /** Slots proposed (by the seeker when requesting, by the host when proposing); one is chosen on acceptance. */
  slots: string[];
  starts_at: string | null;
  message: string | null;
  /** When the seeker confirmed the accepted slot (e-mail link, or by choosing a slot the host proposed). */
  confirmed_at: string | null;
  created_at: string;
}

/** 'Contacter' before messaging exists: a request the owner sees. */
export interface ContactRequest {
  id: number;
  from_user_id: number;
  to_user_id: number;
  home_id: number | null;
  message: string;
  created_at: string;
  /** When the recipient marked it read; null while unread. */
  read_at: string | null;
  from: { id: number; first_name: string; name_initial: string; avatar_id: number | null };
  to: { id: number; first_name: string; name_initial: string };
  home: { id: number; name: string | null; city: string | null; link: string } | null;
}

// ---------------------------------------------------------------------------------------------
// Groups of seekers looking together (GET /api/groups/mine, POST /api/groups, …/invitations,
// …/accept, …/decline, DELETE …/members/{user_id}, GET …/favorites).

/** Members plus pending invitations. */
export const GROUP_MAX_MEMBERS = 6;

export interface GroupMember {
  user_id: number;
  first_name: string;
  name_initial: string;
  avatar_url: string | null;
  avatar_color: string | null;
  status: 'member' | 'invited';
}

export interface SeekerGroup {
  id: number;
  name: string;
  created_by: number | null;
  members: GroupMember[];
}

export interface GroupInvitation {
  group_id: number;
  group_name: string;
  invited_by: { first_name: string; name_initial: string } | null;
  created_at: string;
}

export interface MyGroups {
  group: SeekerGroup | null;
  invitations: GroupInvitation[];
}

/** The members' likes, scored for the reader; `liked_by` lists member ids. */
export interface GroupFavorites {
  group: SeekerGroup;
  homes: Array<MatchHomeHit & { liked_by: number[] }>;
  users: Array<MatchUserHit & { liked_by: number[] }>;
}
