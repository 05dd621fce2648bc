// Wire shapes of the public advert (GET /api/adverts/{home_id}). The API validates, serialises and
// documents with them; `@coloc/shared` exports their static types to the screens.
import { Type, type Static } from 'typebox';
import { Nullable } from '../common/schemas';
import { RoomSchema, ServiceTermsSchema } from '../homes/schemas';

/**
 * Why match_percent is what it is: 'scored' (a number), 'insufficient' (a signed-in seeker, but too
 * few answers in common: « Pas assez d'informations pour calculer l'affinité »), null (nobody to score for).
 */
const MatchStatus = Nullable(Type.Union([Type.Literal('scored'), Type.Literal('insufficient')]));
export type AdvertMatchStatus = NonNullable<Static<typeof MatchStatus>>;

export const AdvertFlatmateSchema = Type.Object(
  {
    user_id: Type.Integer(),
    first_name: Type.String(),
    name_initial: Type.String({ description: "Initiale du nom suivie d'un point" }),
    avatar_url: Nullable(Type.String()),
    age: Nullable(Type.Integer({ description: "null : date de naissance inconnue ou privée" })),
    occupation: Nullable(Type.String({ description: 'Situation professionnelle, null si non partagée' })),
    match_percent: Nullable(Type.Integer({ description: 'Affinité 0 à 100 avec le colocataire connecté, null sinon' })),
    match_status: MatchStatus,
    reasons: Type.Array(Type.String(), { description: 'Les trois raisons les plus fortes, en français' }),
  },
  { description: 'Colocataire' },
);
export type AdvertFlatmateObject = Static<typeof AdvertFlatmateSchema>;

export const AdvertRoomSchema = Type.Object(
  {
    ...RoomSchema.properties,
    display_name: Type.String({ description: 'Nom de la chambre, sinon « Chambre » et une lettre (A pour 0)' }),
    available: Type.Boolean({ description: 'Libre (aucun locataire en cours) et disponible au plus tard aujourd’hui' }),
  },
  { description: "Chambre de l'annonce" },
);
export type AdvertRoomObject = Static<typeof AdvertRoomSchema>;

export const PublicAdvertSchema = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    description: Nullable(Type.String()),
    wishes: Nullable(Type.String()),
    city: Nullable(Type.String()),
    district: Nullable(Type.String({ description: "Arrondissement (« Lyon 4e ») ou ville ; jamais l'adresse" })),
    postal_code_prefix: Nullable(Type.String({ description: 'Département (69, 974…)' })),
    country: Nullable(Type.String({ description: "Pays, par son nom (l'id 6 se lit « France »)" })),
    home_type: Nullable(Type.String({ description: 'Texte de la liste de choix « home_type »' })),
    surface: Nullable(Type.Number()),
    bedroom_count: Nullable(Type.Integer()),
    furnished: Type.Boolean(),
    amenities: Type.Array(Type.String(), { description: 'Textes de la liste « amenities »' }),
    handicap_friendly: Type.Boolean(),
    is_coloc: Type.Boolean(),
    pay_by_service: Type.Boolean(),
    services: Nullable(ServiceTermsSchema),
    service_list: Type.Array(Type.String(), { description: 'Textes de la liste « service_list »' }),
    photo_ids: Type.Array(Type.String(), { description: 'Identifiants publics des photos dans leur ordre, servies par /image/{id}/{largeur}/{hauteur}' }),
    rooms: Type.Array(AdvertRoomSchema),
    rent_min: Nullable(Type.Number({ description: 'Loyer hors charges le plus bas' })),
    rent_max: Nullable(Type.Number()),
    charges_total: Nullable(Type.Number({ description: 'Somme des charges mensuelles des chambres' })),
    flatmates: Type.Array(AdvertFlatmateSchema),
    contact_user_id: Type.Integer({ description: "Destinataire du bouton « Contacter » (créateur de l'annonce)" }),
    landlord_first_name: Type.String(),
    match_percent: Nullable(Type.Integer({ description: "Affinité 0 à 100 du logement pour le colocataire connecté : celle de ses occupants (80 %) et de ce que le logement offre (20 %) ; null sinon" })),
    match_status: MatchStatus,
    match_reasons: Type.Array(Type.String()),
    match_vigilance: Type.Array(Type.String({ description: 'Points de vigilance : où le colocataire connecté et les occupants diffèrent' })),
    public_url: Type.String(),
    published: Type.Boolean(),
    preview: Type.Boolean({ description: "Vrai : aperçu d'une annonce non publiée, pour ses gestionnaires ou un modérateur" }),
    updated_at: Type.String(),
  },
  { description: 'Annonce publique' },
);
export type PublicAdvertObject = Static<typeof PublicAdvertSchema>;

export const AdvertParams = Type.Object({ home_id: Type.Integer({ minimum: 1, description: 'Identifiant du logement' }) });

/** Other parameters (a campaign's utm_…) are ignored: the advert's link may carry them. */
export const AdvertQuery = Type.Object({
  preview: Type.Optional(Type.Enum(['1', '0', 'true', 'false'], { description: "1 : aperçu d'une annonce non publiée (ses gestionnaires, un modérateur)" })),
});
export type AdvertQueryValue = Static<typeof AdvertQuery>;
