import { inflateSync } from "node:zlib";

/** What a test needs to know about a PNG: its header, and its pixels to tell it isn't blank. */
export interface DecodedPng {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel. */
  pixels: Uint8Array;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the IHDR chunk, which a valid PNG always has first. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  if (!bytes.subarray(0, 8).equals(SIGNATURE)) throw new Error("not a PNG");
  if (bytes.toString("latin1", 12, 16) !== "IHDR") throw new Error("PNG without IHDR first");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Decodes the 8-bit, non-interlaced RGB and RGBA PNGs that resvg and the site's files are. */
export function decodePng(bytes: Buffer): DecodedPng {
  const { width, height } = pngSize(bytes);
  const bitDepth = bytes[24];
  const colourType = bytes[25];
  const interlace = bytes[28];
  const channels = colourType === 6 ? 4 : colourType === 2 ? 3 : 0;
  if (bitDepth !== 8 || channels === 0 || interlace !== 0) {
    throw new Error(`unsupported PNG: depth ${bitDepth}, colour type ${colourType}`);
  }
  const data: Buffer[] = [];
  for (let offset = 8; offset < bytes.length;) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString("latin1", offset + 4, offset + 8);
    if (type === "IDAT") data.push(bytes.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const rows = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const source = y * (stride + 1) + 1;
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? rows[y * stride + x - channels]! : 0;
      const up = y > 0 ? rows[(y - 1) * stride + x]! : 0;
      const upLeft = y > 0 && x >= channels ? rows[(y - 1) * stride + x - channels]! : 0;
      const value = raw[source + x]!;
      const predicted = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter];
      if (predicted === undefined) throw new Error(`bad PNG filter ${filter}`);
      rows[y * stride + x] = (value + predicted) & 0xff;
    }
  }
  const pixels = new Uint8Array(width * height * 4);
  for (let index = 0; index < width * height; index++) {
    for (let channel = 0; channel < 4; channel++) {
      pixels[index * 4 + channel] = channel < channels ? rows[index * channels + channel]! : 255;
    }
  }
  return { width, height, pixels };
}

/** Distinct colours (to 4 bits a channel) in a rectangle: a blank or flat card has very few. */
export function colourCount(
  png: DecodedPng,
  area = { x: 0, y: 0, width: png.width, height: png.height },
): number {
  const colours = new Set<number>();
  for (let y = area.y; y < area.y + area.height; y++) {
    for (let x = area.x; x < area.x + area.width; x++) {
      const i = (y * png.width + x) * 4;
      colours.add(
        ((png.pixels[i]! >> 4) << 8) | ((png.pixels[i + 1]! >> 4) << 4) | (png.pixels[i + 2]! >> 4),
      );
    }
  }
  return colours.size;
}

/** Pixels in a rectangle darker than `threshold` (0-255 luminance): the title's ink. */
export function darkPixels(
  png: DecodedPng,
  area: { x: number; y: number; width: number; height: number },
  threshold = 110,
): number {
  let count = 0;
  for (let y = area.y; y < area.y + area.height; y++) {
    for (let x = area.x; x < area.x + area.width; x++) {
      const i = (y * png.width + x) * 4;
      const luminance =
        0.2126 * png.pixels[i]! + 0.7152 * png.pixels[i + 1]! + 0.0722 * png.pixels[i + 2]!;
      if (luminance < threshold) count++;
    }
  }
  return count;
}
