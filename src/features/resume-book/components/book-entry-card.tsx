import { secondaryButton, textLink } from "~/components/buttons";
import { formatBytes } from "~/shared/file-size";
import { DEGREE_LABELS, graduationTermLabel } from "~/shared/academic";
import type { ResumeBookEntry } from "~/shared/resume-book";
import { bookResumeUrl } from "../api/fetch-book-resume";
import { formatInstant } from "~/shared/time/formats";
import { site } from "~/site.config";
import { toEpochMs } from "~/shared/time/instant";

const LINK_LABELS = { linkedin: "LinkedIn", github: "GitHub", portfolio: "Portfolio" } as const;

export const entryName = (entry: Pick<ResumeBookEntry, "firstName" | "lastName">) => `${entry.firstName} ${entry.lastName}`;

type BookEntryCardProps = { entry: ResumeBookEntry; onView: (entry: ResumeBookEntry) => void };

/** One student in the book: who, how to reach them, what they study, when they graduate, their links and their résumé. */
export function BookEntryCard({ entry, onView }: BookEntryCardProps) {
  const name = entryName(entry);
  const facts = [entry.major, entry.graduationTerm && `Graduates ${graduationTermLabel(entry.graduationTerm)}`, entry.degree && DEGREE_LABELS[entry.degree]];
  const links = Object.entries(entry.links).filter((link): link is [keyof typeof LINK_LABELS, string] => Boolean(link[1]));
  return (
    <li className="flex flex-wrap items-start gap-x-6 gap-y-3 rounded-lg border border-line p-4">
      <div className="min-w-0 flex-1 basis-64 space-y-1">
        <h3 className="break-words text-lg font-semibold text-ink">{name}</h3>
        <p className="break-words text-ink">{facts.filter(Boolean).join(" · ") || "No major or graduation term given"}</p>
        <p className="text-sm">
          <a href={`mailto:${entry.email}`} className={`${textLink} wrap-anywhere`}>
            {entry.email}
          </a>
        </p>
        {links.length > 0 && (
          <ul aria-label={`${name}'s links`} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {links.map(([kind, href]) => (
              <li key={kind}>
                <a href={href} target="_blank" rel="noopener noreferrer nofollow" className={textLink}>
                  {LINK_LABELS[kind]}
                  <span className="sr-only"> of {name} (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        )}
        <p className="text-sm text-ink-muted">
          Résumé: PDF, {formatBytes(entry.resume.size)}, updated {formatInstant("day", toEpochMs(entry.resume.updatedAt), site.timeZone)}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={secondaryButton} onClick={() => onView(entry)}>
          View<span className="sr-only"> {name}'s résumé</span>
        </button>
        <a href={bookResumeUrl(entry.userId, true)} download={entry.resume.downloadName} className={secondaryButton}>
          Download<span className="sr-only"> {name}'s résumé</span>
        </a>
      </div>
    </li>
  );
}
