import { api, FORM_STATUSES } from '@coloc/shared';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export const SUBJECT_MAX_LENGTH = 150;
export const MESSAGE_MIN_LENGTH = 10;
export const MESSAGE_MAX_LENGTH = 5000;

/** Silent: the form shows the server's answer in place. */
export function sendContactMessage(body: ContactMessage): Promise<{ message: string }> {
  return api.post('contact', { json: body, context: { handledStatuses: FORM_STATUSES } }).json<{ message: string }>();
}
