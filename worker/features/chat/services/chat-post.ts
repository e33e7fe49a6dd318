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
    return refusal(kind, response.status);
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    if (timedOut) return `${name} did not answer within ${POST_TIMEOUT_MS / 1000} seconds. Try again in a minute.`;
    // workerd words some failures "internal error; reference = …", which tells an officer nothing: left out.
    const message = error instanceof Error ? error.message : String(error);
    const detail = message && !/internal error|reference =/i.test(message) ? ` (${message})` : "";
    return `${name} could not be reached${detail}. Check the address, or try again in a minute.`;
  }
}

/**
 * What a refusal means, with what to check (issue 35): the status a chat service answered, in a
 * sentence for officers. Discord answers 401 for a webhook token that is wrong and 404 for a webhook
 * deleted; GroupMe 404 for a bot removed.
 */
export function refusal(kind: ChatKind, status: number): string {
  const name = kind === "discord" ? "Discord" : "GroupMe";
  const secret = kind === "discord" ? "the webhook's whole address" : "the bot's id";
  if (status === 401 || status === 403) {
    return `${name} answered ${status}: it does not accept this ${kind === "discord" ? "webhook's token" : "bot id"}. Copy ${secret} again: it may be cut short, or it was reset.`;
  }
  if (status === 404) {
    return `${name} answered 404: the ${kind === "discord" ? "webhook" : "bot"} was deleted or the address is wrong. Make a new one and connect it again.`;
  }
  if (status === 400) return `${name} answered 400: it refused the post. Check that ${secret} is for a text channel of the chapter's.`;
  if (status === 429) return `${name} answered 429: too many posts at once. The next post tries again.`;
  return `${name} answered ${status}. The next post tries again.`;
}
