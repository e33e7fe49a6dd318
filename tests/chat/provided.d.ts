/** What tests/chat/global-setup.ts starts for the Worker tests (vitest `provide`/`inject`), on this machine. */
export type ChatTestServer = {
  /** The local Discord and GroupMe stand-in, given to the Worker as CHAT_API_ORIGIN; also PUT /control/answer and GET /control/posts. */
  origin: string;
};

declare module "vitest" {
  export interface ProvidedContext {
    chat: ChatTestServer;
  }
}
