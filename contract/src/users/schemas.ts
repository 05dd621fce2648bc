// Wire shapes of the account routes (SPEC 2.2, 5): the user object (GET /api/users/myself,
// sign-in, the mailed links, PUT /users/{id}), the account's own fields and preferences, the
// public profile others see. The API validates, serialises and documents with them; `@coloc/shared`
// exports their types.
import { Type, type Static } from 'typebox';
import { PasswordSchema } from '../auth/schemas';
import { ScaStatusValueSchema } from '../bank-accounts/schemas';
import { Nullable } from '../common/schemas';
import { HomeSchema } from '../homes/schemas';
import { ProfileSchema, PublicAnswersSchema } from '../profiles/schemas';
import { SearchSchema } from '../searches/schemas';
import { CONNECTION_METHODS, LATEST_CONNECTIONS } from './limits';

export const SubscriptionSchema = Type.Object({
  id: Type.Integer(),
  offer: Type.String(),
  valid_until: Type.String({ description: 'Date ISO (AAAA-MM-JJ)' }),
});

export type Subscription = Static<typeof SubscriptionSchema>;

/** The account's photo or colour (`public_id` names its /image/{public_id}/{w}/{h} address). */
export const AvatarSchema = Type.Object({
  id: Type.Integer({ description: "Identifiant de l'image, pour les actions" }),
  public_id: Nullable(Type.String({ description: "Identifiant public de l'adresse /image/{public_id}/{largeur}/{hauteur}" })),
  color: Nullable(Type.String()),
  approved: Type.Boolean(),
});
export type Avatar = Static<typeof AvatarSchema>;

export const STAFF_ROLES = ['support', 'moderator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const StaffRoleSchema = Type.Union([Type.Literal('support'), Type.Literal('moderator')], {
  description: "Équipe de la plateforme : « support » répond au service client, « moderator » modère les annonces ; null sinon",
});

export const UserIdParams = Type.Object({ id: Type.Integer() });

export const UserSchema = Type.Object(
  {
    id: Type.Integer(),
    email: Type.String(),
    first_name: Type.String(),
    name: Type.String(),
    type: Type.Integer({ description: 'Drapeaux : coloc=1, proprio=2, agent=4, manager=8' }),
    registration_step: Type.Integer({ description: '100 : inscription terminée' }),
    search_id: Nullable(Type.Integer()),
    avatar: Nullable(AvatarSchema),
    sca_status: ScaStatusValueSchema,
    home_leased: Type.Boolean(),
    company: Nullable(Type.Object({ business_name: Type.String() })),
    home: Nullable(HomeSchema),
    profile: Nullable(ProfileSchema),
    search: Nullable(SearchSchema),
    subscriptions: Type.Array(SubscriptionSchema),
    staff_role: Nullable(StaffRoleSchema),
    managed_mandates: Type.Integer({ description: "Mandats de gestion complets dont l'utilisateur est l'agence ou le gestionnaire" }),
    created_at: Type.String(),
  },
  { description: 'Utilisateur connecté' },
);
/** The signed-in user (GET /api/users/myself, sign-in, PUT /users/{id}). */
export type UserObject = Static<typeof UserSchema>;

const ReadOnly = Type.Optional(Type.Unknown());

/**
 * Writable fields, plus the user object's read-only fields, accepted and ignored so that a client
 * can send back the object it received. Anything else is rejected ("Champ inconnu").
 */
export const UpdateUserBody = Type.Object(
  {
    first_name: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
    registration_step: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    business_name: Type.Optional(
      Type.String({ minLength: 1, maxLength: 120, description: 'Comptes professionnels (non coloc) seulement' }),
    ),
    id: ReadOnly,
    email: ReadOnly,
    type: ReadOnly,
    home: ReadOnly,
    profile: ReadOnly,
    search: ReadOnly,
    company: ReadOnly,
    subscriptions: ReadOnly,
    avatar: ReadOnly,
    sca_status: ReadOnly,
    home_leased: ReadOnly,
    managed_mandates: ReadOnly,
    search_id: ReadOnly,
    staff_role: ReadOnly,
    created_at: ReadOnly,
  },
  { additionalProperties: false },
);
export type UserUpdate = Static<typeof UpdateUserBody>;

/** The new password follows the sign-up rules (PasswordSchema). */
export const PasswordChangeBody = Type.Object(
  {
    // Not the sign-up rules: an old short password must still be accepted (as at sign-in).
    current_password: Type.String({ minLength: 1, maxLength: 1024 }),
    new_password: PasswordSchema,
  },
  { additionalProperties: false },
);
/** PUT /api/users/{id}/password. */
export type PasswordChange = Static<typeof PasswordChangeBody>;

export const DeleteAccountBody = Type.Object(
  { password: Type.String({ minLength: 1, maxLength: 1024 }) },
  { additionalProperties: false },
);

export const PreferencesSchema = Type.Object(
  {
    email_messages: Type.Boolean({ description: 'E-mail à chaque nouveau message' }),
    email_matches: Type.Boolean({ description: 'E-mail quand de nouveaux profils ou logements compatibles apparaissent' }),
    email_visits: Type.Boolean({ description: 'E-mail pour les demandes et confirmations de visite' }),
    newsletter: Type.Boolean({ description: 'Newsletter de Toit Partagé' }),
  },
  { description: 'Préférences de notification' },
);
export type PreferencesObject = Static<typeof PreferencesSchema>;
/** GET/PUT /api/users/{id}/preferences. */
export type NotificationPreferences = PreferencesObject;

