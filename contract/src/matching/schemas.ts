import { Type, type Static } from 'typebox';
import { Nullable, OrNull, OrNullEnum } from '../common/schemas';
import { SITUATIONS } from '../searches/limits';
import { SearchSchema } from '../searches/schemas';
import { FILTER_KEYS, HOME_SORT_IDS, MATCH_LIMITS, MATCH_PAGE_SIZE, PROFILE_SORT_IDS } from './limits';

const ReadOnly = Type.Optional(Type.Unknown());

const CitySearchInput = Type.Object(
  {
    type: Type.Optional(Type.String()),
    geoname: Type.Object(
      {
        id: Type.Integer({ description: 'Identifiant de GET /api/cities ; le reste est relu dans la table des villes' }),
        name: ReadOnly,
        country_id: ReadOnly,
        admin1_code: ReadOnly,
        admin1_name: ReadOnly,
        admin2_code: ReadOnly,
        admin2_name: ReadOnly,
        lat: ReadOnly,
        lng: ReadOnly,
        // GET /api/cities gives it: a row of that list is accepted back as it is.
        slug: ReadOnly,
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

const Flag = () => Type.Optional(OrNull(Type.Boolean()));

/** Body of the three match calls (SPEC 7). Missing values come from the saved search, then SPEC 9. */
export const MatchCriteriaBody = Type.Object(
  {
    search_id: Type.Optional(OrNull(Type.Integer({ minimum: 1, description: "Recherche enregistrée de l'utilisateur (valeurs par défaut)" }))),
    home_id: Type.Optional(OrNull(Type.Integer({ minimum: 1 }))),
    city_searches: Type.Optional(Type.Array(CitySearchInput, { maxItems: MATCH_LIMITS.maxCities })),
    radius: Type.Optional(Type.Number({ minimum: 0, maximum: MATCH_LIMITS.maxRadius, description: 'km autour de chaque ville' })),
    bedroom_count: Type.Optional(Type.Integer({ minimum: MATCH_LIMITS.minBedrooms, maximum: MATCH_LIMITS.maxBedrooms })),
    budget_per_room_min: Type.Optional(Type.Number({ minimum: 0, maximum: MATCH_LIMITS.maxBudget, description: '€ par mois, charges comprises' })),
    budget_per_room_max: Type.Optional(Type.Number({ minimum: 0, maximum: MATCH_LIMITS.maxBudget, description: '€ par mois, charges comprises' })),
    age_min: Type.Optional(Type.Integer({ minimum: 0, maximum: MATCH_LIMITS.maxAge })),
    age_max: Type.Optional(Type.Integer({ minimum: 0, maximum: MATCH_LIMITS.maxAge })),
    private_bathroom: Flag(),
    private_toilets: Flag(),
    situation: Type.Optional(OrNullEnum(SITUATIONS)),
    situations: Type.Optional(Type.Array(Type.Enum([...SITUATIONS]), { maxItems: SITUATIONS.length })),
    gender: Type.Optional(OrNull(Type.Integer({ description: 'Identifiant de la liste « gender »' }))),
    children: Flag(),
    pets: Flag(),
    smoking: Flag(),
    ecoloc: Flag(),
    handicap_friendly: Flag(),
    pay_by_service: Flag(),
    has_home: Flag(),
    filters: Type.Optional(
      Type.Object(
        Object.fromEntries(FILTER_KEYS.map((key) => [key, Type.Optional(Type.Array(Type.Integer(), { maxItems: MATCH_LIMITS.maxFilterIds }))])),
        { additionalProperties: false, description: 'Filtres de profil (clés de filtre de SPEC 3) : identifiants de choix acceptés par clé' },
      ),
    ),
  },
  { additionalProperties: false },
);
export type MatchCriteriaInput = Static<typeof MatchCriteriaBody>;
export type MatchCriteria = MatchCriteriaInput;

export const MatchScoreSchema = Type.Object(
  {
    Total: Nullable(
      Type.Number({
        description:
          "0 à 200 (les deux sens additionnés) ; les écrans affichent Total / 2 %. null : trop peu de réponses en commun (« Pas assez d'informations pour calculer l'affinité »), classé en dernier par les tris par affinité",
      }),
    ),
    Sections: Type.Object({
      lifestyle: Nullable(Type.Number()),
      personality: Nullable(Type.Number()),
      athome: Nullable(Type.Number()),
      employment: Nullable(Type.Number()),
    }),
    Reasons: Type.Array(Type.String(), { description: 'Les trois raisons les plus fortes, en français' }),
    DealBreakers: Type.Array(Type.String(), { description: 'Incompatibilités, en français' }),
    Vigilance: Type.Array(Type.String(), { description: 'Points de vigilance : les réponses qui diffèrent le plus (« Tabac : vous, non-fumeur ; cette personne, fumeur »)' }),
    Occupants: Type.Array(
      Type.Object({ UserID: Type.Integer(), FirstName: Type.String(), Total: Nullable(Type.Number({ description: '0 à 200, null sans assez de réponses en commun' })) }),
      { description: "Pour un logement : l'affinité avec chacun de ses occupants (vide pour une personne)" },
    ),
  },
  { description: 'Score expliqué' },
);
export type MatchScore = Static<typeof MatchScoreSchema>;
export type MatchOccupant = MatchScore['Occupants'][number];

export const MatchHomeHitSchema = Type.Object({
  HomeID: Type.Integer(),
  Name: Nullable(Type.String()),
  City: Nullable(Type.String()),
  PostalCode: Nullable(Type.String()),
  PriceMin: Nullable(Type.Number({ description: 'Loyer + charges de la chambre la moins chère dans le budget' })),
  PriceMax: Nullable(Type.Number()),
  RoomCount: Type.Integer({ description: 'Chambres libres' }),
  AvailableFrom: Nullable(Type.String({ description: 'AAAA-MM-JJ de la première chambre libre ; null : tout de suite' })),
  Furnished: Type.Boolean(),
  PayByService: Type.Boolean(),
  DistanceKm: Nullable(Type.Number({ description: 'Distance à la ville recherchée la plus proche' })),
  IsFavorite: Type.Boolean(),
  GlobalScore: MatchScoreSchema,
  link: Type.String({ description: "Chemin de l'annonce publique" }),
  image_link: Nullable(Type.String()),
  tenant_images: Type.String({ description: 'Photos des occupants, séparées par des virgules' }),
});
export type MatchHomeHit = Static<typeof MatchHomeHitSchema>;

export const SecondUserSchema = Type.Object({
  UserID: Type.Integer(),
  FirstName: Type.String(),
  Name: Type.String({ description: "Initiale du nom suivie d'un point (« D. »)" }),
  HasHome: Type.Boolean(),
  ProfilePosition: Nullable(Type.Integer({ description: 'Identifiant de la liste « position »' })),
  PositionComputed: Nullable(Type.String({ description: 'Projet en quelques mots (« Cherche une chambre »)' })),
  PositionName: Nullable(Type.String({ description: 'Libellé de la liste « position »' })),
  FullRecord: Type.Boolean({ description: 'Dossier locataire complet et confirmé' }),
  Grouped: Type.Boolean({ description: 'Cherche avec un groupe (au moins deux membres)' }),
  GroupId: Nullable(Type.Integer({ description: 'Son groupe : `group_id` pour aimer ou écarter le groupe depuis la vue d’un logement' })),
  gdc: Type.Boolean({ description: 'Personnes de confiance' }),
  BedroomCount: Nullable(Type.Integer()),
  PerRoomBudgetMin: Nullable(Type.Number()),
  PerRoomBudget: Nullable(Type.Number()),
  LastMessage: Nullable(Type.String()),
  Avatars: Type.Array(Type.String()),
  IsFavorite: Type.Boolean(),
  warranty_status: Nullable(Type.String()),
});
export type SecondUser = Static<typeof SecondUserSchema>;

export const MatchUserHitSchema = Type.Object({
  SecondUser: SecondUserSchema,
  GlobalScore: MatchScoreSchema,
  Favoris: Type.Boolean({ description: 'Même valeur que SecondUser.IsFavorite' }),
});
export type MatchUserHit = Static<typeof MatchUserHitSchema>;

/** GET /api/match/users/{user_id}/score: the other person's profile page, a place to decide. */
export const PairScoreAnswerSchema = Type.Object({
  GlobalScore: MatchScoreSchema,
  IsFavorite: Type.Boolean({ description: "L'utilisateur a mis ce profil en favori" }),
  IsDisliked: Type.Boolean({ description: "L'utilisateur a écarté ce profil (il ne lui est plus proposé)" }),
});
export type PairScoreAnswer = Static<typeof PairScoreAnswerSchema>;
export const PairScoreParams = Type.Object({ user_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: "Identifiant de l'autre personne" }) });

export const MatchHomesAnswerSchema = Type.Object({
  Hits: Type.Array(MatchHomeHitSchema),
  Count: Type.Integer(),
  Search: Nullable(SearchSchema),
});
export type MatchHomesAnswer = Static<typeof MatchHomesAnswerSchema>;
export const MatchUsersAnswerSchema = Type.Object({
  Hits: Type.Array(MatchUserHitSchema),
  HitsCount: Type.Integer(),
  Search: Nullable(SearchSchema),
});
export type MatchUsersAnswer = Static<typeof MatchUsersAnswerSchema>;
export const MatchHomeUsersAnswerSchema = Type.Object({
  Hits: Type.Array(MatchUserHitSchema),
  Count: Type.Integer(),
});
export type MatchHomeUsersAnswer = Static<typeof MatchHomeUsersAnswerSchema>;

const Paging = {
  from: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'Premier rang (0)' })),
  to: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, description: `Rang de fin exclu (from + ${MATCH_PAGE_SIZE})` })),
};
export const HomesQuery = Type.Object({
  ...Paging,
  sort: Type.Optional(Type.Enum([...HOME_SORT_IDS], { description: 'price-asc (défaut), price-desc, score, recent, available' })),
  count: Type.Optional(Type.String()),
});
export const ProfilesQuery = Type.Object({
  ...Paging,
  sort: Type.Optional(Type.Enum([...PROFILE_SORT_IDS], { description: "5 affinité (défaut), 1 inscrits récemment, 2 budget le plus élevé, 3 les plus jeunes, 4 les plus âgés" })),
  count: Type.Optional(Type.String({ description: 'force : compter tous les résultats (toujours fait)' })),
});

/** A home by id, or « default » (a professional's first home, a seeker's own choices). */
export const MatchHomeParams = Type.Object({
  home_id: Type.String({ pattern: '^(default|[1-9][0-9]{0,14})$', description: 'Identifiant du logement ou « default »' }),
});
export const HomeMatchCountParams = Type.Object({
  id: Type.String({ pattern: '^(default|[1-9][0-9]{0,14})$', description: 'Identifiant du logement ou « default »' }),
});
export const SavedSearchCountQuery = Type.Object({ count: Type.Optional(Type.String()) });
export const SavedSearchCountSchema = Type.Object({ HitsCount: Type.Integer() });
export const HomeMatchCountSchema = Type.Integer({ description: 'Nombre de profils' });
