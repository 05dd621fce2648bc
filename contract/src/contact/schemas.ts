// Wire shapes of the contact form (SPEC 2.8).
import { Type, type Static } from 'typebox';
import { EmailSchema } from '../auth/schemas';
import { MESSAGE_MAX_LENGTH, MESSAGE_MIN_LENGTH, NAME_MAX_LENGTH, SUBJECT_MAX_LENGTH } from './limits';

export const ContactBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: NAME_MAX_LENGTH }),
    email: EmailSchema,
    subject: Type.String({ minLength: 1, maxLength: SUBJECT_MAX_LENGTH }),
    message: Type.String({ minLength: MESSAGE_MIN_LENGTH, maxLength: MESSAGE_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export type ContactMessage = Static<typeof ContactBody>;
