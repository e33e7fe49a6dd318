// The browser's half of `npm run bench:resume`: the /sponsor page builds the
// ZIP of the whole book (300 résumés of 200 KB) in Debian's Chromium, as a
// sponsor's click does, and reports how long it takes and what the page's
// JavaScript heap does meanwhile (CDP Performance.getMetrics, JSHeapUsedSize,
// sampled every 100 ms after a forced garbage collection). Two ways, as the
// page saves:
//   - streamed into a file (the File System Access API, where the sponsor
//     picks the file; here the origin's private file system stands in for
//     the disk, the same writable stream);
//   - in memory (browsers without that API): the ZIP becomes a Blob, then a
//     download.
// Needs the built site (`npm run build`): the Worker under test serves it.
import { chromium, type Browser, type CDPSession } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/chromium.ts";

const MB = 1024 * 1024;

/** How the page saves the ZIP: streamed into a file, or built in memory. */
type SaveMode = "file" | "memory";
/** The sponsor's sign-in. */
type Credentials = { username: string; password: string };
/** One ZIP's figures (sizes in MB). */
type ZipRun = { mode: SaveMode; seconds: number; mb: number; before: number; peak: number; middleMin: number; middleMax: number; samples: number };
/** The File System Access API's save dialog, which the DOM types do not list yet. */
type WithFilePicker = { showSaveFilePicker?: () => Promise<FileSystemFileHandle> };

/** Replaces the save dialog with a file in the origin's private storage (OPFS). */
function streamToPrivateFile() {
  (window as WithFilePicker).showSaveFilePicker = async () => {
    const root = await navigator.storage.getDirectory();
    return root.getFileHandle("bench-book.zip", { create: true });
  };
}

function withoutFilePicker() {
  delete (window as WithFilePicker).showSaveFilePicker;
}

async function heapSampler(cdp: CDPSession) {
  await cdp.send("Performance.enable");
  const samples: { at: number; heap: number }[] = [];
  let timer: NodeJS.Timeout | undefined;
  const sample = async () => {
    const { metrics } = await cdp.send("Performance.getMetrics");
    samples.push({ at: performance.now(), heap: metrics.find((m) => m.name === "JSHeapUsedSize")!.value });
  };
  return {
    start() {
      timer = setInterval(() => void sample().catch(() => undefined), 100);
    },
    async stop() {
      clearInterval(timer);
      await sample();
      return samples;
    },
    sample,
  };
}

/** One ZIP of the whole book from /sponsor; `mode` "file" or "memory". */
async function zipOnce(browser: Browser, url: string, credentials: Credentials, mode: SaveMode, expectedFiles: number): Promise<ZipRun> {
  const context = await browser.newContext({ baseURL: url, acceptDownloads: true });
  await context.addInitScript(mode === "file" ? streamToPrivateFile : withoutFilePicker);
  // Signed in through the API below: the page checks its session only where a sign-in left this hint (decision 011).
  await context.addInitScript(() => localStorage.setItem("session-hint", "1"));
  const login = await context.request.post("/api/auth/login", { data: credentials, headers: { Origin: url } });
  if (!login.ok()) throw new Error(`bench sponsor sign-in: ${login.status()}`);
  const page = await context.newPage();
  await page.goto("/sponsor");
  const button = page.getByRole("button", { name: `Download ${expectedFiles} résumés as ZIP` });
  await button.waitFor({ timeout: 60_000 });
  const cdp = await context.newCDPSession(page);
  await cdp.send("HeapProfiler.enable");
  await cdp.send("HeapProfiler.collectGarbage");
  const heap = await heapSampler(cdp);
  await heap.sample();
  const before = (await heap.stop())[0]!.heap;
  heap.start();
  const started = performance.now();
  const download = mode === "memory" ? page.waitForEvent("download", { timeout: 600_000 }) : null;
  await button.click();
  await page.getByText(/^Saved .*: \d+ résumés and manifest\.csv\.$/).waitFor({ timeout: 600_000 });
  const seconds = (performance.now() - started) / 1000;
  const samples = await heap.stop();
  let bytes: number;
  if (mode === "memory") {
    const file = (await download)!;
    const { stat } = await import("node:fs/promises");
    bytes = (await stat(await file.path())).size;
  } else {
    bytes = await page.evaluate(async () => (await (await (await navigator.storage.getDirectory()).getFileHandle("bench-book.zip")).getFile()).size);
  }
  await context.close();
  const heaps = samples.map((s) => s.heap);
  // The middle half of the run: what the heap does while it streams, apart from the start and the end.
  const middle = heaps.slice(Math.floor(heaps.length / 4), Math.ceil((heaps.length * 3) / 4));
  return {
    mode,
    seconds,
    mb: bytes / MB,
    before: before / MB,
    peak: Math.max(...heaps) / MB,
    middleMin: Math.min(...middle) / MB,
    middleMax: Math.max(...middle) / MB,
    samples: heaps.length,
  };
}

/**
 * Builds the ZIP `rounds` times each way and prints the figures (the
 * medians, and every round's peak).
 */
export async function benchZipInBrowser(
  url: string,
  credentials: Credentials,
  { files, rounds = 3 }: { files: number; rounds?: number },
): Promise<Record<SaveMode, ZipRun[]>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS], headless: true });
  try {
    const results: Record<SaveMode, ZipRun[]> = { file: [], memory: [] };
    for (let round = 0; round < rounds; round += 1) {
      for (const mode of ["file", "memory"] as const) results[mode].push(await zipOnce(browser, url, credentials, mode, files));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const f1 = (n: number) => n.toFixed(1);
    console.log(`\nThe ZIP of the whole book built in Chromium from /sponsor (${files} files), ${rounds} rounds, medians:`);
    for (const mode of ["file", "memory"] as const) {
      const r = results[mode];
      console.log(
        `  ${mode === "file" ? "streamed to a file  " : "in memory (Blob)    "} ${f1(median(r.map((x) => x.seconds)))} s for ${f1(median(r.map((x) => x.mb)))} MB` +
          ` (${f1(median(r.map((x) => x.mb / x.seconds)))} MB/s) · JS heap: ${f1(median(r.map((x) => x.before)))} MB before,` +
          ` ${f1(median(r.map((x) => x.middleMin)))}–${f1(median(r.map((x) => x.middleMax)))} MB while it streams, peak ${f1(median(r.map((x) => x.peak)))} MB` +
          ` (peaks per round: ${r.map((x) => f1(x.peak)).join(", ")})`,
      );
    }
    return results;
  } finally {
    await browser.close();
  }
}
