import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export type TokenClaims = { userId: number; userName: string; jti: string; exp: number };

export function createTokens(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(userId: number, userName: string) {
      const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
      const jti = randomUUID();
      const token = await new SignJWT({ userName })
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
        };
      } catch {
        return null;
      }
    },
  };
}
export type Tokens = ReturnType<typeof createTokens>;
