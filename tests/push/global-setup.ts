import { createRequire } from "node:module";
import type { Server } from "node:http";
import type { TestProject } from "vitest/node";
import type { PushTestServer } from "./provided";

/**
 * A local push service for the Worker tests (decision 115), started in Node once per run of the worker
 * project as tests/smtp/global-setup.ts starts the SMTP servers: web-push-testing's own server, in this
 * process, which accepts subscriptions and DECRYPTS what it receives (RFC 8291 aes128gcm, with the VAPID
 * token checked against the subscription's key) — so the Worker's real encryption and signing are what
 * the tests read back, not a mock. Two routes are added for the answers the library does not give: 404
 * (a subscription that is gone) and 429 (a push service that is overloaded).
 */
type Express = {
  post: (path: string, handler: (req: unknown, res: { sendStatus: (status: number) => void }) => void) => void;
  listen: (port: number, host: string, ready: () => void) => Server;
};

export default async function setup(project: TestProject) {
  const require = createRequire(import.meta.url);
  const WebPushTestingServer = require("web-push-testing/src/server.js") as new (
    model: unknown,
    port: number,
  ) => { _app: Express; setRequestHandlers: () => void };
  const { PushApiModel } = require("web-push-testing/src/PushApiModel.js") as { PushApiModel: new () => { notifyUrl: string } };
  const model = new PushApiModel();
  const server = new WebPushTestingServer(model, 0);
  server.setRequestHandlers();
  server._app.post("/gone/:id", (_req, res) => res.sendStatus(404));
  server._app.post("/busy/:id", (_req, res) => res.sendStatus(429));
  const listening = await new Promise<Server>((resolve, reject) => {
    const http = server._app.listen(0, "127.0.0.1", () => resolve(http));
    http.once("error", reject);
  });
  const address = listening.address();
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  model.notifyUrl = `${origin}/notify/`;
  const provided: PushTestServer = { origin };
  project.provide("push", provided);
  return async () => {
    listening.closeAllConnections();
    await new Promise<void>((resolve) => listening.close(() => resolve()));
  };
}
