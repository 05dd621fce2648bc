import { FORM_STATUSES, call } from '@coloc/shared';
import { CONTACT_ENDPOINTS } from '@coloc/contract/contact/endpoints';
import type { ContactMessage } from '@coloc/contract/contact/schemas';

export type { ContactMessage };
export { MESSAGE_MAX_LENGTH, MESSAGE_MIN_LENGTH, SUBJECT_MAX_LENGTH } from '@coloc/contract/contact/limits';

/** Silent: the form shows the server's answer in place. */
export function sendContactMessage(body: ContactMessage): Promise<{ message: string }> {
  return call(CONTACT_ENDPOINTS, 'contact.send', { body }, { context: { handledStatuses: FORM_STATUSES } });
}
