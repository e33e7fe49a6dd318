import { csv } from "./csv";
import { graduationTermLabel } from "./profile";
import { MANIFEST_COLUMNS, type ResumeBookEntry } from "./resume-book";

/**
 * The résumé book's manifest (`manifest.csv`): one line per résumé, in
 * MANIFEST_COLUMNS order, its `file` the name the résumé has in the ZIP.
 * One definition for the Worker's GET /api/resume-book/manifest.csv and for
 * the manifest the sponsor page writes into the ZIP it builds from the
 * résumés it actually got (docs/decisions/031-resume-book-pages.md).
 *
 * Written as every CSV of the site is (./csv.ts): quoted, formulas defused.
 */

/** One entry's cells, in MANIFEST_COLUMNS order. */
export function manifestRow(entry: ResumeBookEntry): (string | number | null)[] {
  return [
    entry.resume.downloadName,
    entry.firstName,
    entry.lastName,
    entry.email,
    entry.major,
    entry.graduationTerm ? graduationTermLabel(entry.graduationTerm) : null,
    entry.degree,
    entry.links.linkedin,
    entry.links.github,
    entry.links.portfolio,
    entry.resume.updatedAt,
    entry.resume.size,
  ];
}

export function manifestCsv(entries: readonly ResumeBookEntry[]): string {
  return csv(MANIFEST_COLUMNS, entries.map(manifestRow));
}
