import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { clusterInfo } from './cluster-env';
import { query } from './database';

const count = (rows: Array<{ n: unknown }>) => Number(rows[0]?.n ?? 0);

test('two instances started together on an empty database migrate and seed it once', async () => {
  const { logs } = clusterInfo();
  // Both were started at the same moment: one did the work, the other waited for its lock.
  const waited = logs.filter((file) => readFileSync(file, 'utf8').includes('Another instance is migrating or seeding the database'));
  expect(waited).toHaveLength(1);

  expect(count(await query<{ n: unknown }>('select count(*) as n from cities'))).toBeGreaterThan(1000);
  const twice = await query<{ n: unknown }>('select count(*) as n from (select name, lat, lng from cities group by name, lat, lng having count(*) > 1) as repeated');
  // The city seed is the one step that is not idempotent: run twice, every city would be there twice.
  expect(count(twice)).toBe(0);
});
