import type { Page } from "playwright-core";

export type FetchedFile = { type: "script" | "stylesheet"; path: string; gzipKB: number };
export type FirstLoad = { files: FetchedFile[]; jsKB: number; cssKB: number };

export declare function measureFirstLoad(page: Page, url: string): Promise<FirstLoad>;
