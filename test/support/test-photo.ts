import sharp from "sharp";

/**
 * A stand-in for a phone's photo, made at test time rather than committed: 4000×3000 JPEG at
 * quality 92, ~3–4 MB. Smooth light, a horizon, soft shapes and sensor-like grain, so encoders
 * meet what they meet in a real photo (pure noise would flatter nothing and mislead sizes).
 * Seeded, so every run measures the same picture.
 */
export async function testPhoto(width = 4000, height = 3000): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 0x2545f491;
  const random = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 0x100000000;
  };
  const horizon = height * 0.55;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const u = x / width;
      const v = y / height;
      let r: number, g: number, b: number;
      if (y < horizon) {
        // Sky: warm near the horizon, a soft sun.
        const sun = Math.max(0, 1 - Math.hypot(u - 0.7, v - 0.3) * 4);
        r = 120 + 110 * v + 80 * sun;
        g = 150 + 70 * v + 60 * sun;
        b = 230 - 60 * v;
      } else {
        // Hills and grass: rolling bands with texture.
        const ridge = Math.sin(u * 9 + Math.sin(v * 20)) * 0.5 + 0.5;
        r = 60 + 50 * ridge + 30 * Math.sin(x / 37) * Math.sin(y / 23);
        g = 110 + 60 * ridge + 25 * Math.sin(x / 11 + y / 17);
        b = 50 + 30 * ridge;
      }
      const grain = (random() - 0.5) * 22;
      const at = (y * width + x) * 3;
      pixels[at] = Math.max(0, Math.min(255, r + grain));
      pixels[at + 1] = Math.max(0, Math.min(255, g + grain));
      pixels[at + 2] = Math.max(0, Math.min(255, b + grain));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92, chromaSubsampling: "4:4:4" })
    .toBuffer();
}
