/** What tests/push/global-setup.ts starts for the Worker tests (vitest `provide`/`inject`), on this machine. */
export type PushTestServer = {
  /**
   * The local push service (web-push-testing), given to the Worker as PUSH_SERVICE_TEST_ORIGIN: POST
   * /subscribe, /expire-subscription/{clientHash}, /get-notifications; and besides its own routes, POST
   * /gone/{any} answers 404 and /busy/{any} 429, as a push service does for a subscription that is gone
   * and when it is overloaded.
   */
  origin: string;
};

declare module "vitest" {
  export interface ProvidedContext {
    push: PushTestServer;
  }
}
