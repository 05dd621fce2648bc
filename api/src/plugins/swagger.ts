import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REQUIRES_SESSION } from '../lib/openapi';

/** `GET /api/visits/:id/accept` -> `getVisitsByIdAccept`: stable, readable names for client generators. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      // `:id`, `:id(^\d+$)` (a constrained parameter) or `{id}`.
      const param = /^(?::(\w+)(?:\(.*\))?|\{(\w+)\})$/.exec(segment);
      return param ? ['by', ...(param[1] ?? param[2])!.split(/[-_]/)] : segment.split(/[-_.]/);
    })
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word.charAt(0).toUpperCase() + word.slice(1))].join('');
}

type RouteHooks = { onRequest?: unknown; preHandler?: unknown; preValidation?: unknown };

/** A route whose own hooks include the session guard (`app.requireUser`) needs a session. */
function requiresSession(route: RouteHooks): boolean {
  return [route.onRequest, route.preValidation, route.preHandler].flat().some((hook) => typeof hook === 'function' && REQUIRES_SESSION in hook);
}

/** OpenAPI document built from the route schemas; UI at /api/docs, JSON at /api/docs/json. */
async function swaggerPlugin(app: FastifyInstance): Promise<void> {
  const operationIds = new Map<string, string>();
  await app.register(swagger, {
    // Every operation gets an operationId and says whether it needs the session: a route that
    // declares nothing is documented from its guard, public (`security: []`) without one.
    transform: ({ schema, url, route }) => {
      if (!schema || schema.hide) return { schema, url };
      const method = Array.isArray(route.method) ? route.method[0]! : route.method;
      const operationId = (schema as { operationId?: string }).operationId ?? operationIdOf(method, url);
      const key = `${method} ${url}`;
      const owner = operationIds.get(operationId);
      if (owner && owner !== key) throw new Error(`operationId en double : ${operationId} (${owner}, ${key})`);
      operationIds.set(operationId, key);
      const security = (schema as { security?: unknown }).security ?? (requiresSession(route as RouteHooks) ? [{ session: [] }] : []);
      return { schema: { ...schema, operationId, security } as typeof schema, url };
    },
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Toit Partagé API',
        description:
          "API de Toit Partagé. Toutes les erreurs ont la forme { \"error\": \"<texte en français>\" }. La session est un cookie HttpOnly « tp_session » (« __Host-tp_session » en HTTPS). Les requêtes qui modifient quelque chose depuis une page d'un autre site sont refusées (403).",
        version: '1.0.0',
      },
      servers: [{ url: app.config.publicUrl }],
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'tp_session' } },
      },
      tags: [
        { name: 'auth', description: 'Inscription, connexion, mot de passe' },
        { name: 'users', description: "Compte de l'utilisateur connecté" },
        { name: 'profiles', description: 'Réponses au questionnaire (profil de colocataire)' },
        { name: 'homes', description: 'Logements, chambres et photos des annonces' },
        { name: 'searches', description: 'Critères de recherche' },
        { name: 'images', description: 'Photos : envoi et service redimensionné' },
        { name: 'offers', description: 'Offres payantes des annonces' },
        { name: 'options', description: 'Listes de choix' },
        { name: 'cities', description: 'Villes' },
        { name: 'newsletter', description: 'Newsletter' },
        { name: 'contact', description: 'Formulaire de contact' },
        { name: 'analytics', description: "Mesure d'audience" },
        { name: 'site', description: 'Réglages et état du service' },
        { name: 'matching', description: 'Logements et profils compatibles, scores expliqués' },
        { name: 'accordances', description: 'Favoris et profils écartés' },
        { name: 'visits', description: 'Demandes et rendez-vous de visite' },
        { name: 'contact-requests', description: 'Demandes de contact reçues et envoyées' },
        { name: 'messaging', description: 'Conversations, messages et compteurs de non-lus (temps réel : WebSocket /api/chat)' },
        { name: 'notifications', description: 'Notifications push (clé publique, abonnements)' },
        { name: 'groups', description: 'Groupes de colocataires qui cherchent ensemble' },
        { name: 'properties', description: 'Mes biens, propriétaires associés et invitations, délégation au gestionnaire' },
        { name: 'moderation', description: 'Console de modération des annonces et signalements automatiques' },
        { name: 'adverts', description: 'Annonces publiques' },
        { name: 'browse', description: 'Navigation sans compte : annonces publiées par ville, pages des villes, villes les plus fournies' },
        { name: 'rentals', description: 'Gestion locative : locataires, loyers, diagnostics, documents, demandes, baux, statistiques, ma co-location' },
        { name: 'payments', description: "Abonnements, paiement par le prestataire (bac à sable intégré), factures, parrainage" },
        { name: 'bank-accounts', description: 'Comptes bancaires de versement des loyers et authentification forte (SCA)' },
        { name: 'tenant-file', description: 'Dossier locataire, garantie de loyer et lien de partage' },
        { name: 'tenant-space', description: 'Quittances, documents du locataire, demandes de loyer (règle anti-arnaque), prochaine colocation' },
      ],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });
}

export default fp(swaggerPlugin, { name: 'swagger' });
