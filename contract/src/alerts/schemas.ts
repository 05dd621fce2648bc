// Wire shapes of the alert settings (SPEC 6) and of the unsubscribe link's query.
import { Type, type Static } from 'typebox';

const Frequency = Type.Union(
  [Type.Literal('immediate'), Type.Literal('daily'), Type.Literal('never')],
  { description: 'immediate : immédiate (dans les 5 minutes, groupées) ; daily : quotidienne (18 h, heure de Paris) ; never : jamais' },
);

export const AlertSettingsSchema = Type.Object({
  threshold: Type.Integer({ minimum: 0, maximum: 100, description: "Affinité minimale en %, 60 par défaut" }),
  push_frequency: Frequency,
  email_frequency: Frequency,
});
export type AlertSettingsObject = Static<typeof AlertSettingsSchema>;
export type AlertSettings = AlertSettingsObject;

export const AlertSettingsBody = Type.Partial(AlertSettingsSchema, { additionalProperties: false });
export type AlertSettingsInput = Static<typeof AlertSettingsBody>;

export const HomeAlertSettingsSchema = Type.Intersect([AlertSettingsSchema, Type.Object({ home_id: Type.Integer() })]);
export type HomeAlertSettingsObject = Static<typeof HomeAlertSettingsSchema>;
export type HomeAlertSettings = HomeAlertSettingsObject;

export const HomeIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/** Optional: a missing or malformed token gets the French page, never a JSON error. */
export const UnsubscribeQuery = Type.Object({ token: Type.Optional(Type.String()) });
