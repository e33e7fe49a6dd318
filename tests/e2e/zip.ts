import { crc32 } from "node:zlib";

/**
 * Reads a ZIP as the sponsor's unzip tool would: the end-of-central-directory
 * record, then each entry of the central directory and its data (stored,
 * uncompressed: the résumé book's ZIPs compress nothing). Checks each
 * entry's CRC-32, so a ZIP that lists the right names with broken data fails.
 */
export type ZipEntry = { name: string; data: Buffer };

export function readZip(zip: Buffer): ZipEntry[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error("not a ZIP: no end-of-central-directory record");
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`bad central directory entry ${i}`);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString("utf8", at + 46, at + 46 + nameLength);
    if (method !== 0) throw new Error(`${name}: compressed (method ${method}), expected stored`);
    if (zip.readUInt32LE(local) !== 0x04034b50) throw new Error(`${name}: bad local header`);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataStart, dataStart + size);
    if (crc32(data) !== crc) throw new Error(`${name}: CRC-32 does not match`);
    entries.push({ name, data });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
