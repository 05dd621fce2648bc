// Wire shapes of the homes routes (SPEC 3 "Home", "Room"). The API validates, serialises and
// documents with them; `@coloc/shared` exports their static types to the screens.
import { Type, type Static } from 'typebox';
import { Nullable, OrNull, OrNullEnum } from '../common/schemas';
import { MODERATION_STATUSES } from '../moderation/limits';
import { HOME_DELEGATION_LEVELS, HOME_ID_PATTERN, HOME_LIMITS, MANDATE_STATUSES, SERVICE_LIMITS, type HomeDelegationLevel } from './limits';

/** A home photo: its id for actions (delete, reorder), its public id for its URL (issue 17, finding 4). */
export const HomePhotoSchema = Type.Object(
  {
    id: Type.Integer({ description: 'Pour DELETE /api/homes/{id}/images/{imageId} et image_orders' }),
    public_id: Type.String({ description: "Identifiant public de l'image : /image/{public_id}/{largeur}/{hauteur}" }),
  },
  { additionalProperties: false },
);
export type HomePhotoObject = Static<typeof HomePhotoSchema>;

export const RoomSchema = Type.Object(
  {
    id: Type.Integer(),
    number: Type.Integer({ description: 'De 0 à 19 ; le nom affiché retombe sur une lettre (A pour 0).' }),
    name: Nullable(Type.String()),
    rent: Nullable(Type.Number({ description: 'Loyer mensuel hors charges, en euros' })),
    charges: Nullable(Type.Number({ description: 'Charges mensuelles, en euros' })),
    surface: Nullable(Type.Number({ description: 'm²' })),
    available_from: Nullable(Type.String({ description: 'AAAA-MM-JJ ; null : disponible tout de suite' })),
    furnished: Type.Boolean(),
    private_bathroom: Type.Boolean(),
    private_toilets: Type.Boolean(),
  },
  { description: 'Chambre' },
);

export const HomeDetailsSchema = Type.Object(
  {
    city_id: Nullable(Type.Integer({ description: 'Identifiant de GET /api/cities' })),
    lat: Nullable(Type.Number()),
    lng: Nullable(Type.Number()),
    home_type: Nullable(Type.Integer({ description: 'Liste de choix « home_type »' })),
    surface: Nullable(Type.Number({ description: 'Surface totale en m²' })),
    bedroom_count: Nullable(Type.Integer()),
    floor: Nullable(Type.Integer()),
    elevator: Type.Boolean(),
    furnished: Type.Boolean(),
    amenities: Type.Array(Type.Integer(), { description: 'Liste de choix « amenities »' }),
    handicap_friendly: Type.Boolean(),
    ecoloc: Type.Array(Type.Integer(), { description: 'Liste de choix « ecoloc »' }),
    pay_by_service: Type.Boolean(),
    service_list: Type.Array(Type.Integer(), { description: 'Liste de choix « service_list »' }),
    description: Nullable(Type.String()),
    wishes: Nullable(Type.String()),
    services: Nullable(
      Type.Object(
        {
          hours_per_week: Nullable(Type.Integer({ description: 'Heures de services par semaine' })),
          tasks: Nullable(Type.String({ description: 'Tâches attendues, une par ligne' })),
          trial_weeks: Nullable(Type.Integer({ description: "Période d'essai, en semaines" })),
          notice_days: Nullable(Type.Integer({ description: 'Préavis, en jours' })),
        },
        { description: "Conditions du logement contre services ; null tant que rien n'est indiqué" },
      ),
    ),
  },
  { description: "Détails de l'annonce" },
);
export type HomeDetailsObject = Static<typeof HomeDetailsSchema>;

/** The housing-for-services terms as the advert and the moderation queue show them. */
export const ServiceTermsSchema = Type.Object(
  {
    hours_per_week: Nullable(Type.Integer({ description: 'Heures de services par semaine' })),
    tasks: Nullable(Type.String({ description: 'Tâches attendues, une par ligne' })),
    trial_weeks: Nullable(Type.Integer({ description: "Période d'essai, en semaines" })),
    notice_days: Nullable(Type.Integer({ description: 'Préavis, en jours' })),
  },
  { description: 'Conditions du logement contre services' },
);
export type ServiceTermsObject = Static<typeof ServiceTermsSchema>;

