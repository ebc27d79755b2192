/** CRC-32 as zip uses it (ISO 3309, polynomial 0xEDB88320), eight bytes at a time (slicing-by-8). */

const TABLES = (() => {
  const tables = new Int32Array(8 * 256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    tables[n] = c;
  }
  for (let n = 0; n < 256; n++) {
    for (let t = 1; t < 8; t++) {
      const previous = tables[(t - 1) * 256 + n] ?? 0;
      tables[t * 256 + n] = (tables[previous & 0xff] ?? 0) ^ (previous >>> 8);
    }
  }
  return tables;
})();

/** The CRC-32 of `data`, or of what came before (whose CRC-32 is `previous`) followed by `data`. */
export function crc32(data: Uint8Array, previous = 0): number {
  const t = TABLES;
  let crc = ~previous;
  let i = 0;
  const whole = data.length - (data.length % 8);
  // The reads cannot go out of bounds: the table indices are masked to 0–255, the data's by the loop.
  for (; i < whole; i += 8) {
    const a = crc ^ (data[i]! | (data[i + 1]! << 8) | (data[i + 2]! << 16) | (data[i + 3]! << 24));
    crc =
      t[1792 + (a & 0xff)]! ^
      t[1536 + ((a >>> 8) & 0xff)]! ^
      t[1280 + ((a >>> 16) & 0xff)]! ^
      t[1024 + (a >>> 24)]! ^
      t[768 + data[i + 4]!]! ^
      t[512 + data[i + 5]!]! ^
      t[256 + data[i + 6]!]! ^
      t[data[i + 7]!]!;
  }
  for (; i < data.length; i++) crc = t[(crc ^ data[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ -1) >>> 0;
}
