/** Typed Hono context variables shared by middleware and routes. */
import type { Hono } from 'hono';
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

/** A route module: adds its routes to the app. Kept here, not in routes/index.ts, so route files and their index import nothing from each other. */
export type Mount = (app: Hono<AppEnv>, runtime: Runtime) => void;
