// Wire shapes of the bank-account and SCA routes (SPEC 4, 7). The API validates, serialises and
// documents with them; `@coloc/shared` exports their types.
import { Type, type Static, type TLiteral } from 'typebox';
import { Nullable, OrNull } from '../common/schemas';
import { HOLDER_MAX, SCA_CONTROL_STATUSES, SCA_STATUSES, type ScaControlStatus, type ScaStatus } from './sca';

export const CreateQuery = Type.Object({
  ownerType: Type.Union([Type.Literal('user'), Type.Literal('company')], { description: "'user' : vous-même ; 'company' : votre société (business_name)" }),
  ownerID: Type.Integer({ minimum: 1, description: "Votre identifiant d'utilisateur (la société est rattachée à votre compte)" }),
  sca: Type.Optional(Type.String({ description: 'Doit valoir true : le compte est enregistré après une authentification forte' })),
});

export const BankAccountInputBody = Type.Object(
  {
    holder_name: Type.String({ minLength: 1, maxLength: HOLDER_MAX }),
    iban: Type.String({ maxLength: 64, description: 'Espaces acceptés ; contrôlé par la clé ISO 13616 (mod 97)' }),
    bic: Type.Optional(OrNull(Type.String({ maxLength: 20 }))),
    return_path: Type.String({ minLength: 1, maxLength: 500, description: 'Chemin de ce site où revenir après l’authentification' }),
  },
  { additionalProperties: false },
);
/** Body of POST /api/bank_accounts?ownerType&ownerID&sca=true (return_path: where the SCA page sends the browser back). */
export type BankAccountInput = Static<typeof BankAccountInputBody>;
export type BankAccountCreateQuery = Static<typeof CreateQuery>;

export const BankAccountCreatedSchema = Type.Object({
  id: Type.Integer(),
  sca_type: Type.String(),
  sca_redirect_url: Type.String(),
});
/** Answer of POST /api/bank_accounts (SPEC 7: sca_redirect_url, sca_type). */
export type BankAccountCreated = Static<typeof BankAccountCreatedSchema>;

export const BankAccountViewSchema = Type.Object({
  id: Type.Integer(),
  owner_type: Type.Union([Type.Literal('user'), Type.Literal('company')]),
  owner_id: Type.Integer(),
  holder_name: Type.String(),
  iban_masked: Type.String({ description: "'FR76 •••• •••• •••• •••• ••12 345'" }),
  bic: Nullable(Type.String()),
  status: Type.Union([Type.Literal('pending_sca'), Type.Literal('validated'), Type.Literal('refused')]),
  validated_at: Nullable(Type.String()),
  created_at: Type.String(),
});
export type BankAccountView = Static<typeof BankAccountViewSchema>;
export type BankAccountOwnerType = BankAccountView['owner_type'];
export type BankAccountStatus = BankAccountView['status'];
export const BankAccountListSchema = Type.Array(BankAccountViewSchema);

export const ScaReturnBody = Type.Object(
  {
    // One literal per status; typed as their union (a mapped array alone reads as never).
    controlStatus: Type.Union(SCA_CONTROL_STATUSES.map((status) => Type.Literal(status)) as [TLiteral<ScaControlStatus>]),
    actionStatus: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
/** The values an SCA return carries in its query (SPEC 4): read, then removed from the URL. */
export type ScaReturn = Static<typeof ScaReturnBody>;

export const EnrollBody = Type.Object(
  { return_path: Type.String({ minLength: 1, maxLength: 500 }) },
  { additionalProperties: false },
);
export const EnrollStartedSchema = Type.Object({ sca_redirect_url: Type.String(), sca_type: Type.String() });
/** users.sca_status, in the user object and the SCA banner's answer. */
export const ScaStatusValueSchema = Type.Union(SCA_STATUSES.map((status) => Type.Literal(status)) as [TLiteral<ScaStatus>]);

export const EnrollConfirmedSchema = Type.Object({ sca_status: ScaStatusValueSchema });
export type EnrollStarted = Static<typeof EnrollStartedSchema>;
export type EnrollConfirmed = Static<typeof EnrollConfirmedSchema>;

export const ScaStatusSchema = Type.Object({
  sca_status: ScaStatusValueSchema,
  provider: Type.String({ description: 'PAYMENT_PROVIDER : le {provider} de POST /api/{provider}/enroll-sca' }),
  sandbox: Type.Boolean({ description: "Vrai pour le bac à sable intégré (les écrans le disent)" }),
  has_validated_account: Type.Boolean(),
  last_sca_at: Nullable(Type.String()),
  renew_before: Nullable(Type.String({ description: 'Date à laquelle la dernière authentification forte aura plus de 180 jours' })),
});
export type ScaStatusInfo = Static<typeof ScaStatusSchema>;

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const ProviderParams = Type.Object({ provider: Type.String({ minLength: 1, maxLength: 60 }) });

export const BankAccountDeletedSchema = Type.Null({ description: 'Supprimé' });
