import { VISIT_LIMITS } from '@coloc/contract/visits/limits';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fieldErrorHandler, type FieldTexts } from '../../lib/field-validation';
import { contactRequestRoutes } from './contact-requests';
import { VISIT_MESSAGES as M } from './messages';
import { startReminders } from './reminders';
import { visitRoutes } from './routes';

export { sendDueReminders } from './reminders';
export { canAnswerVisits } from './access';
export { displayName, segmentOf } from './notify';
export { coverLink, nameInitial, parseSlots } from './serialize';

export const VISIT_FIELD_TEXTS: FieldTexts = {
  id: { invalid: "L'identifiant de la visite est invalide." },
  home_id: { invalid: 'Le logement est invalide.', required: 'Le logement est obligatoire.' },
  slots: {
    invalid: `Proposez entre ${VISIT_LIMITS.slotsMin} et ${VISIT_LIMITS.slotsMax} créneaux, chacun avec une date et une heure.`,
    required: 'Proposez au moins un créneau.',
  },
  starts_at: { invalid: 'Le créneau choisi est invalide.', required: 'Choisissez un créneau.' },
  message: { label: 'Le message', invalid: 'Le message est invalide.' },
  token: { invalid: M.linkIncomplete, required: M.linkIncomplete },
};

/**
 * Visits of a home by a seeker (agenda: request, propose, accept, decline, cancel, confirm by link
 * or from the agenda), their reminders, and contact requests. Routes in routes.ts, the state
 * machine in rules.ts, the queries in store.ts.
 */
const visitsModule: FastifyPluginAsyncTypebox = async (app) => {
  const errorHandler = fieldErrorHandler(VISIT_FIELD_TEXTS);
  app.decorateRequest('visitAccess', null);

  const stopReminders = startReminders(app);
  app.addHook('onClose', async () => stopReminders());

  await visitRoutes(app, errorHandler);
  await contactRequestRoutes(app, errorHandler);
};

export default visitsModule;
