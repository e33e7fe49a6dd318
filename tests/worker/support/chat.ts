import { expect, inject } from "vitest";
import type { Bindings } from "../../../worker/env";

/** The local Discord and GroupMe stand-in of tests/chat/global-setup.ts, and reading what it received. */

const server = inject("chat");

/** The binding that sends the Worker's chat posts to the local server (decision 092). */
export const chatEnv: Partial<Bindings> = { CHAT_API_ORIGIN: server.origin };

/** How the server names a chat: a Discord webhook by its path, a GroupMe bot by its id. */
export const chatKey = (target: string) => (target.startsWith("https://") ? new URL(target).pathname : target);

/** Makes the server answer this chat's posts with `status` (204 until said otherwise). */
export async function answerChat(target: string, status: number) {
  const response = await fetch(`${server.origin}/control/answer`, { method: "PUT", body: JSON.stringify({ chat: chatKey(target), status }) });
  expect(response.status).toBe(204);
}

/** The bodies the server received for a chat, oldest first. */
export async function postsTo(target: string): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${server.origin}/control/posts?chat=${encodeURIComponent(chatKey(target))}`);
  expect(response.status).toBe(200);
  return response.json();
}
