import { createPace, UNPACED } from '../../src/lib/background-pace';

/** A clock the test moves by hand; sleeping moves it too (the pace polls with timers). */
function clock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('background pace', () => {
  it('asks for a pause once the slice has used its time, not before', () => {
    const time = clock();
    const pace = createPace({ busy: () => false, sliceMs: 2, now: time.now });
    expect(pace.due()).toBe(false);
    time.advance(1.9);
    expect(pace.due()).toBe(false);
    time.advance(0.1);
    expect(pace.due()).toBe(true);
  });

  it('starts a new slice after the pause, at once when no request is being served', async () => {
    const time = clock();
    let polls = 0;
    const pace = createPace({ busy: () => (polls += 1) < 0, sliceMs: 2, now: time.now });
    time.advance(5);
    await pace.pause();
    expect(pace.due()).toBe(false);
    expect(polls).toBe(1);
  });

  it('waits while requests are in flight, and stops waiting when they are done', async () => {
    let inFlight = 3;
    let polls = 0;
    const pace = createPace({
      busy: () => {
        polls += 1;
        if (polls > 2) inFlight = 0;
        return inFlight > 0;
      },
      pollMs: 1,
      maxWaitMs: 10_000,
    });
    await pace.pause();
    expect(polls).toBe(3);
  });

  it('never waits longer than maxWaitMs for a server that stays busy (the work is not starved)', async () => {
    const started = performance.now();
    const pace = createPace({ busy: () => true, pollMs: 1, maxWaitMs: 30 });
    await pace.pause();
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(29);
    expect(waited).toBeLessThan(2_000);
  });

  it('UNPACED never pauses', () => {
    expect(UNPACED.due()).toBe(false);
  });
});
