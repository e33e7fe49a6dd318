import { useState } from "react";
import { Link } from "react-router";
import { secondaryButton, textLink } from "~/components/buttons";
import { FormAlert } from "~/components/form-alert";
import { useLoaded } from "~/lib/use-loaded";
import { usePendingAction } from "~/lib/use-pending-action";
import type { HealthCheck, HealthStatus, MeterRow, TestMailResult } from "~/shared/health";
import { plural } from "~/shared/plural";
import { copyFilesToR2 } from "../api/copy-files-to-r2";
import { getHealth } from "../api/get-health";
import { sendTestMail } from "../api/send-test-mail";

/** The word beside each row: the colour repeats it, never replaces it. */
const STATUS_LABEL: Record<HealthStatus, string> = { ok: "OK", warn: "Check", off: "Off", error: "Problem" };
const STATUS_LOOK: Record<HealthStatus, string> = {
  ok: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100",
  warn: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  off: "bg-surface-muted text-ink",
  error: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
};

/** /profile/admin/health: what is configured and what is not, in plain words, and today's free-plan meter. */
export function HealthAdmin() {
  const health = useLoaded(getHealth);
  const report = health.data;
  // Asking again clears the last failure while the answer is awaited.
  const failure = health.loading ? null : health.failure;
  const checkAgain = () => void health.reload();

  const problems = report?.checks.filter((check) => check.status === "error").length ?? 0;
  return (
    <div className="space-y-8">
      <FormAlert>{failure}</FormAlert>
      <div className="flex flex-wrap items-center gap-3">
        <p role="status" className="text-ink-muted">
          {report === null
            ? failure === null
              ? "Checking…"
              : ""
            : `${problems === 0 ? "No problems" : `${problems} problem${problems === 1 ? "" : "s"}`}, checked at ${new Date(report.checkedAt).toLocaleTimeString()}.`}
        </p>
        <button type="button" className={secondaryButton} onClick={checkAgain}>
          Check again
        </button>
      </div>
      {report && (
        <>
          <section aria-labelledby="health-checks-title" className="space-y-3">
            <h2 id="health-checks-title" className="text-xl font-semibold text-ink">
              Set-up
            </h2>
            <ul className="divide-y divide-line border-y border-line">
              {report.checks.map((check) => (
                <CheckRow key={check.id} check={check} copyPending={report.storage?.copyPending ?? false} onCopied={checkAgain} />
              ))}
            </ul>
          </section>
          <FreePlanMeter rows={report.meter} />
        </>
      )}
    </div>
  );
}

