import { createDb } from '../src/db';
import { withStartupLock } from '../src/startup-lock';
import { createTestApp, type TestContext } from './helpers/app';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('withStartupLock', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('lets one instance at a time do the start-up work, the other waiting for it', async () => {
    // A second handle on the same database, as a second instance would have.
    const otherDb = createDb(ctx.config);
    const steps: string[] = [];
    const waits: string[] = [];
    const work = (name: string) => async () => {
      steps.push(`${name} starts`);
      await pause(300);
      steps.push(`${name} ends`);
      return name;
    };
    try {
      const first = withStartupLock(ctx.app.db, ctx.config, work('one'), { onWait: () => waits.push('one'), pollMs: 20 });
      await pause(50);
      const second = withStartupLock(otherDb, ctx.config, work('two'), { onWait: () => waits.push('two'), pollMs: 20 });
      expect(await Promise.all([first, second])).toEqual(['one', 'two']);
      expect(steps).toEqual(['one starts', 'one ends', 'two starts', 'two ends']);
      expect(waits).toEqual(['two']);
    } finally {
      await otherDb.destroy();
    }
  });

  it('frees the lock when the work fails', async () => {
    await expect(
      withStartupLock(ctx.app.db, ctx.config, async () => {
        throw new Error('migration cassée');
      }),
    ).rejects.toThrow('migration cassée');
    const waits: number[] = [];
    expect(await withStartupLock(ctx.app.db, ctx.config, async () => 'ok', { onWait: () => waits.push(1) })).toBe('ok');
    expect(waits).toEqual([]);
  });
});
