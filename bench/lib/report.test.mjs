// Issue 17: the throughput and chat benches counted failed answers as throughput and left lost
// messages out; a target is now met only without any failure.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { verdict } from './report.mjs';

test('a target is met only when nothing failed', () => {
  const figure = { measure: 'throughput', label: 'myself / hello-world', value: 0.9, unit: '', target: { min: 0.5 } };
  assert.equal(verdict({ ...figure, failures: 0 }), 'met');
  assert.equal(verdict({ ...figure, failures: 3 }), 'MISSED');
  assert.equal(verdict({ ...figure, value: 0.1, failures: 0 }), 'MISSED');
  assert.equal(verdict({ ...figure, target: { max: 50 }, value: 20, failures: 1 }), 'MISSED');
});
