import type { Deps } from '../deps';
import type { SessionUser } from '../domains/security/contract';

/** Hono typing shared by every route: injected deps and the per-request session. */
export interface AppEnv {
  Variables: {
    deps: Deps;
    requestId: string;
    /** The signed-in user, or null; loaded once per request by the session middleware. */
    session: SessionUser | null;
    /** The raw session token of the request, when it carries a live one. */
    sessionToken: string | null;
  };
}
