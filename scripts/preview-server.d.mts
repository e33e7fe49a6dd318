export declare function freePort(): Promise<number>;

export type PreviewOptions = {
  /** Default: a free port. */
  port?: number;
  /** "all": wrangler's output too; "stderr" (default): errors only. */
  logs?: "all" | "stderr";
  timeoutMs?: number;
};

export type Preview = {
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string;
  /** The local D1/KV directory, for scripts that change the database directly. */
  persistTo: string;
  stop(): void;
};

export declare function startPreview(options?: PreviewOptions): Promise<Preview>;
