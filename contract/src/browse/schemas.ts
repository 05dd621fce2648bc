// Anonymous browsing (city pages, quick listing, home page links). Nothing personal in these answers.
import { Type, type Static } from 'typebox';
import { Nullable } from '../common/schemas';
import { SEARCH_DEFAULTS } from '../searches/limits';
import { BROWSE_LIMITS, BROWSE_ORDERS } from './limits';

const Slug = (description: string) => Type.String({ minLength: 1, maxLength: BROWSE_LIMITS.maxSlugLength, description });

export const AdvertCardSchema = Type.Object(
  {
    id: Type.Integer(),
    public_url: Type.String({ description: "Chemin de l'annonce, /colocation-{ville}/{id}" }),
    title: Type.String(),
    city: Nullable(Type.String()),
    district: Nullable(Type.String({ description: "Arrondissement (« Lyon 4e ») ou ville ; jamais l'adresse" })),
    photo_id: Nullable(Type.String({ description: 'Identifiant public de la première photo, servie par /image/{id}/{largeur}/{hauteur}' })),
    rent_min: Nullable(Type.Number({ description: 'Loyer hors charges le plus bas des chambres' })),
    rent_max: Nullable(Type.Number()),
    rooms_available: Type.Integer({ description: "Chambres libres aujourd'hui" }),
    room_count: Type.Integer({ description: "Chambres de l'annonce, libres ou non" }),
    available_from: Nullable(Type.String({ description: "Sans chambre libre aujourd'hui : la date (AAAA-MM-JJ) où la première le sera ; null sinon" })),
    housing_for_services: Type.Boolean({ description: 'Logement contre services' }),
    home_type: Nullable(Type.String({ description: 'Texte de la liste « home_type »' })),
  },
  { description: "Carte d'une annonce publiée" },
);

export const CitySummarySchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    slug: Type.String({ description: 'Slug canonique : la page de la ville est /colocation-{slug}' }),
    department: Nullable(Type.String({ description: 'Nom du département' })),
    admin2_code: Nullable(Type.String({ description: 'Code du département (69, 2A, 974…)' })),
    lat: Type.Number(),
    lng: Type.Number(),
  },
  { description: 'Ville' },
);

export const CityLinkSchema = Type.Object(
  {
    name: Type.String(),
    slug: Type.String(),
    advert_count: Type.Integer({ description: 'Annonces publiées dans la commune' }),
  },
  { description: "Lien vers la page d'une ville" },
);

export const BrowseAdvertsPageSchema = Type.Object({
  total: Type.Integer(),
  page: Type.Integer(),
  per_page: Type.Integer(),
  pages: Type.Integer({ description: 'ceil(total / per_page), 0 sans résultat' }),
  city: Nullable(CitySummarySchema),
  items: Type.Array(AdvertCardSchema),
});

export const CityPageDataSchema = Type.Object({
  city: CitySummarySchema,
  advert_count: Type.Integer({ description: 'Annonces publiées dans la commune' }),
  room_count: Type.Integer({ description: 'Chambres de ces annonces, libres ou non' }),
  rooms_available: Type.Integer({ description: "Chambres de ces annonces libres aujourd'hui (même règle que la page de l'annonce)" }),
  rent_min: Nullable(Type.Number({ description: 'Loyer hors charges le plus bas des chambres libres, logements contre services exclus ; null sans loyer' })),
  rent_max: Nullable(Type.Number({ description: 'Loyer hors charges le plus haut de ces chambres ; null sans loyer' })),
  nearby: Type.Array(CityLinkSchema, { description: "Jusqu'à 8 autres villes à moins de 60 km ayant des annonces, la plus proche d'abord" }),
});

export type AdvertCard = Static<typeof AdvertCardSchema>;
export type CitySummary = Static<typeof CitySummarySchema>;
export type CityLink = Static<typeof CityLinkSchema>;
export type BrowseAdvertsPage = Static<typeof BrowseAdvertsPageSchema>;
export type CityPageData = Static<typeof CityPageDataSchema>;

/** Other parameters (a campaign's utm_…) are ignored: links to the list may carry them. */
export const BrowseAdvertsQuery = Type.Object({
  city: Type.Optional(Slug('Slug de la ville ; une graphie non canonique (« Saint-Étienne ») est acceptée')),
  radius: Type.Number({ minimum: 0, maximum: BROWSE_LIMITS.maxRadius, default: SEARCH_DEFAULTS.radius, description: 'km autour de la ville (5 par défaut)' }),
  budget: Type.Optional(Type.Number({ minimum: 0, maximum: BROWSE_LIMITS.maxBudget, description: '€ par mois et par chambre, charges comprises' })),
  bedrooms: Type.Optional(Type.Integer({ minimum: 1, maximum: BROWSE_LIMITS.maxBedrooms, description: 'Chambres libres (et dans le budget) au moins' })),
  page: Type.Integer({ minimum: 1, maximum: BROWSE_LIMITS.maxPage, default: 1 }),
  order: Type.Enum([...BROWSE_ORDERS], { default: 'price-asc', description: 'price-asc (défaut), price-desc, recent' }),
});

export const CityParams = Type.Object({ slug: Slug('Slug de la ville') });

export const TopCitiesQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: BROWSE_LIMITS.maxCityLinks, default: 12 }),
});

export const CityLinksSchema = Type.Array(CityLinkSchema);
