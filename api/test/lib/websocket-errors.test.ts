// Issue 17, finding 9: a client's invalid WebSocket frame was logged at error level with a stack
// trace. It is the client's fault: one warn line, no stack.
import { createTestApp, signup, type TestContext } from '../helpers/app';
import { listen, openChat, opened } from '../modules/messaging/fixtures';

interface Logged {
  level: string;
  args: unknown[];
}

let ctx: TestContext;
let port: number;
const logged: Logged[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ logLevel: 'info' });
  // Every request's logger is a child of the app's: record what those children are told.
  const record = (level: string) => (...args: unknown[]) => void logged.push({ level, args });
  const fake = {
    level: 'info',
    trace: record('trace'),
    debug: record('debug'),
    info: record('info'),
    warn: record('warn'),
    error: record('error'),
    fatal: record('fatal'),
    child: () => fake,
  };
  (ctx.app.log as unknown as { child: () => unknown }).child = () => fake;
  port = await listen(ctx);
});
afterAll(async () => {
  await ctx.close();
});

it('logs an invalid frame from a client as one warn line without a stack', async () => {
  const { cookie } = await signup(ctx.app);
  const client = openChat(port, cookie);
  await opened(client);
  // A text frame that is not UTF-8: `ws` on the server refuses it (WS_ERR_INVALID_UTF8).
  client.ws.send(Buffer.from([0xc3, 0x28, 0xff]), { binary: false });
  const closed = await client.closed;
  expect(closed.code).not.toBe(1000);
  await new Promise((resolve) => setTimeout(resolve, 50));

  expect(logged.filter((entry) => entry.level === 'error' || entry.level === 'fatal')).toEqual([]);
  const warnings = logged.filter((entry) => entry.level === 'warn');
  expect(warnings).toHaveLength(1);
  const [fields, message] = warnings[0]!.args as [Record<string, unknown>, string];
  expect(message).toBe('invalid WebSocket frame from client');
  expect(fields.code).toBe('WS_ERR_INVALID_UTF8');
  expect(JSON.stringify(fields)).not.toMatch(/stack|\n\s+at /);
});
