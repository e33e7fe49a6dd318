import { makeZip } from "client-zip";
import { hasErrorCode } from "~/lib/api-error";
import type { ResumeBookEntry } from "~/shared/resume-book";
import { manifestCsv } from "~/shared/resume-manifest";
import { fetchBookResume } from "../api/fetch-book-resume";

/**
 * The filtered set of the book as one ZIP, built in the sponsor's browser
 * (a Worker's 10 ms of CPU could not checksum 60 MB; serving one file
 * costs it almost nothing — docs/decisions/031-resume-book-pages.md).
 * client-zip stores the files as they are (PDFs do not compress) and pulls
 * the next one only when it has written the previous one, so one résumé is
 * in flight at a time and the page's memory stays flat while the ZIP
 * streams to disk. Each file is fetched with `?download=1`, which the
 * access log records as a download. `manifest.csv` comes last, listing the
 * résumés the ZIP holds.
 */

export const MANIFEST_NAME = "manifest.csv";

export type ZipProgress = { filesDone: number; filesTotal: number; bytes: number };

export type ZipOutcome = {
  /** In the ZIP, with the names they have there. */
  included: ResumeBookEntry[];
  /** Left the book (or deleted their file) after the list was loaded: not in the ZIP. */
  missing: ResumeBookEntry[];
};

/** "Chen-Mei-1a2b3c4d.pdf", or "Chen-Mei-1a2b3c4d-2.pdf" if the ZIP already has that name. */
function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = name.replace(/(\.pdf)?$/i, `-${n}$1`);
  taken.add(candidate.toLowerCase());
  return candidate;
}

/** The body, with its bytes counted as the ZIP writer reads them. */
function counted(body: ReadableStream<Uint8Array>, onBytes: (bytes: number) => void): ReadableStream<Uint8Array> {
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        onBytes(chunk.byteLength);
        controller.enqueue(chunk);
      },
    }),
  );
}

/**
 * The ZIP as a stream, and what went into it once the stream has ended. A
 * failure (the access window closed meanwhile, the network) errors the
 * stream; `signal` stops it.
 */
export function zipBook(
  entries: readonly ResumeBookEntry[],
  { signal, onProgress }: { signal: AbortSignal; onProgress: (progress: ZipProgress) => void },
): { stream: ReadableStream<Uint8Array>; outcome: Promise<ZipOutcome> } {
  const included: ResumeBookEntry[] = [];
  const missing: ResumeBookEntry[] = [];
  const taken = new Set([MANIFEST_NAME]);
  const progress: ZipProgress = { filesDone: 0, filesTotal: entries.length, bytes: 0 };
  let finish: (outcome: ZipOutcome) => void = () => undefined;
  const outcome = new Promise<ZipOutcome>((resolve) => (finish = resolve));

  async function* files() {
    for (const entry of entries) {
      signal.throwIfAborted();
      let response: Response;
      try {
        response = await fetchBookResume(entry.userId, signal);
      } catch (error) {
        // Left the book since the list was loaded: the ZIP says so in the page, not with a broken entry.
        if (hasErrorCode(error, "NOT_FOUND")) {
          missing.push(entry);
          progress.filesDone += 1;
          onProgress({ ...progress });
          continue;
        }
        throw error;
      }
      const name = uniqueName(entry.resume.downloadName, taken);
      included.push({ ...entry, resume: { ...entry.resume, downloadName: name } });
      const body = response.body ?? new Response(new Uint8Array()).body!;
      yield {
        name,
        lastModified: new Date(entry.resume.updatedAt),
        input: counted(body, (bytes) => {
          progress.bytes += bytes;
          onProgress({ ...progress });
        }),
      };
      progress.filesDone += 1;
      onProgress({ ...progress });
    }
    yield { name: MANIFEST_NAME, lastModified: new Date(), input: manifestCsv(included) };
    finish({ included, missing });
  }

  return { stream: makeZip(files()), outcome };
}
