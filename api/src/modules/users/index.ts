import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { nowIso } from '../../db';
import { forbidden } from '../../lib/errors';
import { errorResponses } from '../../lib/schemas';
import { trimBody } from '../../lib/trim';
import { UpdateUserBody, UserSchema } from './schemas';
import { toUserObject } from './serialize';

const usersModule: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/users/myself',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: "L'utilisateur connecté",
        security: [{ session: [] }],
        response: { 200: UserSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return toUserObject(app.db, request.user!);
    },
  );

  app.put(
    '/users/:id',
    {
      onRequest: app.requireUser,
      // Ownership is checked before the body is validated: someone else's id is a 403 whatever the body.
      preValidation: [
        async (request) => {
          const { id } = request.params as unknown as { id?: unknown };
          if (String(request.user!.id) !== String(id)) throw forbidden();
        },
        trimBody(['first_name', 'name']),
      ],
      schema: {
        tags: ['users'],
        summary: "Modifier son compte (prénom, nom, étape d'inscription)",
        description:
          "Seul l'utilisateur connecté peut modifier son propre compte. Les champs en lecture seule de l'objet utilisateur sont acceptés et ignorés ; tout autre champ est refusé.",
        security: [{ session: [] }],
        params: Type.Object({ id: Type.Integer() }),
        body: UpdateUserBody,
        response: { 200: UserSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const { first_name, name, registration_step } = request.body;
      const changes = {
        ...(first_name !== undefined ? { first_name } : {}),
        ...(name !== undefined ? { name } : {}),
        ...(registration_step !== undefined ? { registration_step } : {}),
      };
      let updated = user;
      if (Object.keys(changes).length > 0) {
        updated = await app.db
          .updateTable('users')
          .set({ ...changes, updated_at: nowIso() })
          .where('id', '=', user.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      }
      reply.header('cache-control', 'no-store');
      return toUserObject(app.db, updated);
    },
  );
};

export default usersModule;
