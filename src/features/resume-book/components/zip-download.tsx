import { useEffect, useRef, useState } from "react";
import { primaryButton, secondaryButton } from "~/components/buttons";
import { FormAlert } from "~/components/form-alert";
import { errorDetail } from "~/lib/api-error";
import { formatBytes } from "~/shared/file-size";
import type { ResumeBookEntry } from "~/shared/resume-book";
import { canStreamToFile, chooseZipDestination, saveZip } from "../lib/save-zip";
import type { ZipOutcome, ZipProgress } from "../lib/zip-book";
import { entryName } from "./book-entry-card";
import { plural } from "~/shared/plural";

/** Past this, a browser that cannot stream to a file is told that the ZIP is built in memory. */
const LARGE_IN_MEMORY_BYTES = 50 * 1024 * 1024;

// client-zip and the ZIP code load when the sponsor asks for a ZIP, not with the page.
const loadZip = () => import("../lib/zip-book");

type Run =
  | { state: "idle" }
  | { state: "running"; progress: ZipProgress }
  | { state: "done"; fileName: string; outcome: ZipOutcome }
  | { state: "cancelled" }
  | { state: "failed"; message: string };

/** "resume-book-orchard-compute-2026-11-23.zip" */
function zipName(organisation: string | null): string {
  const who = (organisation ?? "admin")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `resume-book-${who || "sponsor"}-${new Date().toISOString().slice(0, 10)}.zip`;
}

type ZipDownloadProps = { entries: readonly ResumeBookEntry[]; organisation: string | null };

/**
 * "Download these N as one ZIP": the résumés the filters show, with
 * manifest.csv, built here one file at a time (lib/zip-book.ts) and written
 * to a file as it grows where the browser allows (lib/save-zip.ts).
 */
export function ZipDownload({ entries, organisation }: ZipDownloadProps) {
  const [run, setRun] = useState<Run>({ state: "idle" });
  const controller = useRef<AbortController | null>(null);
  const frame = useRef(0);
  const [streams, setStreams] = useState(true);
  useEffect(() => setStreams(canStreamToFile()), []);
  useEffect(() => () => controller.current?.abort(), []);

  const total = entries.reduce((sum, entry) => sum + entry.resume.size, 0);
  const count = entries.length;

  async function start() {
    const fileName = zipName(organisation);
    // First, while the click still counts as the sponsor's: the save dialog needs it.
    const destination = await chooseZipDestination(fileName);
    if (!destination) return;
    const abort = new AbortController();
    controller.current = abort;
    setRun({ state: "running", progress: { filesDone: 0, filesTotal: count, bytes: 0 } });
    try {
      const { zipBook } = await loadZip();
      const { stream, outcome } = zipBook(entries, {
        signal: abort.signal,
        // At most one update per frame: a file arrives in dozens of chunks.
        onProgress: (progress) => {
          cancelAnimationFrame(frame.current);
          frame.current = requestAnimationFrame(() => setRun((current) => (current.state === "running" ? { state: "running", progress } : current)));
        },
      });
      await saveZip(stream, destination, fileName, abort.signal);
      cancelAnimationFrame(frame.current);
      setRun({ state: "done", fileName, outcome: await outcome });
    } catch (error) {
      cancelAnimationFrame(frame.current);
      if (destination.kind === "file") await destination.writable.abort().catch(() => undefined);
      setRun(abort.signal.aborted ? { state: "cancelled" } : { state: "failed", message: errorDetail(error) });
    } finally {
      controller.current = null;
    }
  }

  const running = run.state === "running";
  return (
    <section aria-labelledby="zip-title" className="space-y-3 rounded-lg border border-line p-4">
      <h2 id="zip-title" className="text-lg font-semibold text-ink">
        Download as one ZIP
      </h2>
      <p className="text-ink-muted">
        The {count === 1 ? "résumé" : `${count} résumés`} shown below, about {formatBytes(total)}, with manifest.csv (names, majors, graduation terms, degrees
        and links, one line per file).
        {!streams && total > LARGE_IN_MEMORY_BYTES && (
          <strong className="font-semibold text-ink">
            {" "}
            This browser keeps the whole ZIP in memory until it is saved; in Chrome or Edge it is written to disk as it is built.
          </strong>
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={primaryButton} disabled={running || count === 0} onClick={() => void start()}>
          {running ? "Building the ZIP…" : `Download ${plural(count, "résumé")} as ZIP`}
        </button>
        {running && (
          <button type="button" className={secondaryButton} onClick={() => controller.current?.abort()}>
            Cancel
          </button>
        )}
      </div>
      <div aria-live="polite" className="space-y-2">
        {run.state === "running" && <ZipProgressBar progress={run.progress} />}
        {run.state === "done" && <ZipDone fileName={run.fileName} outcome={run.outcome} />}
        {run.state === "cancelled" && <p className="text-ink">Cancelled: no ZIP was saved.</p>}
      </div>
      <FormAlert>{run.state === "failed" && `The ZIP could not be built: ${run.message}`}</FormAlert>
    </section>
  );
}

function ZipProgressBar({ progress }: { progress: ZipProgress }) {
  return (
    <>
      <progress value={progress.filesDone} max={Math.max(1, progress.filesTotal)} aria-label="Résumés added to the ZIP" className="h-2 w-full accent-brand" />
      <p className="text-sm text-ink-muted">
        {progress.filesDone} of {plural(progress.filesTotal, "résumé")} · {formatBytes(progress.bytes)}
      </p>
    </>
  );
}

function ZipDone({ fileName, outcome }: { fileName: string; outcome: ZipOutcome }) {
  const got = outcome.included.length;
  return (
    <div className="space-y-1">
      <p className="font-medium text-ink">
        Saved {fileName}: {plural(got, "résumé")} and manifest.csv.
      </p>
      {outcome.missing.length > 0 && (
        <p className="text-sm text-ink-muted">Not in it, because they left the book since this list was loaded: {outcome.missing.map(entryName).join(", ")}.</p>
      )}
    </div>
  );
}
