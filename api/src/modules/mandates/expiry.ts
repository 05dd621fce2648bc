// The job that lapses mandates not complete 14 days after the offer was taken. Several instances
// may run it at once: each mandate is closed by a conditional update, so only one mails.
import { expireMandates, type MandateContext } from './service';

const FIRST_RUN_MS = 30_000;
const EVERY_MS = 30 * 60_000;

export function startExpiryJob(ctx: MandateContext, log: { error(object: object, message: string): void }): () => void {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const run = async () => {
    try {
      await expireMandates(ctx);
    } catch (err) {
      log.error({ err }, 'mandate expiry failed');
    }
    if (!stopped) timer = setTimeout(run, EVERY_MS).unref();
  };
  timer = setTimeout(run, FIRST_RUN_MS).unref();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
