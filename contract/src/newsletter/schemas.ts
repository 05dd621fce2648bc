// Wire shapes of the newsletter sign-up (SPEC 2.8).
import { Type, type Static } from 'typebox';
import { EmailSchema } from '../auth/schemas';

export const NewsletterBody = Type.Object({ email: EmailSchema }, { additionalProperties: false });
export type NewsletterSubscription = Static<typeof NewsletterBody>;
