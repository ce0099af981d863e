import 'server-only';
import { hkdfSync } from 'node:crypto';
import { CompactEncrypt, compactDecrypt, decodeProtectedHeader, type CompactJWEHeaderParameters } from 'jose';
import type { SecretBox } from '../core/dependencies';

const INFO = 'handbook webhook endpoint secret v1';
const ALGORITHMS = { keyManagementAlgorithms: ['dir'], contentEncryptionAlgorithms: ['A256GCM'] };

function kidOf(sealed: string): string | undefined {
  try {
    return decodeProtectedHeader(sealed).kid;
  } catch {
    return undefined;
  }
}

/**
 * Endpoint signing secrets are kept encrypted: the worker needs each one in clear to sign, so a digest would
 * not do. The key comes from the HANDBOOK_JWT_SECRET ring through HKDF (a key of its own, never the JWT key),
 * so no new secret has to be configured, and the ring's rotation carries over: a secret is sealed under the
 * ring's highest id, which the JWE header names, and opened with whichever id sealed it. `reseal` moves old
 * seals to the current id, so an id can leave the ring once every instance has started with the new one.
 */
export function createSecretBox(ring: Readonly<Record<string, string>>): SecretBox {
  const keys = new Map(
    Object.entries(ring).map(([kid, secret]) => [
      kid,
      new Uint8Array(hkdfSync('sha256', secret, '', INFO, 32)),
    ]),
  );
  const currentKid = String(Math.max(...Object.keys(ring).map(Number)));
  const currentKey = keys.get(currentKid);
  if (!currentKey) throw new Error('The secret ring is empty.');

  return {
    seal: (secret) =>
      new CompactEncrypt(new TextEncoder().encode(secret))
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', kid: currentKid })
        .encrypt(currentKey),
    open: async (sealed) => {
      const { plaintext } = await compactDecrypt(
        sealed,
        (header: CompactJWEHeaderParameters) => {
          const key = header.kid === undefined ? undefined : keys.get(header.kid);
          if (!key) throw new Error('The key that sealed this secret is no longer in the ring.');
          return key;
        },
        ALGORITHMS,
      );
      return new TextDecoder().decode(plaintext);
    },
    isStale: (sealed) => kidOf(sealed) !== currentKid,
  };
}
