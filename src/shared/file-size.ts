const kb = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const mb = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** "182 KB", "1.4 MB": a file's size as people read it (1 KB = 1,024 bytes, as file managers count). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${kb.format(bytes / 1024)} KB`;
  return `${mb.format(bytes / (1024 * 1024))} MB`;
}
