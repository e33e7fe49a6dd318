import { secondaryButton } from "~/components/buttons";
import type { AttendanceLine } from "~/shared/attendance";
import { chapterTime } from "../lib/format";

const METHOD = { code: "code", claim: "code, after signing up", manual: "by an officer" } as const;

type AttendanceListProps = {
  title: string;
  lines: AttendanceLine[];
  empty: string;
  /** Offered on checked-in lines: remove the attendance (its points are taken back). */
  onRemove?: (line: AttendanceLine) => void;
};

/** Members in one state of attendance, with what the officer can do about each. */
export function AttendanceList({ title, lines, empty, onRemove }: AttendanceListProps) {
  const now = Date.now();
  return (
    <section aria-label={title}>
      <h3 className="font-semibold text-ink">
        {title} ({lines.length})
      </h3>
      {lines.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">{empty}</p>
      ) : (
        <ol className="mt-2 divide-y divide-line rounded-md border border-line text-sm">
          {lines.map((line) => {
            const name = [line.firstName, line.lastName].filter(Boolean).join(" ") || line.username;
            return (
              <li key={line.userId} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2">
                <div className="min-w-0 flex-1 basis-48">
                  <span className="font-medium text-ink">{name}</span> <span className="text-ink-muted">@{line.username}</span>
                  <span className="block wrap-anywhere text-ink-muted">{line.email}</span>
                  <span className="block text-ink-muted">
                    {line.checkedInAt
                      ? `${chapterTime(line.checkedInAt, now)} · ${line.method ? METHOD[line.method] : ""}${line.walkIn ? " · walk-in" : ""}`
                      : line.rsvpStatus === "waitlist"
                        ? "Waitlist"
                        : "Going"}
                  </span>
                </div>
                {onRemove && line.checkedInAt && (
                  <button type="button" className={secondaryButton} onClick={() => onRemove(line)} aria-label={`Remove attendance: ${name}`}>
                    Remove
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
