/*
 * Low priority for background work that shares the request loop (the alerts worker). Node runs
 * the worker's fan-out and mail rendering on the same thread as the requests, so a 90 ms fan-out
 * run in one go is 90 ms added to whichever request arrives meanwhile. The work is cut into slices
 * of a few milliseconds instead; between two slices it gives the loop back, and while requests
 * are in flight it waits for them. A request then waits at most one slice, and only when it
 * arrives during one. A loop that is never free (requests back to back) still gives the work one
 * slice every `maxWaitMs`: a slice that lands on a request delays it, so they must be rare enough
 * not to show in the requests' p95 (one a second), and alerts still leave (their window is
 * minutes); any pause between requests, which a real server has plenty of, the work takes whole.
 */
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';

export interface Pace {
  /**
   * True when the current slice has used its time: the caller should `await pace.pause()` now.
   * Cheap (one clock read), so loops ask it once per item.
   */
  due(): boolean;
  /** Gives the loop back, waits while requests are in flight (bounded), then starts a new slice. */
  pause(): Promise<void>;
}

/** For callers that want the whole work at once (tests, the bench's timing of one fan-out). */
export const UNPACED: Pace = {
  due: () => false,
  pause: async () => undefined,
};

export interface PaceOptions {
  /** Whether requests are being served right now. */
  busy: () => boolean;
  /** The longest stretch of work between two pauses. */
  sliceMs?: number;
  /** How often a waiting worker looks again whether the requests are done. */
  pollMs?: number;
  /** The longest a slice waits for a busy server before running anyway (no starvation). */
  maxWaitMs?: number;
  now?: () => number;
}

export function createPace({ busy, sliceMs = 2, pollMs = 5, maxWaitMs = 1000, now = () => performance.now() }: PaceOptions): Pace {
  let sliceStart = now();
  return {
    due: () => now() - sliceStart >= sliceMs,
    async pause() {
      // One turn first: I/O and timers that queued during the slice (a request's next step) go first.
      await nextTurn();
      const waitStart = now();
      while (busy() && now() - waitStart < maxWaitMs) await sleep(pollMs);
      sliceStart = now();
    },
  };
}
