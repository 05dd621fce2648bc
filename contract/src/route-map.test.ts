import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROUTES, type Routes } from './api';
import { ENDPOINTS } from './endpoints';
import { fillPath, type PathParamNames, type RouteInput, type RouteResult } from './route-map';
import type { ChatMessage, ConversationList, SendMessageInput } from './messaging/schemas';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const assertType = <T extends true>(value: T) => value;
assertType<Same<PathParamNames<'/messages-for-homes/:home_id/count'>, 'home_id'>>(true);
assertType<Same<PathParamNames<'/a/:x/b/:y'>, 'x' | 'y'>>(true);
assertType<Same<PathParamNames<'/conversations'>, never>>(true);
assertType<Same<RouteInput<Routes['messaging.sendMessage']>, { id: string | number; body: SendMessageInput }>>(true);
assertType<Same<RouteResult<Routes['messaging.sendMessage']>, ChatMessage>>(true);
assertType<Same<RouteResult<Routes['messaging.listConversations']>, ConversationList>>(true);
// A query whose fields are all optional may be left out.
assertType<{} extends RouteInput<Routes['messaging.listMessages']> ? false : true>(true);
assertType<{} extends Omit<RouteInput<Routes['messaging.listMessages']>, 'id'> ? true : false>(true);

type ParamsSchema = { properties?: Record<string, unknown>; allOf?: ParamsSchema[] };
const routes = ROUTES as Record<string, { method: string; path: string; params?: ParamsSchema }>;

describe('route map', () => {
  it('has one route for each endpoint, at the same method and path', () => {
    expect(Object.keys(routes).sort()).toEqual(Object.keys(ENDPOINTS).sort());
    for (const [name, endpoint] of Object.entries(ENDPOINTS)) expect({ name, method: routes[name]!.method, path: routes[name]!.path }).toEqual({ name, ...endpoint });
  });

  it("names each route's path parameters in its params schema, and only those", () => {
    // An intersection (allOf) of objects names the properties of each.
    const propertiesOf = (schema: ParamsSchema | undefined): string[] =>
      schema ? [...Object.keys(schema.properties ?? {}), ...(schema.allOf ?? []).flatMap(propertiesOf)] : [];
    for (const [name, route] of Object.entries(routes)) {
      const inPath = [...route.path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1]).sort();
      const inSchema = propertiesOf(route.params).sort();
      expect({ name, params: inSchema }).toEqual({ name, params: inPath });
    }
  });

  it('fills and encodes path parameters, and refuses a missing one', () => {
    expect(fillPath('/conversations/:id/messages', { id: 12 })).toBe('/conversations/12/messages');
    expect(fillPath('/messages-for-homes/:home_id/count', { home_id: 'default' })).toBe('/messages-for-homes/default/count');
    expect(fillPath('/x/:id', { id: 'a/b c' })).toBe('/x/a%2Fb%20c');
    expect(() => fillPath('/conversations/:id', {})).toThrow('paramètre id manquant');
  });
});

/**
 * Limits and rules must reach a screen without TypeBox: only schemas.ts, routes.ts and api.ts
 * import it (or import what imports it); every other file imports those as types at most.
 */
describe('files without TypeBox', () => {
  const SCHEMA_FILE = /(^|\/)(schemas|routes|api)\.ts$/;
  const root = __dirname;
  function* sources(dir: string): Generator<string> {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) yield* sources(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) yield relative(root, path);
    }
  }
  const files = [...sources(root)];

  it('knows which files are schema files', () => {
    expect(files.filter((file) => SCHEMA_FILE.test(file)).sort()).toEqual([
      'accordances/routes.ts',
      'accordances/schemas.ts',
      'adverts/routes.ts',
      'adverts/schemas.ts',
      'alerts/routes.ts',
      'alerts/schemas.ts',
      'analytics/routes.ts',
      'analytics/schemas.ts',
      'api.ts',
      'auth/routes.ts',
      'auth/schemas.ts',
      'bank-accounts/routes.ts',
      'bank-accounts/schemas.ts',
      'browse/routes.ts',
      'browse/schemas.ts',
      'cities/routes.ts',
      'cities/schemas.ts',
      'common/schemas.ts',
      'contact/routes.ts',
      'contact/schemas.ts',
      'groups/routes.ts',
      'groups/schemas.ts',
      'homes/routes.ts',
      'homes/schemas.ts',
      'images/routes.ts',
      'images/schemas.ts',
      'mandates/routes.ts',
      'mandates/schemas.ts',
      'marketing/routes.ts',
      'marketing/schemas.ts',
      'matching/routes.ts',
      'matching/schemas.ts',
      'messaging/routes.ts',
      'messaging/schemas.ts',
      'moderation/routes.ts',
      'moderation/schemas.ts',
      'newsletter/routes.ts',
      'newsletter/schemas.ts',
      'notifications/routes.ts',
      'notifications/schemas.ts',
      'offers/routes.ts',
      'offers/schemas.ts',
      'options/routes.ts',
      'options/schemas.ts',
      'payments/routes.ts',
      'payments/schemas.ts',
      'profiles/routes.ts',
      'profiles/schemas.ts',
      'properties/routes.ts',
      'properties/schemas.ts',
      'rentals/routes.ts',
      'rentals/schemas.ts',
      'searches/routes.ts',
      'searches/schemas.ts',
      'site/routes.ts',
      'site/schemas.ts',
      'tenant-space/routes.ts',
      'tenant-space/schemas.ts',
      'users/routes.ts',
      'users/schemas.ts',
      'visits/routes.ts',
      'visits/schemas.ts',
      'tenant-file/routes.ts',
      'tenant-file/schemas.ts',
    ].sort());
  });

  it.each(files.filter((file) => !SCHEMA_FILE.test(file)))('%s imports no TypeBox and no schema file as a value', (file) => {
    const text = readFileSync(join(root, file), 'utf8');
    const valueImports = [...text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+'([^']+)'/gm)].map((match) => match[1]!);
    expect(valueImports.filter((source) => source === 'typebox' || source.startsWith('typebox/') || SCHEMA_FILE.test(`${source}.ts`))).toEqual([]);
  });
});
