import type { Bindings } from "../../../env";
import { utcDay } from "../../../lib/clock";
import { settingsOf } from "../../../lib/settings";

/** Cloudflare's GraphQL Analytics API: the account's own counts of what the free plan limits. */
export const GRAPHQL_URL = "https://api.cloudflare.com/client/v4/graphql";
const TIMEOUT_MS = 5000;

/** Today's use across the account (the free plan's limits are per account), as Cloudflare counts it. */
export type PlatformUsage = { workerRequests: number; d1RowsWritten: number; kvWrites: number };

// Account-wide, one UTC day; each dataset answers its groups, summed here.
const QUERY = `query FreePlanUsage($account: string!, $date: Date!) {
  viewer {
    accounts(filter: { accountTag: $account }) {
      workersInvocationsAdaptive(limit: 10000, filter: { date: $date }) { sum { requests } }
      d1AnalyticsAdaptiveGroups(limit: 10000, filter: { date: $date }) { sum { rowsWritten } }
      kvOperationsAdaptiveGroups(limit: 10000, filter: { date: $date, actionType: "write" }) { sum { requests } }
    }
  }
}`;

type Groups<K extends string> = { sum: Record<K, number> }[] | undefined;
type Answer = {
  data?: {
    viewer?: {
      accounts?: {
        workersInvocationsAdaptive?: Groups<"requests">;
        d1AnalyticsAdaptiveGroups?: Groups<"rowsWritten">;
        kvOperationsAdaptiveGroups?: Groups<"requests">;
      }[];
    };
  } | null;
  errors?: { message: string }[] | null;
};

const total = <K extends string>(groups: Groups<K>, key: K) => (groups ?? []).reduce((sum, group) => sum + (Number(group.sum[key]) || 0), 0);

/**
 * Today's Worker requests, D1 rows written and KV writes, read from Cloudflare's analytics with a
 * read-only token (CLOUDFLARE_ANALYTICS_TOKEN, permission "Account Analytics: Read") for the
 * account CLOUDFLARE_ACCOUNT_ID. null when they are not set; a sentence when Cloudflare did not
 * answer (shown on the health page, never thrown).
 */
export async function readPlatformUsage(env: Bindings, at: number): Promise<PlatformUsage | null | { failed: string }> {
  const { CLOUDFLARE_ANALYTICS_TOKEN: token, CLOUDFLARE_ACCOUNT_ID: account } = settingsOf(env);
  if (!token || !account) return null;
  try {
    const response = await fetch(GRAPHQL_URL, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ query: QUERY, variables: { account, date: utcDay(at) } }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) return { failed: `Cloudflare's analytics answered ${response.status}: check CLOUDFLARE_ANALYTICS_TOKEN (Account Analytics: Read).` };
    const answer = (await response.json()) as Answer;
    const first = answer.errors?.[0]?.message;
    if (first) return { failed: `Cloudflare's analytics refused the query: ${first}` };
    const usage = answer.data?.viewer?.accounts?.[0];
    if (!usage) return { failed: "Cloudflare's analytics knows no such account: check CLOUDFLARE_ACCOUNT_ID." };
    return {
      workerRequests: total(usage.workersInvocationsAdaptive, "requests"),
      d1RowsWritten: total(usage.d1AnalyticsAdaptiveGroups, "rowsWritten"),
      kvWrites: total(usage.kvOperationsAdaptiveGroups, "requests"),
    };
  } catch (error) {
    return { failed: `Cloudflare's analytics did not answer (${error instanceof Error ? error.message : String(error)}).` };
  }
}
