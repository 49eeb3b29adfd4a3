import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** `issuedMs`: when the token was signed, to the millisecond (a password change ends older ones). */
export type TokenClaims = { userId: number; userName: string; jti: string; exp: number; issuedMs: number };

/** How many verified tokens a process remembers (the oldest forgotten first). */
const VERIFIED_MAX = 10_000;

export function createTokens(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  // A token's signature is checked once: the same text always verifies the same with this key.
  // Its expiry is checked on every use; revocation and the session's other rules are the caller's.
  const verified = new Map<string, TokenClaims>();
  return {
    async sign(userId: number, userName: string) {
      const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
      const jti = randomUUID();
      const token = await new SignJWT({ userName, ims: Date.now() })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setJti(jti)
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(key);
      return { token, exp, jti };
    },
    /** The claims of a valid, unexpired token; null otherwise. */
    async verify(token: string): Promise<TokenClaims | null> {
      const known = verified.get(token);
      // As jose decides: expired from its `exp` second on.
      if (known) return known.exp > Math.floor(Date.now() / 1000) ? { ...known } : null;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (!payload.sub || !payload.jti || !payload.exp) return null;
        const claims: TokenClaims = {
          userId: Number(payload.sub),
          userName: String(payload.userName),
          jti: payload.jti,
          exp: payload.exp,
          issuedMs: typeof payload.ims === 'number' ? payload.ims : (payload.iat ?? 0) * 1000,
        };
        if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
        verified.set(token, claims);
        return { ...claims };
      } catch {
        return null;
      }
    },
  };
}
export type Tokens = ReturnType<typeof createTokens>;
