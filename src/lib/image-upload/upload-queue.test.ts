import { describe, expect, it } from "vitest";
import { concurrencyLimit, readyInOrder, type UploadStage } from "./upload-queue";

/** A task that finishes when the test says so. */
function controlled() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { done, finish };
}

describe("concurrencyLimit", () => {
  it("runs at most the limit at once, and starts the next in order as each ends", async () => {
    const run = concurrencyLimit(3);
    const tasks = Array.from({ length: 5 }, controlled);
    const started: number[] = [];
    const results = tasks.map((task, i) =>
      run(async () => {
        started.push(i);
        await task.done;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    tasks[1]!.finish();
    await results[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2, 3]);
    for (const task of tasks) task.finish();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
  });

  it("frees the place of a task that fails", async () => {
    const run = concurrencyLimit(1);
    const failed = run(() => Promise.reject(new Error("no")));
    const after = run(async () => "next");
    await expect(failed).rejects.toThrow("no");
    expect(await after).toBe("next");
  });
});

describe("readyInOrder", () => {
  const entries = (...stages: UploadStage[]) => stages.map((stage, key) => ({ key, stage }));
  it("hands on the finished ones up to the first still waiting or running, passing over failures", () => {
    expect(readyInOrder(entries("done", "done", "uploading", "done")).map((e) => e.key)).toEqual([0, 1]);
    expect(readyInOrder(entries("failed", "done", "waiting")).map((e) => e.key)).toEqual([1]);
    expect(readyInOrder(entries("resizing", "done")).map((e) => e.key)).toEqual([]);
    expect(readyInOrder(entries("done", "failed", "done")).map((e) => e.key)).toEqual([0, 2]);
  });
});
