/**
 * The realm's signing key. Generated once and kept in the data folder so that
 * tokens issued before a restart still verify afterwards.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

interface KeyFile {
  keys: JWK[];
}

function isPrivateRsaJwk(value: unknown): value is JWK {
  const jwk = value as JWK | null;
  return (
    typeof jwk === 'object' &&
    jwk !== null &&
    jwk.kty === 'RSA' &&
    typeof jwk.d === 'string' &&
    typeof jwk.kid === 'string'
  );
}

export async function loadOrCreateSigningKey(dataDir: string): Promise<JWK> {
  const file = path.join(dataDir, 'idp-keys.json');
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<KeyFile>;
    const key = parsed.keys?.[0];
    if (isPrivateRsaJwk(key)) return key;
  } catch (err) {
    // A missing file is the normal first start; anything else is worth a note.
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') {
      console.warn(`Ignoring unreadable ${file}, generating a new signing key:`, (err as Error).message);
    }
  }
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const jwk: JWK = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, JSON.stringify({ keys: [jwk] } satisfies KeyFile, null, 2), { mode: 0o600 });
  return jwk;
}

/** The public half of a private JWK (drops the private members). */
export function publicJwk(jwk: JWK): JWK {
  const { kty, n, e, kid, alg, use } = jwk;
  return { kty, n, e, kid, alg, use };
}
