import { closeSync, fstatSync, openSync, readSync, renameSync, rmSync, writeSync } from 'node:fs';
import { Unzip, UnzipInflate } from 'fflate';

/** End-of-central-directory record: signature, and the farthest it can sit from the end (64 KB comment). */
const EOCD = 0x06054b50;
const EOCD_SEARCH = 22 + 0xffff;
const CENTRAL_ENTRY = 0x02014b50;

/**
 * Names in a zip's central directory, read from the end of the file only (a few KB, whatever the zip's size).
 * Throws when the file is not a complete zip (an error page, a cut-off download).
 */
export function zipEntryNames(file: string): string[] {
  const fd = openSync(file, 'r');
  try {
    const size = fstatSync(fd).size;
    const tailLength = Math.min(size, EOCD_SEARCH);
    const tail = Buffer.alloc(tailLength);
    readSync(fd, tail, 0, tailLength, size - tailLength);
    let at = -1;
    for (let i = tailLength - 22; i >= 0; i--)
      if (tail.readUInt32LE(i) === EOCD) {
        at = i;
        break;
      }
    if (at < 0) throw new Error('not a complete zip file (no central directory)');
    const entries = tail.readUInt16LE(at + 10);
    const cdSize = tail.readUInt32LE(at + 12);
    const cdOffset = tail.readUInt32LE(at + 16);
    if (cdOffset === 0xffffffff || cdOffset + cdSize > size) throw new Error('zip64 or damaged central directory');
    const cd = Buffer.alloc(cdSize);
    readSync(fd, cd, 0, cdSize, cdOffset);
    const names: string[] = [];
    let p = 0;
    for (let n = 0; n < entries && p + 46 <= cd.length; n++) {
      if (cd.readUInt32LE(p) !== CENTRAL_ENTRY) throw new Error('damaged zip central directory');
      const nameLength = cd.readUInt16LE(p + 28);
      names.push(cd.subarray(p + 46, p + 46 + nameLength).toString('utf8'));
      p += 46 + nameLength + cd.readUInt16LE(p + 30) + cd.readUInt16LE(p + 32);
    }
    return names;
  } finally {
    closeSync(fd);
  }
}

/**
 * Streams the members whose base name `want` accepts out of the zip at `file` into `<outDir>/<base name>`
 * (through `.part` files), reading `chunkBytes` at a time: memory stays at a few chunks whatever the members'
 * size (a 1 GB stop_times.txt is never held whole). Returns the base names written, with their sizes.
 */
export function extractZipMembers(
  file: string,
  outPath: (baseName: string) => string,
  want: (baseName: string) => boolean,
  chunkBytes = 1 << 20,
): Record<string, number> {
  const written: Record<string, number> = {};
  const open = new Map<string, number>();
  let failure: Error | null = null;
  const unzip = new Unzip((entry) => {
    const base = entry.name.split('/').pop() ?? entry.name;
    // Folder entries ("feed/") have no base name.
    if (base === '' || !want(base) || written[base] !== undefined) return;
    const part = `${outPath(base)}.part`;
    const fd = openSync(part, 'w');
    open.set(base, fd);
    written[base] = 0;
    entry.ondata = (error, data, final) => {
      if (error) {
        failure ??= error;
        return;
      }
      writeSync(fd, data);
      written[base] = (written[base] ?? 0) + data.length;
      if (final) {
        closeSync(fd);
        open.delete(base);
        renameSync(part, outPath(base));
      }
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(chunkBytes);
    for (;;) {
      const n = readSync(fd, buffer, 0, chunkBytes, null);
      // fflate keeps the chunk it is given: hand it a copy, the buffer is reused.
      unzip.push(Uint8Array.prototype.slice.call(buffer, 0, n), n === 0);
      if (failure) throw failure;
      if (n === 0) break;
    }
  } finally {
    closeSync(fd);
    for (const [base, member] of open) {
      closeSync(member);
      rmSync(`${outPath(base)}.part`, { force: true });
    }
  }
  if (open.size > 0) throw new Error(`the zip ended inside ${[...open.keys()].join(', ')}`);
  return written;
}
