import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

/**
 * The site's own typefaces for the card renderer, from the self-hosted `@fontsource` packages.
 * Satori reads WOFF but not WOFF2, and the variable packages the pages use ship WOFF2 only,
 * so the cards use the static-weight packages of the same families.
 */

export const TITLE_FONT = "Fraunces";
export const TEXT_FONT = "Source Sans 3";

type Weight = 400 | 600;

interface FontFace {
  family: string;
  pkg: string;
  file: string;
  weight: Weight;
  subsets: readonly string[];
}

const FACES: readonly FontFace[] = [
  {
    family: TITLE_FONT,
    pkg: "@fontsource/fraunces",
    file: "fraunces",
    weight: 600,
    subsets: ["latin", "latin-ext", "vietnamese"],
  },
  {
    family: TEXT_FONT,
    pkg: "@fontsource/source-sans-3",
    file: "source-sans-3",
    weight: 600,
    // Fraunces has no Cyrillic or Greek; Source Sans 3 draws those letters in a title.
    subsets: ["latin", "latin-ext", "vietnamese", "cyrillic", "cyrillic-ext", "greek"],
  },
  {
    family: TEXT_FONT,
    pkg: "@fontsource/source-sans-3",
    file: "source-sans-3",
    weight: 400,
    subsets: ["latin"],
  },
];

export interface CardFont {
  name: string;
  data: Buffer;
  weight: Weight;
  style: "normal";
}

export interface CardFonts {
  fonts: CardFont[];
  /** Whether some loaded font has a glyph for this code point. */
  canDraw: (codePoint: number) => boolean;
}

const require = createRequire(import.meta.url);

/** "U+0000-00FF,U+0131" -> [[0, 255], [305, 305]] */
export function parseUnicodeRange(range: string): [number, number][] {
  return range.split(",").map((part) => {
    const [start, end = start] = part.trim().replace(/^U\+/i, "").split("-");
    return [parseInt(start!, 16), parseInt(end!, 16)];
  });
}

async function loadFaces(): Promise<CardFonts> {
  const ranges: [number, number][] = [];
  const fonts: CardFont[] = [];
  for (const face of FACES) {
    const unicode = require(`${face.pkg}/unicode.json`) as Record<string, string>;
    for (const subset of face.subsets) {
      const file = require.resolve(
        `${face.pkg}/files/${face.file}-${subset}-${face.weight}-normal.woff`,
      );
      // Satori keeps one font per name, weight and style: each subset needs a name of its own
      // to be there as a fallback for the letters the Latin file lacks.
      const name = subset === "latin" ? face.family : `${face.family} ${subset}`;
      fonts.push({ name, data: await readFile(file), weight: face.weight, style: "normal" });
      ranges.push(...parseUnicodeRange(unicode[subset] ?? ""));
    }
  }
  return {
    fonts,
    canDraw: (codePoint) => ranges.some(([start, end]) => codePoint >= start && codePoint <= end),
  };
}

let loading: Promise<CardFonts> | undefined;

/** Read once per process, on the first card. */
export function cardFonts(): Promise<CardFonts> {
  loading ??= loadFaces().catch((error) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
