// Wire shapes of the management mandate routes (issue 16). The API validates, serialises and
// documents with them; `@coloc/shared` exports their static types to the screens.
import { Type, type Static } from 'typebox';
import { HOME_ID_PATTERN } from '../homes/limits';
import { Nullable } from '../common/schemas';

export const MandateEventSchema = Type.Object({
  kind: Type.Union([Type.Literal('created'), Type.Literal('owner_signed'), Type.Literal('agent_signed'), Type.Literal('refused'), Type.Literal('expired'), Type.Literal('cancelled')]),
  at: Type.String(),
});
export type MandateEvent = Static<typeof MandateEventSchema>;
export type MandateEventKind = MandateEvent['kind'];

export const MandateViewSchema = Type.Object({
  id: Type.Integer(),
  reference: Type.String(),
  home_id: Type.Integer(),
  status: Type.Union([Type.Literal('signing'), Type.Literal('signed'), Type.Literal('complete'), Type.Literal('refused'), Type.Literal('expired'), Type.Literal('cancelled')]),
  provider: Type.String(),
  provider_name: Type.String({ description: 'Nom du prestataire de signature électronique' }),
  owner_name: Type.String(),
  agent_name: Type.String({ description: "L'agence ou le gestionnaire qui contresigne" }),
  fee_rate: Type.Integer({ description: 'Honoraires en % du loyer annuel hors charges' }),
  fees: Type.String(),
  duration_months: Type.Integer(),
  duration: Type.String(),
  created_at: Type.String(),
  expires_at: Type.String({ description: 'Sans les deux signatures à cette date, le mandat expire' }),
  owner_signed_at: Nullable(Type.String()),
  agent_signed_at: Nullable(Type.String()),
  closed_at: Nullable(Type.String()),
  events: Type.Array(MandateEventSchema),
  /** What the caller is to this mandate. */
  role: Type.Union([Type.Literal('owner'), Type.Literal('agent')]),
  can_sign: Type.Boolean(),
  can_countersign: Type.Boolean(),
  can_decline: Type.Boolean(),
  signing_url: Nullable(Type.String()),
  pdf_url: Type.String(),
});
export type MandateView = Static<typeof MandateViewSchema>;
export type MandateState = MandateView['status'];

export const HomeMandateSchema = Type.Object({ mandate: Nullable(MandateViewSchema) });
export type HomeMandate = Static<typeof HomeMandateSchema>;

const Id = Type.String({ pattern: '^[1-9][0-9]{0,14}$', description: 'Identifiant du mandat' });
export const MandateParams = Type.Object({ id: Id });
export const HomeParams = Type.Object({ home_id: Type.String({ pattern: HOME_ID_PATTERN }) });
export const SignQuery = Type.Object({ return_path: Type.Optional(Type.String({ maxLength: 300 })) }, { additionalProperties: false });
export const ProviderParams = Type.Object({ provider: Type.String({ minLength: 1, maxLength: 40 }) });
export const NotificationAnswer = Type.Object({ received: Type.Boolean() });
