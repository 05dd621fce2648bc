// Wire shapes of the properties routes (Mes biens, landlords and their invitations, delegation;
// SPEC 3 Owner role entry, 4, 6, 7). The API validates, serialises and documents with them;
// `@coloc/shared` exports their static types to the screens.
import { Type, type Static } from 'typebox';
import { Nullable } from '../common/schemas';
import { DelegationLevelSchema, HomeSchema } from '../homes/schemas';
import { EMAIL_PATTERN_SOURCE, type LandlordRole } from './rules';

export { EMAIL_PATTERN_SOURCE, LANDLORD_ROLES, type LandlordRole } from './rules';

const RoleSchema = (options: { default?: LandlordRole } = {}) =>
  Type.Union([Type.Literal('owner'), Type.Literal('manager'), Type.Literal('agent')], options);

export const HomeAccessSchema = Type.Object(
  {
    landlord: Type.Boolean({ description: 'Créateur ou gestionnaire invité ayant accepté' }),
    advert: Type.Boolean({ description: "SPEC 6 : modifier, prévisualiser, supprimer l'annonce, inviter" }),
    agenda: Type.Boolean({ description: 'SPEC 6 : demandes de contact et de visite, agenda' }),
  },
  { description: "Droits de l'utilisateur sur le logement" },
);
export type HomeAccess = Static<typeof HomeAccessSchema>;

export const PropertySummarySchema = Type.Object({
  home: HomeSchema,
  photo_url: Nullable(Type.String({ description: '/image/{id}/640/480 de la première photo' })),
  access: HomeAccessSchema,
  occupied_rooms: Type.Integer({ description: 'Chambres louées (locations en cours) ; toutes si le logement entier est loué' }),
  pending_requests: Type.Integer({ description: 'Demandes de contact non traitées et demandes de visite sans réponse' }),
  diagnostics_alerts: Type.Integer({ description: 'Diagnostics obligatoires manquants ou périmés' }),
});
export type PropertySummary = Static<typeof PropertySummarySchema>;

export const PropertiesListSchema = Type.Object({ items: Type.Array(PropertySummarySchema) });
export type PropertiesList = Static<typeof PropertiesListSchema>;

export const LandlordSchema = Type.Object(
  {
    id: Type.Integer({ description: "Identifiant de l'utilisateur (créateur, accepté) ; celui de l'invitation tant qu'elle est en attente" }),
    email: Type.String(),
    first_name: Type.String({ description: "Vide tant que l'invitation n'est pas acceptée" }),
    name: Type.String(),
    role: RoleSchema(),
    pending: Type.Boolean(),
    invite_expired: Type.Boolean(),
    expired: Type.Boolean(),
    user_id: Nullable(Type.Integer()),
    invitation_id: Nullable(Type.Integer()),
    status: Type.Union([Type.Literal('creator'), Type.Literal('accepted'), Type.Literal('pending'), Type.Literal('expired')]),
    invite_sent_at: Nullable(Type.String()),
    invite_expires_at: Nullable(Type.String()),
  },
  { description: 'Propriétaire, agent ou gestionnaire du logement (le créateur en premier)' },
);
export type Landlord = Static<typeof LandlordSchema>;

export const InviteBody = Type.Object(
  {
    owner_email: Type.String({ minLength: 1, maxLength: 254, pattern: EMAIL_PATTERN_SOURCE }),
    owner_role: Type.Optional(RoleSchema({ default: 'owner' })),
  },
  { additionalProperties: false },
);
export type InviteInput = Static<typeof InviteBody>;

export const InviteQuery = Type.Object({
  force: Type.Optional(Type.Boolean({ description: "true : renvoie l'invitation déjà en attente pour cette adresse (nouveau lien, 7 jours de plus)" })),
});

export const InviteResultSchema = Type.Object({
  owner_id: Type.Integer({ minimum: 1, description: "Identifiant du compte de la personne invitée s'il existe, sinon celui de l'entrée de propriétaire en attente (owner.invitation_id)" }),
  email: Type.String(),
  owner: LandlordSchema,
});
export type InviteResult = Static<typeof InviteResultSchema>;

export const InvitationParams = Type.Object({
  id: Type.String({ pattern: '^(default|[1-9][0-9]{0,14})$', description: 'Identifiant du logement ou « default »' }),
  invitation_id: Type.Integer({ minimum: 1 }),
});

export const TokenParams = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200, description: 'Le jeton du lien reçu par e-mail' }),
});

export const InvitationPreviewSchema = Type.Object({
  home_id: Type.Integer(),
  home_name: Nullable(Type.String()),
  city: Nullable(Type.String()),
  invited_by: Type.String({ description: 'Prénom et nom de la personne qui invite' }),
  role: RoleSchema(),
  email: Type.String({ description: 'Adresse invitée : le compte qui accepte doit avoir celle-ci' }),
  expired: Type.Boolean(),
  accepted: Type.Boolean(),
});
export type InvitationPreview = Static<typeof InvitationPreviewSchema>;

export const AcceptResultSchema = Type.Object({ home_id: Type.Integer() });
export type AcceptResult = Static<typeof AcceptResultSchema>;

export const DelegationBody = Type.Object(
  {
    notifications_advert: DelegationLevelSchema,
    notifications_agenda: DelegationLevelSchema,
  },
  { additionalProperties: false },
);
export type DelegationInput = Static<typeof DelegationBody>;
