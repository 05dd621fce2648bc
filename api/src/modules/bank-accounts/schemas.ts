// Wire shapes of the bank-accounts routes; they mirror shared/src/types/payments.ts
// (BankAccountInput, BankAccountCreated, BankAccountView, ScaReturn).
import { Type, type Static } from '@fastify/type-provider-typebox';
import type { FieldTexts } from '../../lib/field-validation';
import { Nullable, OrNull } from '../../lib/schemas';
import { BANK_MESSAGES as M } from './messages';
import { SCA_CONTROL_STATUSES } from './provider';

export const HOLDER_MAX = 120;

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
export type BankAccountInput = Static<typeof BankAccountInputBody>;

export const BankAccountCreatedSchema = Type.Object({
  id: Type.Integer(),
  sca_type: Type.String(),
  sca_redirect_url: Type.String(),
});

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

export const ScaReturnBody = Type.Object(
  {
    controlStatus: Type.Union(SCA_CONTROL_STATUSES.map((status) => Type.Literal(status))),
    actionStatus: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);

export const EnrollBody = Type.Object(
  { return_path: Type.String({ minLength: 1, maxLength: 500 }) },
  { additionalProperties: false },
);
export const EnrollStartedSchema = Type.Object({ sca_redirect_url: Type.String(), sca_type: Type.String() });
export const EnrollConfirmedSchema = Type.Object({ sca_status: Type.String() });

export const ScaStatusSchema = Type.Object({
  sca_status: Type.Union([Type.Literal('none'), Type.Literal('required'), Type.Literal('validated')]),
  provider: Type.String({ description: 'PAYMENT_PROVIDER : le {provider} de POST /api/{provider}/enroll-sca' }),
  sandbox: Type.Boolean({ description: "Vrai pour le bac à sable intégré (les écrans le disent)" }),
  has_validated_account: Type.Boolean(),
  last_sca_at: Nullable(Type.String()),
  renew_before: Nullable(Type.String({ description: 'Date à laquelle la dernière authentification forte aura plus de 180 jours' })),
});

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const ProviderParams = Type.Object({ provider: Type.String({ minLength: 1, maxLength: 60 }) });

/** The module's sentence for each field a request may get wrong (schema validation). */
export const BANK_FIELD_TEXTS: FieldTexts = {
  ownerType: { invalid: M.ownerTypeInvalid, required: M.ownerTypeInvalid },
  ownerID: { invalid: M.ownerIdInvalid, required: M.ownerIdInvalid },
  sca: { invalid: M.scaRequired },
  holder_name: { invalid: M.holderTooLong, required: M.holderRequired, label: 'Le nom du titulaire' },
  iban: { invalid: M.ibanInvalid, required: M.ibanEmpty },
  bic: { invalid: M.bicInvalid },
  return_path: { invalid: M.returnPathInvalid, required: M.returnPathInvalid },
  controlStatus: { invalid: "controlStatus doit valoir VALIDATED, REFUSED, CANCELLED ou ERROR.", required: "Le retour d'authentification est incomplet (controlStatus)." },
  actionStatus: { invalid: M.operationUnknown, required: "Le retour d'authentification est incomplet (actionStatus)." },
  id: { invalid: "L'identifiant est invalide." },
  provider: { invalid: M.unknownProvider },
};
