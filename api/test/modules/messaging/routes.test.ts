// The messaging routes come from the contract's route map: each one answers at the map's method and
// path, and validates with the map's schemas (the very objects the screens' types derive from).
import { MESSAGING_ROUTES } from '@coloc/contract/messaging/routes';
import { capturedRoutes } from '../../helpers/route-capture';
import { createTestApp, type TestContext } from '../../helpers/app';

jest.mock('fastify', () => require('../../helpers/route-capture').fastifyWithRouteCapture());

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('messaging routes from the contract', () => {
  it.each(Object.entries(MESSAGING_ROUTES))('%s is registered with its schemas', (_name, route) => {
    const registered = capturedRoutes.find((candidate) => candidate.method === route.method && candidate.url === `/api${route.path}`);
    expect(registered).toBeDefined();
    const schema = registered!.schema as Record<string, unknown>;
    expect(schema.params).toBe('params' in route ? route.params : undefined);
    expect(schema.querystring).toBe('query' in route ? route.query : undefined);
    expect(schema.body).toBe('body' in route ? route.body : undefined);
    const response = schema.response as Record<string, unknown>;
    for (const [status, answer] of Object.entries(route.response)) expect(response[status]).toBe(answer);
    expect(response['4xx']).toMatchObject({ properties: { error: { type: 'string' } } });
  });
});
