import sharp from "sharp";

/**
 * A stand-in for an iPhone's HEIC photo, made at test time: the HEIF container an iPhone writes
 * (brand `heic`, one `hvc1` image item with its `hvcC` decoder configuration), holding a tiny
 * picture's coded data. sharp's prebuilt libheif has no HEVC decoder, so it reads the header and
 * fails on the pixels, as it does on a real HEIC; where a build of sharp can decode HEVC, this
 * file is still not valid HEVC, so the test of that path uses a HEIF that holds AVIF instead.
 *
 * Built from sharp's own AVIF (also HEIF): the `av1C` property becomes an `hvcC` one, the item
 * type `av01` becomes `hvc1`, and every size and offset that moves is corrected.
 */
export async function testHeic(): Promise<Buffer> {
  const avif = await sharp({
    create: { width: 64, height: 48, channels: 3, background: "#c08040" },
  })
    .avif({ quality: 50, effort: 0 })
    .toBuffer();
  const boxes = path(avif, ["meta", "iprp", "ipco", "av1C"]);
  const av1C = boxes.at(-1)!;
  // HEVCDecoderConfigurationRecord, no parameter-set arrays: Main profile, level 3, 4:2:0, 8-bit.
  const record = Buffer.from([
    1, 0x01, 0x60, 0, 0, 0, 0x90, 0, 0, 0, 0, 0, 0x5a, 0xf0, 0, 0xfc, 0xfd, 0xf8, 0xf8, 0, 0, 0x0f,
    0,
  ]);
  const hvcC = Buffer.alloc(8 + record.length);
  hvcC.writeUInt32BE(hvcC.length, 0);
  hvcC.write("hvcC", 4, "latin1");
  record.copy(hvcC, 8);
  const grown = hvcC.length - av1C.size;
  const heic = Buffer.concat([avif.subarray(0, av1C.at), hvcC, avif.subarray(av1C.at + av1C.size)]);
  for (const box of boxes.slice(0, -1)) heic.writeUInt32BE(box.size + grown, box.at);
  replaceAll(heic, "av01", "hvc1");
  replaceAll(heic, "avif", "heic");
  shiftItemOffsets(heic, path(heic, ["meta", "iloc"]).at(-1)!.at, grown);
  return heic;
}

interface Box {
  at: number;
  size: number;
}

/** The boxes from the top level down to the last type named. */
function path(file: Buffer, types: string[]): Box[] {
  const found: Box[] = [];
  let [start, end] = [0, file.length];
  for (const type of types) {
    let at = start;
    while (at < end && file.toString("latin1", at + 4, at + 8) !== type) {
      at += file.readUInt32BE(at);
    }
    if (at >= end) throw new Error(`no ${type} box`);
    const size = file.readUInt32BE(at);
    found.push({ at, size });
    // meta is a full box: four bytes of version and flags before its children.
    [start, end] = [at + 8 + (type === "meta" ? 4 : 0), at + size];
  }
  return found;
}

function replaceAll(file: Buffer, from: string, to: string) {
  for (let at = file.indexOf(from); at >= 0; at = file.indexOf(from, at + 1)) {
    file.write(to, at, "latin1");
  }
}

/** Moves every item's data offset in the `iloc` box at `at` by `by` (the data follows it). */
function shiftItemOffsets(file: Buffer, at: number, by: number) {
  const version = file[at + 8]!;
  const offsetSize = file[at + 12]! >> 4;
  const lengthSize = file[at + 12]! & 15;
  const baseSize = file[at + 13]! >> 4;
  const indexSize = version > 0 ? file[at + 13]! & 15 : 0;
  let cursor = at + 14;
  const read = (bytes: number) => {
    const value = bytes === 0 ? 0 : file.readUIntBE(cursor, bytes);
    cursor += bytes;
    return value;
  };
  const count = read(version < 2 ? 2 : 4);
  for (let item = 0; item < count; item++) {
    read(version < 2 ? 2 : 4); // item ID
    if (version > 0) read(2); // construction method
    read(2); // data reference index
    const baseAt = cursor;
    const base = read(baseSize);
    if (base > 0) file.writeUIntBE(base + by, baseAt, baseSize);
    const extents = read(2);
    for (let extent = 0; extent < extents; extent++) {
      read(indexSize);
      const offsetAt = cursor;
      const offset = read(offsetSize);
      if (base === 0 && offset > 0) file.writeUIntBE(offset + by, offsetAt, offsetSize);
      read(lengthSize);
    }
  }
}