function CheckRow({ check, copyPending, onCopied }: { check: HealthCheck; copyPending: boolean; onCopied: () => void }) {
  const titleId = `health-${check.id}`;
  return (
    <li aria-labelledby={titleId} className="space-y-2 py-4">
      <div className="flex flex-wrap items-center gap-3">
        <h3 id={titleId} className="font-semibold text-ink">
          {check.title}
        </h3>
        <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${STATUS_LOOK[check.status]}`}>{STATUS_LABEL[check.status]}</span>
      </div>
      <p className="text-ink">{check.summary}</p>
      {check.action && (
        <p className="text-ink-muted">
          <span className="font-medium text-ink">What to do: </span>
          {check.action}
        </p>
      )}
      {check.link && (
        <p>
          <Link to={check.link.href} className={textLink}>
            {check.link.label}
          </Link>
        </p>
      )}
      {check.id === "mail" && <TestMail />}
      {check.id === "files" && copyPending && <CopyFilesToR2 onDone={onCopied} />}
    </li>
  );
}

/**
 * "Copy files to R2" (docs/storage.md): the Worker copies a bounded batch per request, so the page
 * asks again with each answer's cursor until none is left, saying how far it is; pressed again after
 * a failure, it carries on (files R2 has are skipped).
 */
function CopyFilesToR2({ onDone }: { onDone: () => void }) {
  const [copied, setCopied] = useState<number | null>(null);
  const { busy, failure, run } = usePendingAction({ inline: true, again: true });
  const copyAll = async () => {
    let cursor: string | null = null;
    let total = 0;
    setCopied(0);
    do {
      const result = await copyFilesToR2(cursor);
      total += result.copied;
      setCopied(total);
      cursor = result.cursor;
    } while (cursor !== null);
    onDone();
  };
  return (
    <div className="space-y-2">
      <button type="button" className={secondaryButton} disabled={busy} onClick={() => run(copyAll)}>
        {busy ? "Copying…" : "Copy files to R2"}
      </button>
      <div role="status">
        {failure ? (
          <p className="text-sm font-medium text-red-800 dark:text-red-200">{failure}</p>
        ) : copied !== null ? (
          <p className="text-sm font-medium text-ink">
            {busy ? `${plural(copied, "file")} copied so far…` : `${plural(copied, "file")} copied: every file is in R2.`}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** "Send me a test mail": the transport's own answer, so a wrong key or sender shows here rather than at a member's sign-up. */
function TestMail() {
  const [result, setResult] = useState<TestMailResult | null>(null);
  const { busy, failure, run } = usePendingAction({ inline: true, again: true });
  return (
    <div className="space-y-2">
      <button type="button" className={secondaryButton} disabled={busy} onClick={() => run(async () => setResult(await sendTestMail()))}>
        {busy ? "Sending…" : "Send me a test mail"}
      </button>
      <div role="status">
        {failure ? (
          <p className="text-sm font-medium text-red-800 dark:text-red-200">{failure}</p>
        ) : result ? (
          <p className={`text-sm font-medium ${result.delivered ? "text-green-900 dark:text-green-100" : "text-red-800 dark:text-red-200"}`}>{result.answer}</p>
        ) : null}
      </div>
    </div>
  );
}

function FreePlanMeter({ rows }: { rows: MeterRow[] }) {
  return (
    <section aria-labelledby="meter-title" className="space-y-3">
      <h2 id="meter-title" className="text-xl font-semibold text-ink">
        Free-plan meter, today (UTC)
      </h2>
      <p className="text-ink-muted">Cloudflare's free plan resets these at midnight UTC. Where the Worker cannot count one, the dashboard can.</p>
      <ul className="grid gap-4 sm:grid-cols-2">
        {rows.map((row) => (
          <li key={row.id} className="space-y-2 rounded-lg border border-line p-4">
            <p className="font-semibold text-ink">{row.title}</p>
            {row.used === null ? (
              <p className="text-ink">Not counted here (free limit {row.limit.toLocaleString("en-US")} a day)</p>
            ) : (
              <>
                <p className="text-ink">
                  {row.used.toLocaleString("en-US")} of {row.limit.toLocaleString("en-US")}
                </p>
                {/* The meter is for assistive technology; the bar is drawn, since Chromium draws an empty
                    meter as a full light bar in dark mode and its parts resist styling. */}
                <meter
                  className="sr-only"
                  min={0}
                  max={row.limit}
                  low={row.limit * 0.7}
                  high={row.limit * 0.9}
                  optimum={0}
                  value={row.used}
                  aria-label={`${row.title}: ${row.used} of ${row.limit}`}
                />
                <div aria-hidden="true" className="h-2 w-full overflow-hidden rounded-full bg-surface-muted ring-1 ring-line">
                  <div className={`h-full ${usageColour(row.used / row.limit)}`} style={{ width: `${Math.min(100, (row.used / row.limit) * 100)}%` }} />
                </div>
              </>
            )}
            <p className="text-sm text-ink-muted">{row.note}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The bar's colour by the share of the day's limit used: as the meter's low and high marks say. */
const usageColour = (share: number) => (share >= 0.9 ? "bg-red-700" : share >= 0.7 ? "bg-amber-500" : "bg-brand");
