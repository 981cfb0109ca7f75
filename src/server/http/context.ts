/** Typed Hono context variables shared by middleware and routes. */
import type { Runtime } from '../runtime.ts';

export interface AuthUser {
  id: string;
  email: string;
}

export type AppEnv = {
  Variables: {
    runtime: Runtime;
    requestId: string;
    /** Set by requireUser. */
    user: AuthUser;
    /** Set by requireUser: the sign-in session of the request's token, when it names one. */
    sessionId: string | null;
  };
};
