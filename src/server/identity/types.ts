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
  /** The sign-in session the token belongs to (its `session_id` claim), when the token names one. */
  sessionId: string | null;
}

export interface AccessTokenVerifier {
  /** Resolves the token's claims; throws AppError('unauthorized') when missing, expired, tampered or foreign. */
  verifyAccessToken(token: string): Promise<VerifiedToken>;
}
