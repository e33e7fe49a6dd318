import { createServer, type IncomingMessage } from "node:http";
import type { TestProject } from "vitest/node";
import type { ChatTestServer } from "./provided";

/**
 * A local stand-in for Discord and GroupMe for the Worker tests (decision 092), started in Node once
 * per run of the worker project, as tests/smtp/global-setup.ts starts the SMTP servers. The Worker
 * posts to it over real HTTP when a test gives it CHAT_API_ORIGIN (worker/features/chat/services/
 * chat-post.ts keeps each service's path: `/api/webhooks/{id}/{token}`, `/v3/bots/post`). Every post is
 * recorded under its chat — the webhook's path, or the GroupMe bot's id — and answered as that chat was
 * told to answer (204 unless a test said otherwise, e.g. 500 for a failing webhook). The tests ask it:
 * PUT /control/answer `{chat, status}`; GET /control/posts?chat= (the bodies received, oldest first).
 */
export default async function setup(project: TestProject) {
  const posts = new Map<string, unknown[]>();
  const answers = new Map<string, number>();
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://chat");
    const reply = (status: number, body?: unknown) => {
      response.statusCode = status;
      if (body !== undefined) response.setHeader("Content-Type", "application/json");
      response.end(body === undefined ? undefined : JSON.stringify(body));
    };
    if (request.method === "GET" && url.pathname === "/control/posts") return reply(200, posts.get(url.searchParams.get("chat") ?? "") ?? []);
    const body = JSON.parse((await textOf(request)) || "null") as Record<string, unknown> | null;
    if (request.method === "PUT" && url.pathname === "/control/answer") {
      answers.set(String(body?.chat), Number(body?.status));
      return reply(204);
    }
    if (request.method !== "POST") return reply(405);
    const chat = url.pathname === "/v3/bots/post" ? String(body?.bot_id) : url.pathname;
    posts.set(chat, [...(posts.get(chat) ?? []), body]);
    const status = answers.get(chat) ?? 204;
    return status === 204 ? reply(204) : reply(status, { message: status >= 500 ? "Internal Server Error" : "refused" });
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : 0);
    });
  });
  const provided: ChatTestServer = { origin: `http://127.0.0.1:${port}` };
  project.provide("chat", provided);
  return async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}

function textOf(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}
