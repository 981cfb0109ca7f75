/**
 * Identity contract. The API trusts a bearer access token only after
 * `verifyAccessToken`: built-in tokens by our JWKS, hosted Supabase tokens by the project's JWKS
 * or JWT secret.
 */
export interface VerifiedToken {
  /** Subject: the identity provider's user id (uuid). */
  userId: string;
  email: string;
  /** Expiry, epoch seconds. */
  expiresAt: number;
}

export interface AccessTokenVerifier {
  /** Resolves the token's claims; throws AppError('unauthorized') when missing, expired, tampered or foreign. */
  verifyAccessToken(token: string): Promise<VerifiedToken>;
}
