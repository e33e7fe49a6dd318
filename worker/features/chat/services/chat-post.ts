import type { ChatKind } from "../../../../src/shared/chat-channels";

/**
 * One post to a group chat, as its service takes it: Discord's webhook (JSON `content`, with every
 * mention turned off so a title cannot ping @everyone), GroupMe's bot API (`bot_id` and `text`). A
 * chat that does not answer within POST_TIMEOUT_MS is a failure, so a slow service never holds the
 * Worker. Answers null when the post was taken, else what went wrong in a sentence for officers.
 */
const POST_TIMEOUT_MS = 5000;
/** Discord's limit for `content`; GroupMe's is 1000. */
const MAX_TEXT: Record<ChatKind, number> = { discord: 2000, groupme: 1000 };
const GROUPME_POST = "https://api.groupme.com/v3/bots/post";

/** Origins CHAT_API_ORIGIN may name: this machine only (the tests' chat server). */
const LOCAL_ORIGIN = /^https?:\/\/(?:127\.0\.0\.1|localhost)(?::\d{1,5})?$/;

/**
 * Where a post goes: the Discord webhook's own address (checked as Discord's when it was connected) or
 * GroupMe's fixed API. With CHAT_API_ORIGIN (the Worker tests only) the same path on this machine, so
 * the tests read real HTTP posts from a local server; any other origin is ignored.
 */
export function chatPostUrl(kind: ChatKind, target: string, originOverride?: string): string {
  const url = kind === "discord" ? target : GROUPME_POST;
  if (!originOverride || !LOCAL_ORIGIN.test(originOverride)) return url;
  const { pathname } = new URL(url);
  return `${originOverride}${pathname}`;
}

export async function postToChat(kind: ChatKind, target: string, text: string, originOverride?: string): Promise<string | null> {
  const trimmed = text.length > MAX_TEXT[kind] ? `${text.slice(0, MAX_TEXT[kind] - 1)}…` : text;
  const url = chatPostUrl(kind, target, originOverride);
  const body = kind === "discord" ? { content: trimmed, allowed_mentions: { parse: [] } } : { bot_id: target, text: trimmed };
  const name = kind === "discord" ? "Discord" : "GroupMe";
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(POST_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.ok) return null;
    if (response.status === 404 || response.status === 401) {
      return `${name} answered ${response.status}: the ${kind === "discord" ? "webhook" : "bot"} was deleted or the address is wrong. Connect it again.`;
    }
    if (response.status === 429) return `${name} answered 429: too many posts at once. The next post tries again.`;
    return `${name} answered ${response.status}. The next post tries again.`;
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    return timedOut
      ? `${name} did not answer within ${POST_TIMEOUT_MS / 1000} seconds.`
      : `${name} could not be reached (${error instanceof Error ? error.message : String(error)}).`;
  }
}