/** A home as embedded in the user object and answered by the homes routes (every Home field of SPEC 3). */
/** notifications_advert / notifications_agenda: what the owners delegate to the manager. */
export const DelegationLevelSchema = Type.Unsafe<HomeDelegationLevel>({ type: 'integer', enum: [...HOME_DELEGATION_LEVELS] });

export const HomeSchema = Type.Object(
  {
    id: Type.Integer(),
    user_id: Type.Integer(),
    name: Nullable(Type.String()),
    address: Nullable(Type.String()),
    address2: Nullable(Type.String()),
    postal_code: Nullable(Type.String()),
    city: Nullable(Type.String()),
    country: Nullable(Type.Integer({ description: "Identifiant de pays de GET /api/options (6 : France)" })),
    step: Type.Integer({
      description: "Calculée par le serveur : 1 adresse et ville connue, 2 description et une chambre avec loyer, 3 au moins une photo. En dessous de 3, annonce incomplète.",
    }),
    is_coloc: Type.Boolean(),
    published: Type.Boolean(),
    moderation_status: Nullable(Type.Enum([...MODERATION_STATUSES])),
    mandate_status: Nullable(Type.Enum([...MANDATE_STATUSES])),
    mandate_provider: Nullable(Type.String({ description: 'Nom du prestataire de signature électronique du mandat' })),
    offer: Nullable(Type.String()),
    image_orders: Type.Array(Type.Integer(), { description: 'Identifiants des photos dans leur ordre, pour les supprimer ou les réordonner' }),
    photos: Type.Array(HomePhotoSchema, { description: "Les mêmes photos dans le même ordre, avec l'identifiant public de leur adresse /image/{public_id}/{largeur}/{hauteur}" }),
    public_url: Type.String({ description: "Chemin de l'annonce publique : /colocation-<ville>/<id>" }),
    owners_roles: Type.Array(Type.Unknown()),
    notifications_advert: DelegationLevelSchema,
    notifications_agenda: DelegationLevelSchema,
    rooms: Type.Array(RoomSchema, { description: 'Par numéro croissant' }),
    reference_rent_auto: Type.Boolean({ description: 'Vrai quand le loyer de référence a pu être calculé (5 chambres comparables au moins)' }),
    reference_rent_month: Nullable(Type.Number({ description: 'Médiane loyer + charges des chambres comparables, en euros' })),
    inc_reference_rent_month: Nullable(Type.Number({ description: 'Troisième quartile' })),
    dec_reference_rent_month: Nullable(Type.Number({ description: 'Premier quartile' })),
    details: HomeDetailsSchema,
    created_at: Type.String(),
    updated_at: Type.String(),
  },
  { description: 'Logement' },
);

/** GET /homes/{id}: the home and the caller's rights on it (SPEC 6). */
export const HomeWithAccessSchema = Type.Object(
  {
    ...HomeSchema.properties,
    access: Type.Object(
      { landlord: Type.Boolean(), advert: Type.Boolean(), agenda: Type.Boolean() },
      { description: "Droits de l'appelant : annonce (modifier, supprimer, inviter) et agenda (demandes, visites)" },
    ),
  },
  { description: 'Logement, avec les droits de l’appelant' },
);

export type HomeObject = Static<typeof HomeSchema>;
export type HomeWithAccess = Static<typeof HomeWithAccessSchema>;
export type RoomObject = Static<typeof RoomSchema>;

// Request fields that accept null use OrNull (common/schemas): Nullable's anyOf would turn a cleared rent into 0.
const nullableNumber = (limits: { minimum?: number; maximum?: number } = {}) => Type.Optional(OrNull(Type.Number(limits)));
const nullableInteger = (limits: { minimum?: number; maximum?: number } = {}) => Type.Optional(OrNull(Type.Integer(limits)));
const nullableString = (options: { maxLength?: number; format?: string } = {}) => Type.Optional(OrNull(Type.String(options)));
const text = (maxLength: number) => nullableString({ maxLength });
const optionIds = Type.Optional(Type.Array(Type.Integer(), { maxItems: HOME_LIMITS.optionListLength }));
const ReadOnly = Type.Optional(Type.Unknown());

/** Each term may be left out (kept) or null (cleared); `services: null` clears them all. */
export const ServiceTermsInputSchema = Type.Object(
  {
    hours_per_week: nullableInteger({ minimum: 1, maximum: SERVICE_LIMITS.hoursInWeek }),
    tasks: text(SERVICE_LIMITS.tasksLength),
    trial_weeks: nullableInteger({ minimum: 1, maximum: SERVICE_LIMITS.trialWeeksMax }),
    notice_days: nullableInteger({ minimum: 1, maximum: SERVICE_LIMITS.noticeDaysMax }),
  },
  { additionalProperties: false },
);