export const PreferencesBody = Type.Object(
  {
    email_messages: Type.Optional(Type.Boolean()),
    email_matches: Type.Optional(Type.Boolean()),
    email_visits: Type.Optional(Type.Boolean()),
    newsletter: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type PreferencesUpdate = Static<typeof PreferencesBody>;

export const PublicProfileSchema = Type.Object(
  {
    id: Type.Integer(),
    first_name: Type.String(),
    name_initial: Type.String({ description: "Initiale du nom suivie d'un point, par exemple « D. »" }),
    avatar: Nullable(
      Type.Object({
        id: Nullable(Type.Integer({ description: 'Photo, seulement une fois approuvée (toujours pour soi-même)' })),
        public_id: Nullable(Type.String({ description: "Identifiant public de l'adresse de la photo, /image/{public_id}/{largeur}/{hauteur}, quand id est donné" })),
        color: Nullable(Type.String()),
        approved: Type.Boolean(),
      }),
    ),
    age: Nullable(Type.Integer()),
    is_self: Type.Boolean(),
    has_home: Type.Boolean(),
    home: Nullable(
      Type.Object({
        id: Type.Integer(),
        city: Nullable(Type.String()),
        country: Nullable(Type.String({ description: "Pays, par son nom (l'id 6 se lit « France »)" })),
        public_url: Type.String(),
        is_coloc: Type.Boolean(),
      }),
    ),
    answers: PublicAnswersSchema,
  },
  { description: "Ce qu'un autre utilisateur connecté peut voir d'un profil" },
);
export type PublicProfileObject = Static<typeof PublicProfileSchema>;
/** GET /api/users/{id}/profile: what another signed-in user may see (private fields left out). */
export type PublicProfile = PublicProfileObject;

export const AccountDeletedSchema = Type.Null({ description: 'Compte supprimé' });

// The account's own data, for the rights of access and portability the privacy page promises
// (GET /users/{id}/export), and its latest connections (GET /users/{id}/connections). The
// export's top-level sections are declared so that their names stay stable from one version to
// the next (DATA_EXPORT_VERSION); inside a section the fields are the database's column names,
// left open (Type.Unknown) because a person's copy of their data is read as a file, not by our
// screens.
const Section = (description: string) => Type.Unknown({ description });
const List = (description: string) => Type.Array(Type.Unknown(), { description });

export const DataExportSchema = Type.Object(
  {
    export: Type.Object({
      version: Type.Integer({ description: 'Version du format de ce fichier' }),
      genere_le: Type.String({ description: 'Date et heure de création du fichier (ISO 8601)' }),
      compte_id: Type.Integer(),
    }),
    compte: Section("Le compte : e-mail, prénom, nom, type, dates (jamais le mot de passe, même chiffré)"),
    photo_de_profil: Section('La photo ou la couleur du profil (sans le fichier)'),
    preferences_notifications: Section('Préférences de notification par e-mail'),
    newsletter: Section("Inscription à la newsletter et sa date"),
    consentement_donnees_sensibles: Section('Date du consentement au traitement des données sensibles du profil'),
    profil: Section('Les réponses du profil, y compris celles gardées privées'),
    recherches: List('Les recherches de logement'),
    prochaine_colocation: Section('Le projet de prochaine colocation'),
    logements: List('Les logements du compte, avec leurs chambres, photos et documents (noms seulement)'),
    mandats: List('Les mandats de gestion où le compte est propriétaire ou mandataire'),
    logements_geres: List('Les logements dont le compte est copropriétaire, gestionnaire ou agence (invitations et rôles)'),
    avis: List("Les « j'aime » et « je n'aime pas » donnés"),
    groupes: List('Les groupes de colocataires dont le compte est membre ou invité'),
    visites: List('Les demandes de visite, comme visiteur ou comme hôte, et leurs rendez-vous'),
    demandes_de_contact: List('Les demandes de contact envoyées et reçues'),
    conversations: List('Les conversations du compte avec les messages qu’il a écrits'),
    dossier_locataire: Section('Le dossier locataire : liste des pièces et statut de la garantie (sans les fichiers)'),
    locations: List('Les locations (comme locataire ou bailleur) avec leurs quittances et loyers'),
    baux: List('Les baux (comme locataire ou bailleur)'),
    abonnements: List('Les offres et abonnements'),
    paiements: List('Les paiements'),
    factures: List('Les factures : numéros, montants, dates'),
    parrainage: Section('Le code de parrainage et les parrainages'),
    comptes_bancaires: List('Les comptes bancaires ajoutés'),
    alertes: Section("Les réglages d'alertes"),
    messages_au_support: List('Les messages envoyés par le formulaire de contact'),
    outil_relation_proprietaires: List('Ce qui a été transmis à notre outil de relation propriétaires, et quand'),
    sessions_ouvertes: List('Les sessions ouvertes (dates seulement)'),
    connexions: List('Le journal des connexions des 12 derniers mois'),
  },
  { description: 'Copie des données du compte (droit d’accès et de portabilité)' },
);
export type DataExport = Static<typeof DataExportSchema>;

export const ConnectionSchema = Type.Object({
  at: Type.String({ description: 'Date et heure (ISO 8601)' }),
  method: Type.Enum([...CONNECTION_METHODS], { description: 'Moyen de connexion' }),
  method_label: Type.String({ description: 'Le moyen de connexion, en français' }),
  device: Nullable(Type.String({ description: 'Appareil, lu dans le User-Agent : « Chrome sur Android »' })),
  ip: Type.String(),
});
export type ConnectionObject = Static<typeof ConnectionSchema>;

export const ConnectionsSchema = Type.Object(
  { connections: Type.Array(ConnectionSchema) },
  { description: `Les ${LATEST_CONNECTIONS} dernières connexions du compte` },
);
export type ConnectionsObject = Static<typeof ConnectionsSchema>;
