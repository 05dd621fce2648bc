import { PROFILES_ROUTES as ROUTES } from '@coloc/contract/profiles/routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { nowIso, type Db } from '../../db';
import type { ProfileRow } from '../../db/types';
import { forbidden, notFound } from '../../lib/errors';
import { contractRoute } from '../../lib/contract-route';
import { trimBody } from '../../lib/trim';
import { fieldErrorHandler, type FieldTexts } from '../../lib/field-validation';
import {
  ANSWER_LABELS,
  IMPORTANCE_SECTIONS,
  MAX_CHILDREN,
  MAX_MULTI_CHOICES,
  PROFILE_MULTI_FIELDS,
  PROFILE_SINGLE_FIELDS,
} from './fields';
import { toProfileObject } from './serialize';
import { invalidChoice, profileChanges, PROFILE_MESSAGES } from './update';
export { ageOn, isCalendarDate, todayInFrance } from './age';
export { ANSWER_LABELS, IMPORTANCE_SECTIONS, SENSITIVE_FIELDS, type ImportanceSection } from './fields';
export { publicAge, publicAnswers } from './public';
export { parseIdList, parseImportance, parsePrivateFields, toProfileObject } from './serialize';
export { ensureProfile, newProfileValues } from './store';
export { invalidChoice } from './update';

const IMPORTANCE_INVALID = "L'importance doit être un nombre entier entre 1 (Pas important) et 4 (Essentiel).";

const PROFILE_FIELD_TEXTS: FieldTexts = {
  ...Object.fromEntries(PROFILE_SINGLE_FIELDS.map((field) => [field, { invalid: invalidChoice(ANSWER_LABELS[field]) }])),
  ...Object.fromEntries(
    PROFILE_MULTI_FIELDS.map((field) => [
      field,
      {
        invalid: (error) =>
          error.keyword === 'maxItems'
            ? `Vous pouvez choisir au plus ${MAX_MULTI_CHOICES} réponses pour ${ANSWER_LABELS[field]}.`
            : invalidChoice(ANSWER_LABELS[field]),
      },
    ]),
  ),
  birth_date: { invalid: PROFILE_MESSAGES.birthDateInvalid },
  children_count: { invalid: `Le nombre d'enfants doit être un nombre entier entre 0 et ${MAX_CHILDREN}.` },
  custody_note: { label: 'La précision sur la garde des enfants', invalid: 'La précision sur la garde des enfants est invalide.' },
  description: { label: 'La description', invalid: 'La description est invalide.' },
  home_kind: { invalid: 'La réponse sur votre logement est invalide.' },
  importance: { invalid: IMPORTANCE_INVALID },
  ...Object.fromEntries(IMPORTANCE_SECTIONS.map((section) => [section, { invalid: IMPORTANCE_INVALID }])),
  private_fields: { invalid: 'La liste des réponses gardées privées est invalide.' },
};

/** The profile with this id if it is the caller's: 404 when there is none, 403 when it is someone else's. */
async function ownProfile(db: Db, request: FastifyRequest): Promise<ProfileRow> {
  const raw = String((request.params as { id?: unknown }).id ?? '');
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : null;
  const row = id === null ? undefined : await db.selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  if (row.user_id !== request.user!.id) throw forbidden();
  return row;
}

const profilesModule: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.route({
    ...contractRoute(ROUTES['profiles.get'], {
      tags: ['profiles'],
      summary: 'Ses réponses au questionnaire',
      description: "Seul le titulaire du profil peut le lire ici ; les autres utilisateurs passent par GET /api/users/{id}/profile.",
      security: [{ session: [] }],
    }),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      const row = await ownProfile(db, request);
      reply.header('cache-control', 'no-store');
      return toProfileObject(row);
    },
  });

  app.route({
    ...contractRoute(ROUTES['profiles.update'], {
      tags: ['profiles'],
      summary: 'Enregistrer des réponses au questionnaire',
      description:
        "Mise à jour partielle : seuls les champs envoyés changent. Les choix doivent exister dans GET /api/options (même clé) ; l'importance est fusionnée section par section. `id` et `user_id` sont ignorés. Réponse : le profil complet.",
      security: [{ session: [] }],
    }),
    onRequest: app.requireUser,
    // Ownership before the body: someone else's profile is a 403 whatever is sent.
    preValidation: [
      async (request) => {
        await ownProfile(db, request);
      },
      trimBody(['custody_note', 'description']),
    ],
    errorHandler: fieldErrorHandler(PROFILE_FIELD_TEXTS),
    handler: async (request, reply) => {
      const stored = await ownProfile(db, request);
      const changes = profileChanges(request.body, stored);
      let row = stored;
      if (Object.keys(changes).length > 0) {
        row = await db
          .updateTable('profiles')
          .set({ ...changes, updated_at: nowIso() })
          .where('id', '=', stored.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      }
      reply.header('cache-control', 'no-store');
      return toProfileObject(row);
    },
  });
};

export default profilesModule;