export const RoomInputSchema = Type.Object(
  {
    id: Type.Optional(Type.Integer({ minimum: 1 })),
    number: Type.Integer({ minimum: 0, maximum: HOME_LIMITS.rooms - 1 }),
    name: text(HOME_LIMITS.roomNameLength),
    rent: nullableNumber({ minimum: 0, maximum: HOME_LIMITS.rentMax }),
    charges: nullableNumber({ minimum: 0, maximum: HOME_LIMITS.chargesMax }),
    surface: nullableNumber({ minimum: HOME_LIMITS.roomSurfaceMin, maximum: HOME_LIMITS.roomSurfaceMax }),
    available_from: nullableString({ format: 'date' }),
    furnished: Type.Optional(Type.Boolean()),
    private_bathroom: Type.Optional(Type.Boolean()),
    private_toilets: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/**
 * PUT /api/homes/{id} and POST /api/homes. The home object's
 * computed and read-only fields are accepted and ignored so that a client can send back what it
 * received; anything else is refused ("Champ inconnu").
 */
export const HomeUpdateBody = Type.Object(
  {
    name: text(HOME_LIMITS.nameLength),
    address: text(HOME_LIMITS.addressLength),
    address2: text(HOME_LIMITS.addressLength),
    postal_code: text(HOME_LIMITS.postalCodeLength),
    city_id: nullableInteger({ minimum: 1 }),
    is_coloc: Type.Optional(Type.Boolean()),
    home_type: nullableInteger(),
    surface: nullableNumber({ minimum: 1, maximum: HOME_LIMITS.homeSurfaceMax }),
    bedroom_count: nullableInteger({ minimum: 0, maximum: HOME_LIMITS.bedroomCountMax }),
    floor: nullableInteger({ minimum: HOME_LIMITS.floorMin, maximum: HOME_LIMITS.floorMax }),
    elevator: Type.Optional(Type.Boolean()),
    furnished: Type.Optional(Type.Boolean()),
    amenities: optionIds,
    handicap_friendly: Type.Optional(Type.Boolean()),
    ecoloc: optionIds,
    pay_by_service: Type.Optional(Type.Boolean()),
    service_list: optionIds,
    services: Type.Optional(OrNull(ServiceTermsInputSchema)),
    description: text(HOME_LIMITS.descriptionLength),
    wishes: text(HOME_LIMITS.wishesLength),
    rooms: Type.Optional(Type.Array(RoomInputSchema, { maxItems: HOME_LIMITS.rooms })),
    image_orders: Type.Optional(Type.Array(Type.Integer(), { maxItems: HOME_LIMITS.photos })),
    offer: nullableString({ maxLength: 40 }),
    // null is what a home that was never submitted carries: sending it back changes nothing.
    moderation_status: Type.Optional(OrNullEnum(['pending'])),
    id: ReadOnly,
    user_id: ReadOnly,
    city: ReadOnly,
    country: ReadOnly,
    step: ReadOnly,
    published: ReadOnly,
    mandate_status: ReadOnly,
    mandate_provider: ReadOnly,
    access: ReadOnly,
    public_url: ReadOnly,
    photos: ReadOnly,
    owners_roles: ReadOnly,
    notifications_advert: ReadOnly,
    notifications_agenda: ReadOnly,
    reference_rent_auto: ReadOnly,
    reference_rent_month: ReadOnly,
    inc_reference_rent_month: ReadOnly,
    dec_reference_rent_month: ReadOnly,
    details: ReadOnly,
    lat: ReadOnly,
    lng: ReadOnly,
    created_at: ReadOnly,
    updated_at: ReadOnly,
  },
  { additionalProperties: false },
);

export type HomeUpdateInput = Static<typeof HomeUpdateBody>;
export type RoomInputValue = Static<typeof RoomInputSchema>;
export type ServiceTermsInput = Static<typeof ServiceTermsInputSchema>;

/** An integer id or 'default' (the caller's first home). */
export const HomeIdParams = Type.Object({
  id: Type.String({ pattern: HOME_ID_PATTERN, description: "Identifiant du logement ou « default »" }),
});
export type HomeIdParamsValue = Static<typeof HomeIdParams>;
