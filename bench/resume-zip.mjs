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
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";

const MB = 1024 * 1024;

/** Replaces the save dialog with a file in the origin's private storage (OPFS). */
function streamToPrivateFile() {
  window.showSaveFilePicker = async () => {
    const root = await navigator.storage.getDirectory();
    return root.getFileHandle("bench-book.zip", { create: true });
  };
}

function withoutFilePicker() {
  delete window.showSaveFilePicker;
}

async function heapSampler(cdp) {
  await cdp.send("Performance.enable");
  const samples = [];
  let timer;
  const sample = async () => {
    const { metrics } = await cdp.send("Performance.getMetrics");
    samples.push({ at: performance.now(), heap: metrics.find((m) => m.name === "JSHeapUsedSize").value });
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
async function zipOnce(browser, url, credentials, mode, expectedFiles) {
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
  const before = (await heap.stop())[0].heap;
  heap.start();
  const started = performance.now();
  const download = mode === "memory" ? page.waitForEvent("download", { timeout: 600_000 }) : null;
  await button.click();
  await page.getByText(/^Saved .*: \d+ résumés and manifest\.csv\.$/).waitFor({ timeout: 600_000 });
  const seconds = (performance.now() - started) / 1000;
  const samples = await heap.stop();
  let bytes;
  if (mode === "memory") {
    const file = await download;
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
export async function benchZipInBrowser(url, credentials, { files, rounds = 3 }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS], headless: true });
  try {
    const results = { file: [], memory: [] };
    for (let round = 0; round < rounds; round += 1) {
      for (const mode of ["file", "memory"]) results[mode].push(await zipOnce(browser, url, credentials, mode, files));
    }
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const f1 = (n) => n.toFixed(1);
    console.log(`\nThe ZIP of the whole book built in Chromium from /sponsor (${files} files), ${rounds} rounds, medians:`);
    for (const mode of ["file", "memory"]) {
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
