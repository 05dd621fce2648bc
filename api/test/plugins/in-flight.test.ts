import Fastify from 'fastify';
import { trackInFlight } from '../../src/plugins/in-flight';

describe('requests in flight', () => {
  it('counts a request while it is served, whatever its end (answer, error, unknown route)', async () => {
    const app = Fastify();
    const inFlight = trackInFlight(app);
    let release!: () => void;
    let seen = -1;
    app.get('/slow', async () => {
      seen = inFlight.count();
      await new Promise<void>((resolve) => (release = resolve));
      return { ok: true };
    });
    app.get('/fails', async () => {
      throw new Error('boom');
    });
    await app.ready();

    const slow = app.inject({ method: 'GET', url: '/slow' });
    while (seen < 0) await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toBe(1);
    expect(inFlight.count()).toBe(1);
    await app.inject({ method: 'GET', url: '/fails' });
    await app.inject({ method: 'GET', url: '/nowhere' });
    expect(inFlight.count()).toBe(1);
    release();
    expect((await slow).statusCode).toBe(200);
    expect(inFlight.count()).toBe(0);
    await app.close();
  });

  it('leaves WebSocket upgrades out (a chat socket is open for minutes, idle most of them)', async () => {
    const app = Fastify();
    const inFlight = trackInFlight(app);
    let seen = -1;
    app.get('/socket', async () => {
      seen = inFlight.count();
      return {};
    });
    await app.inject({ method: 'GET', url: '/socket', headers: { upgrade: 'websocket', connection: 'upgrade' } });
    expect(seen).toBe(0);
    await app.close();
  });
});
