/**
 * Where the ZIP goes. Where the browser lets a page write a file as it is
 * made (the File System Access API: Chrome, Edge), the ZIP streams into the
 * file the sponsor picked, and memory stays flat however large the book.
 * Elsewhere it is kept in memory as a Blob and saved when complete: the
 * page says so for large sets.
 */

type SaveFilePicker = (options: {
  suggestedName: string;
  types: { description: string; accept: Record<string, string[]> }[];
}) => Promise<{ createWritable: () => Promise<WritableStream<Uint8Array>> }>;

export type ZipDestination = { kind: "file"; writable: WritableStream<Uint8Array> } | { kind: "memory" };

/** Whether this browser can stream a download into a file. */
export function canStreamToFile(): boolean {
  return typeof window !== "undefined" && typeof (window as { showSaveFilePicker?: unknown }).showSaveFilePicker === "function";
}

/**
 * Asks where to save (call it first in the click handler: the picker needs
 * the click's user activation). Null when the sponsor cancelled the picker.
 */
export async function chooseZipDestination(suggestedName: string): Promise<ZipDestination | null> {
  if (!canStreamToFile()) return { kind: "memory" };
  const picker = (window as unknown as { showSaveFilePicker: SaveFilePicker }).showSaveFilePicker;
  try {
    const handle = await picker({ suggestedName, types: [{ description: "ZIP archive", accept: { "application/zip": [".zip"] } }] });
    return { kind: "file", writable: await handle.createWritable() };
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") return null;
    // Refused for another reason (a policy, an embedded frame): save it the other way.
    return { kind: "memory" };
  }
}

/** Writes the stream to the destination; `signal` stops it and discards a partly written file. */
export async function saveZip(stream: ReadableStream<Uint8Array>, destination: ZipDestination, fileName: string, signal: AbortSignal) {
  if (destination.kind === "file") {
    await stream.pipeTo(destination.writable, { signal });
    return;
  }
  const blob = await new Response(stream.pipeThrough(new TransformStream(), { signal })).blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it started; give it a moment.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
