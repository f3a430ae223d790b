import { hash, verify } from '@node-rs/argon2';

/**
 * OWASP's Argon2id baseline (19 MiB, 2 passes): slow for a guesser, fine for one sign-in. Argon2id is
 * the library's default algorithm (its enum is a const enum type stripping cannot import).
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

/** Made once: an unknown email still costs one full verification, so timing does not tell it apart. */
let decoy: Promise<string> | null = null;

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    decoy ??= hash('not-a-real-password', OPTIONS);
    await verify(await decoy, password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
