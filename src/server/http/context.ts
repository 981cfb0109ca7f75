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
  };
};
