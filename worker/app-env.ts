import type { Bindings } from "./env";
import type { ServiceContext } from "./services/context";
import type { AuthenticatedUser } from "./services/sessions";

/** Hono's environment for every route and middleware: the bindings and what middleware sets per request. */
export type AppEnv = {
  Bindings: Bindings;
  Variables: {
    services: ServiceContext;
    /** Set by `loadSession()` when the request carries a valid session. */
    auth?: AuthenticatedUser;
  };
};
