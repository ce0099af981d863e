import 'server-only';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { CustomerJwt, TokenClaims } from '../core/dependencies';
import { CredentialError } from '../core/errors';
import { setBounded } from '../../collections/bounded-map';

export const JWT_ISSUER = 'handbook-service';
export const JWT_AUDIENCE = 'handbook-customer-api';
// Far above any token this service issues (about 300 bytes); refuses huge headers before any crypto.
const MAX_TOKEN_LENGTH = 2_048;
// Clocks of the issuing and the verifying instance may differ by a little; never by minutes.
const IAT_LEEWAY_SECONDS = 30;
// Tokens whose signature was checked, kept so that a program's next requests skip the HMAC (about a tenth of
// a Customer API request's own CPU). Bounded: the oldest is forgotten first.
const VERIFIED_CACHE_SIZE = 10_000;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

interface VerifiedToken extends TokenClaims {
  issuedAt: number;
  expiresAt: number;
  notBefore: number | undefined;
}

/** The time rules, applied on every use: a token remembered as well-signed still expires. */
function checkTimes(token: VerifiedToken, now: Date): void {
  const at = seconds(now);
  if (token.expiresAt <= at) throw new CredentialError('expired', token.tokenId);
  if (token.issuedAt > at + IAT_LEEWAY_SECONDS) throw new CredentialError('invalid', token.tokenId);
  if (token.notBefore !== undefined && token.notBefore > at)
    throw new CredentialError('invalid', token.tokenId);
}

/**
 * A failed verification as the API reports it. jose checks the signature before the claims, so only a genuine
 * token can be reported as expired, and named as the token it is (its requests are counted).
 */
function refusalOf(error: unknown): CredentialError {
  if (!(error instanceof errors.JWTExpired)) return new CredentialError('invalid');
  const { jti } = error.payload;
  return new CredentialError('expired', typeof jti === 'string' ? jti : undefined);
}

/**
 * `secrets` maps ids to secrets (see SecretRing in lib/config.ts). The highest id signs, and tokens carry it
 * as `kid`, so tokens signed before a rotation keep verifying while their secret stays in the ring.
 */
export function createCustomerJwt(secrets: Readonly<Record<string, string>>): CustomerJwt {
  // Keys are imported once: importing per call would cost as much again as the HMAC itself.
  const byKid = new Map(
    Object.entries(secrets).map(([kid, secret]) => [
      kid,
      crypto.subtle.importKey(
        'raw',
        new TextEncoder().encode(secret),
        { name: 'HMAC', hash: 'SHA-256' },
        false,
        ['sign', 'verify'],
      ),
    ]),
  );
  const signingKid = String(Math.max(...Object.keys(secrets).map(Number)));
  const signingKey = byKid.get(signingKid);
  if (!signingKey) throw new Error('The JWT secret ring is empty.');

  // Only tokens that passed verification enter: nobody can fill this without the secret.
  const recent = new Map<string, VerifiedToken>();

  async function verifySignature(token: string, now: Date): Promise<VerifiedToken> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(
        token,
        async (header) => {
          const key = typeof header.kid === 'string' ? byKid.get(header.kid) : undefined;
          if (!key) throw new CredentialError('invalid');
          return key;
        },
        {
          algorithms: ['HS256'],
          issuer: JWT_ISSUER,
          audience: JWT_AUDIENCE,
          requiredClaims: ['exp', 'iat', 'sub', 'jti'],
          currentDate: now,
        },
      ));
    } catch (error) {
      throw refusalOf(error);
    }
    const { sub, jti, iat, exp, nbf } = payload;
    if (
      typeof sub !== 'string' ||
      typeof jti !== 'string' ||
      typeof iat !== 'number' ||
      typeof exp !== 'number'
    ) {
      throw new CredentialError('invalid');
    }
    return { userId: sub, tokenId: jti, issuedAt: iat, expiresAt: exp, notBefore: nbf };
  }

  return {
    sign: async ({ userId, tokenId, issuedAt, expiresAt }) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: signingKid })
        .setIssuer(JWT_ISSUER)
        .setAudience(JWT_AUDIENCE)
        .setSubject(userId)
        .setJti(tokenId)
        .setIssuedAt(seconds(issuedAt))
        .setExpirationTime(seconds(expiresAt))
        .sign(await signingKey),

    async verify(token, now) {
      if (token.length > MAX_TOKEN_LENGTH) throw new CredentialError('invalid');
      let verified = recent.get(token);
      if (!verified) {
        verified = await verifySignature(token, now);
        setBounded(recent, token, verified, VERIFIED_CACHE_SIZE);
      }
      checkTimes(verified, now);
      return { userId: verified.userId, tokenId: verified.tokenId };
    },
  };
}
