import { baseUrl } from "./browser";

export type TestMember = { username: string; email: string; password: string; id: string };

async function post(path: string, body: unknown) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl() },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data?: unknown; error?: { errCode: string; errMsg: string } };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

/**
 * Creates a verified member through the API, as a person would: sign up, read
 * the 6-digit code from the dev outbox, verify it.
 */
export async function createMember(prefix = "member"): Promise<TestMember> {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const username = `${prefix}-${suffix}`.slice(0, 32);
  const email = `${username}@example.com`;
  const password = "correct horse battery";
  await post("/api/auth/signup", { username, email, password });
  const outbox = await fetch(`${baseUrl()}/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const mails = (await outbox.json()) as { data: { text: string }[] };
  const code = mails.data[0]?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no verification code in the outbox for ${email}`);
  const { userId } = (await post("/api/auth/verify-code", { email, code })) as { userId: string };
  return { username, email, password, id: userId };
}
