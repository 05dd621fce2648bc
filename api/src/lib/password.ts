import { hash, verify } from '@node-rs/argon2';

// OWASP minimum for argon2id (19 MiB, 2 passes, 1 lane). The library's default algorithm is
// argon2id; its enum is a const enum that isolatedModules cannot import, so it is not passed.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the same time as a real verification, so that an unknown e-mail cannot be told
 * apart from a wrong password by the response time.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('toit-partage-dummy-password');
  await verifyPassword(await dummyHash, password);
  return false;
}
