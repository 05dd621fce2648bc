import { rmSync } from 'node:fs';

/** The run's database and outbox are only needed while the suite runs. */
export default function globalTeardown(): void {
  if (process.env.E2E_DATA_DIR && !process.env.E2E_KEEP_DATA) rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
