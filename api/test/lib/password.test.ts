import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../src/lib/password';

/** The PHC string argon2 writes: $argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>. */
function decode(phc: string) {
  const match = /^\$(argon2(?:id|i|d))\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(phc);
  if (!match) throw new Error(`not a PHC argon2 string: ${phc}`);
  const [, algorithm, version, m, t, p, salt, hash] = match;
  const bytes = (b64: string) => Buffer.from(b64, 'base64').length;
  return { algorithm, version: Number(version), memoryKiB: Number(m), passes: Number(t), lanes: Number(p), saltBytes: bytes(salt!), hashBytes: bytes(hash!) };
}

describe('password hashing', () => {
  it('uses argon2id at or above the OWASP minimum (19 MiB, 2 passes, 1 lane)', async () => {
    const params = decode(await hashPassword('motdepasse-solide'));
    expect(params.algorithm).toBe('argon2id');
    expect(params.version).toBe(19);
    expect(params.memoryKiB).toBeGreaterThanOrEqual(19 * 1024);
    expect(params.passes).toBeGreaterThanOrEqual(2);
    expect(params.lanes).toBeGreaterThanOrEqual(1);
    expect(params.saltBytes).toBeGreaterThanOrEqual(16);
    expect(params.hashBytes).toBeGreaterThanOrEqual(32);
  });

  it('salts every hash and verifies only the right password', async () => {
    const [a, b] = await Promise.all([hashPassword('motdepasse-solide'), hashPassword('motdepasse-solide')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, 'motdepasse-solide')).toBe(true);
    expect(await verifyPassword(a, 'motdepasse-Solide')).toBe(false);
    expect(await verifyPassword('pas un hash', 'motdepasse-solide')).toBe(false);
    expect(await verifyAgainstDummy('motdepasse-solide')).toBe(false);
  });
});
