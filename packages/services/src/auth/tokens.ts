import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** `issuedMs`: when the token was signed, to the millisecond (a password change ends older ones). */
export type TokenClaims = { userId: number; userName: string; jti: string; exp: number; issuedMs: number };

export function createTokens(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
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
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (!payload.sub || !payload.jti || !payload.exp) return null;
        return {
          userId: Number(payload.sub),
          userName: String(payload.userName),
          jti: payload.jti,
          exp: payload.exp,
          issuedMs: typeof payload.ims === 'number' ? payload.ims : (payload.iat ?? 0) * 1000,
        };
      } catch {
        return null;
      }
    },
  };
}
export type Tokens = ReturnType<typeof createTokens>;
