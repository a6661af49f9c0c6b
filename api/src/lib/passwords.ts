import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// OWASP/ASVS scrypt parameters: r=8, p=1, and N = 2^logN from the config (PASSWORD_HASH_COST: 17,
// 128 MiB per hash). A hash names its own N, so one made at any cost verifies.
const R = 8;
const P = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 64;

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  // Node's default maxmem (32 MiB) is below 128 * N * r, so allow twice what is needed.
  const options: ScryptOptions = { N: 2 ** logN, r, p, maxmem: 256 * 2 ** logN * r };
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$17$8$1$<salt>$<hash>` (base64url): the parameters travel with the hash, so they can rise later. */
export async function hashPassword(password: string, logN: number): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, logN, R, P);
  return ['scrypt', logN, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, logN, r, p, salt, hash] = stored.split('$');
  if (algorithm !== 'scrypt' || !logN || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(logN), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// A well-formed hash of nothing anyone knows, at each cost in use: checking against it costs what a
// real check costs, so an unknown email answers as slowly as a wrong password.
const dummyHashes = new Map<number, string>();

export async function burnPasswordCheck(password: string, logN: number): Promise<void> {
  let dummy = dummyHashes.get(logN);
  if (!dummy) {
    dummy = ['scrypt', logN, R, P, randomBytes(SALT_BYTES).toString('base64url'), randomBytes(KEY_BYTES).toString('base64url')].join('$');
    dummyHashes.set(logN, dummy);
  }
  await verifyPassword(password, dummy);
}
