import { Link } from "react-router";
import { secondaryButton, textLink } from "~/components/buttons";
import { FormAlert } from "~/components/form-alert";
import { Section } from "~/components/page-shell";
import { useLoaded } from "~/lib/use-loaded";
import type { HealthCheck } from "~/shared/health";
import type { SetupReport } from "~/shared/setup";
import { getSetup } from "../api/get-setup";

const STATUS_WORD: Record<HealthCheck["status"], string> = { ok: "OK", warn: "Check", off: "Off", error: "Problem" };

/**
 * /setup: before the site's first admin exists, what its webmaster needs to finish — which settings are
 * present (never their values), the mail transport, and what the last failed mail's answer means with
 * what to do. Afterwards it only points to the health page (decision 107).
 */
export function SetupStatus() {
  const { data, failure, reload } = useLoaded(getSetup);
  if (failure) {
    return (
      <div className="space-y-3">
        <FormAlert>{failure}</FormAlert>
        <button type="button" className={secondaryButton} onClick={() => void reload()}>
          Try again
        </button>
      </div>
    );
  }
  if (data === null) return <p role="status">Checking…</p>;
  if (data.adminExists) {
    return (
      <p role="status">
        This site has an admin, so this page shows nothing more. What is set up and what is not is on the{" "}
        <Link to="/profile/admin/health" className={textLink}>
          health page
        </Link>
        , for admins (Profile → Health).
      </p>
    );
  }
  return <BeforeFirstAdmin report={data} />;
}

function BeforeFirstAdmin({ report }: { report: Extract<SetupReport, { adminExists: false }> }) {
  const failure = report.lastMailFailure;
  return (
    <>
      <p role="status">This site has no admin yet. This page is public until it has one, so it shows no setting's value: only whether each is set.</p>
      <Section title="E-mail" id="setup-mail">
        <p>
          Mail goes through <strong>{report.transport}</strong>.
        </p>
        {failure ? (
          <div className="space-y-2 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
            <p>
              <strong>The last mail did not go</strong> ({new Date(failure.at).toLocaleString()}): {failure.meaning}
            </p>
            <p>
              <strong>What to do: </strong>
              {failure.action}
            </p>
            <p>Then sign up again: a new code is sent.</p>
          </div>
        ) : (
          <CheckText check={report.mail} />
        )}
      </Section>
      <Section title="Settings" id="setup-settings">
        <p>Set them in the Cloudflare dashboard: Workers &amp; Pages → this Worker → Settings → Variables and Secrets.</p>
        <ul className="divide-y divide-line border-y border-line">
          {report.settings.map(({ name, present }) => (
            <li key={name} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <code className="font-mono text-sm text-ink">{name}</code>
              <span className={present ? "font-semibold text-ink" : "text-ink-muted"}>{present ? "Set" : "Not set"}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="The first admin" id="setup-admins">
        <CheckText check={report.admins} />
        <p>
          <Link to="/signup" className={textLink}>
            Sign up
          </Link>{" "}
          with the address in ADMIN_EMAILS.
        </p>
      </Section>
    </>
  );
}

/** A row of the health page, in its words: the status as a word, what is so, what to do. */
function CheckText({ check }: { check: HealthCheck }) {
  return (
    <div className="space-y-1">
      <p>
        <strong>{STATUS_WORD[check.status]}:</strong> {check.summary}
      </p>
      {check.action && (
        <p className="text-ink-muted">
          <span className="font-medium text-ink">What to do: </span>
          {check.action}
        </p>
      )}
    </div>
  );
}
