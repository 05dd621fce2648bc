import { createTestApp, type TestContext } from '../../helpers/app';
import { listen, messagingKit, openChat, opened, settle } from './fixtures';

/*
 * The periodic sweep (every 30 s) runs on setInterval: only that is faked here, so that sockets,
 * the database and timeouts keep real time.
 */
let ctx: TestContext;
let port: number;
beforeAll(async () => {
  jest.useFakeTimers({ doNotFake: ['Date', 'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout'] });
  ctx = await createTestApp();
  port = await listen(ctx);
});
afterAll(async () => {
  await ctx.close();
  jest.useRealTimers();
});

describe('/api/chat sweep', () => {
  it('closes the sockets of a session that ended with 4401, and keeps the others', async () => {
    const kit = messagingKit(ctx.app);
    const leaving = await kit.seeker();
    const staying = await kit.seeker();
    const gone = openChat(port, leaving.cookie);
    const kept = openChat(port, staying.cookie);
    await Promise.all([opened(gone), opened(kept)]);
    expect((await kit.call('POST', '/api/auth/signout', leaving.cookie, {})).statusCode).toBeLessThan(300);
    jest.advanceTimersByTime(30_000);
    expect((await gone.closed).code).toBe(4401);
    await settle(100);
    expect(kept.ws.readyState).toBe(kept.ws.OPEN);
    await kept.close();
  });

  it('drops a socket that stopped answering pings: its contacts see it go', async () => {
    const kit = messagingKit(ctx.app);
    const user = await kit.seeker();
    const friend = await kit.seeker();
    await kit.thread(user, friend);
    const watcher = openChat(port, friend.cookie);
    const client = openChat(port, user.cookie);
    await Promise.all([opened(watcher), opened(client)]);
    await watcher.waitFor((f) => f === `+${user.id}`);
    // A client whose network died: it reads nothing, so it answers no ping.
    const raw = (client.ws as unknown as { _socket: { pause(): void; resume(): void } })._socket;
    raw.pause();
    jest.advanceTimersByTime(30_000);
    await settle(100);
    expect(watcher.frames).not.toContain(`-${user.id}`);
    jest.advanceTimersByTime(30_000);
    await watcher.waitFor((f) => f === `-${user.id}`);
    raw.resume();
    expect((await client.closed).code).toBe(1006);
    await watcher.close();
  });
});
