import { readFile } from "node:fs/promises";
import path from "node:path";
import { site } from "~content/site";
import type { CardSpec } from "./card-spec";
import { CARD_HEIGHT, CARD_WIDTH } from "./social-image";
import { cardFonts, TEXT_FONT, TITLE_FONT } from "./fonts.server";
import { encodePng } from "./png.server";
import { drawableText, MAX_LABEL_CHARS, MAX_TITLE_CHARS, titleFontSize } from "./text";
import { cardTheme as theme } from "./theme";

/**
 * Draws a card: satori lays the card out as SVG with the site's fonts, resvg rasterises it on
 * libuv's thread pool, and zlib compresses the PNG there too. Satori and resvg are imported on
 * the first card, so the page routes never load them.
 */

const PUBLIC_DIR = path.resolve(process.cwd(), "public");
const ILLUSTRATION_DIR = path.join(PUBLIC_DIR, "images");
const MIME: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
};
const IMAGE_FRAME = { width: 440, height: 440 };
const LOGO_SIZE = 64;
const DISPLAY_HOST = new URL(site.productionOrigin).host;

const dataUris = new Map<string, Promise<string | null>>();

/** A same-site file under public/images as a data URI; null if it is missing or elsewhere. */
function publicImage(src: string): Promise<string | null> {
  let uri = dataUris.get(src);
  if (!uri) {
    const file = path.resolve(PUBLIC_DIR, `.${src}`);
    const type = MIME[path.extname(file).toLowerCase()];
    uri =
      !type || !file.startsWith(`${ILLUSTRATION_DIR}${path.sep}`)
        ? Promise.resolve(null)
        : readFile(file).then(
            (bytes) => `data:${type};base64,${bytes.toString("base64")}`,
            () => null,
          );
    // Illustrations are a fixed set of files; only ones that exist are remembered.
    void uri.then((value) => value === null && dataUris.delete(src));
    dataUris.set(src, uri);
  }
  return uri;
}

let logoUri: Promise<string> | undefined;
function logo(): Promise<string> {
  logoUri ??= readFile(path.join(PUBLIC_DIR, "logo.svg")).then(
    (bytes) => `data:image/svg+xml;base64,${bytes.toString("base64")}`,
  );
  return logoUri;
}

/** The generic card's soft sun and hills, behind everything. */
const BACKDROP = `data:image/svg+xml;base64,${Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 1200 630">` +
    `<rect width="1200" height="630" fill="${theme.page}"/>` +
    `<circle cx="1150" cy="30" r="230" fill="${theme.accentSoft}" opacity="0.6"/>` +
    `<path d="M0 572C220 536 420 544 640 574S1000 604 1200 560V630H0Z" fill="${theme.muted}"/>` +
    `<path d="M0 606C260 584 480 590 720 606S1040 620 1200 602V630H0Z" fill="${theme.accentSoft}" opacity="0.8"/>` +
    `</svg>`,
).toString("base64")}`;

interface CardPicture {
  logo: string;
  illustration: string | null;
}

const FRAME_OFFSET = 16;
const FRAME_BORDER = 6;

/**
 * The illustration in a white frame with a blush edge offset behind it: drawn with plain boxes,
 * because a blurred shadow costs resvg more than the whole rest of the card.
 */
function Framed({ src }: { src: string }) {
  // Satori sizes boxes as content-box: the border adds to the image's width.
  const outer = IMAGE_FRAME.width + 2 * FRAME_BORDER;
  return (
    <div
      style={{
        display: "flex",
        position: "relative",
        width: outer + FRAME_OFFSET,
        height: outer + FRAME_OFFSET,
      }}
    >
      <div
        style={{
          width: outer,
          height: outer,
          borderRadius: 32,
          position: "absolute",
          left: FRAME_OFFSET,
          top: FRAME_OFFSET,
          backgroundColor: theme.accentSoft,
        }}
      />
      <img
        src={src}
        alt=""
        {...IMAGE_FRAME}
        style={{
          borderRadius: 32,
          position: "absolute",
          left: 0,
          top: 0,
          objectFit: "cover",
          border: `${FRAME_BORDER}px solid ${theme.surface}`,
        }}
      />
    </div>
  );
}

function CardLayout({
  title,
  label,
  picture,
}: {
  title: string;
  label: string;
  picture: CardPicture;
}) {
  const fontSize = titleFontSize(title);
  const withImage = picture.illustration !== null;
  const columnWidth = withImage ? 640 : 780;
  const textWidth = columnWidth - 72 - 28;
  return (
    <div
      style={{
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        display: "flex",
        backgroundColor: theme.page,
        backgroundImage: `url(${BACKDROP})`,
        backgroundSize: `${CARD_WIDTH}px ${CARD_HEIGHT}px`,
        fontFamily: TEXT_FONT,
        color: theme.ink,
      }}
    >
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          flexShrink: 0,
          // Widths here are content widths: satori lays boxes out as content-box.
          width: textWidth,
          padding: "56px 28px 64px 72px",
        }}
      >
        <div style={{ display: "flex", alignItems: "center" }}>
          <img src={picture.logo} width={LOGO_SIZE} height={LOGO_SIZE} alt="" />
          <span
            style={{
              marginLeft: 18,
              fontFamily: TITLE_FONT,
              fontSize: 32,
              color: theme.brandStrong,
            }}
          >
            {site.name}
          </span>
        </div>
        <div
          style={{
            display: "flex",
            flexDirection: "column",
            flexGrow: 1,
            justifyContent: "center",
          }}
        >
          <div
            style={{
              fontWeight: 600,
              fontSize: 24,
              letterSpacing: 2.5,
              textTransform: "uppercase",
              color: theme.accent,
              lineHeight: 1.35,
              lineClamp: 2,
            }}
          >
            {label}
          </div>
          <div
            style={{
              marginTop: 18,
              width: textWidth,
              fontFamily: `${TITLE_FONT}, ${TEXT_FONT}`,
              fontWeight: 600,
              fontSize,
              lineHeight: 1.12,
              color: theme.brandStrong,
              overflowWrap: "anywhere",
              lineClamp: fontSize >= 62 ? 3 : 4,
            }}
          >
            {title}
          </div>
          <div
            style={{
              marginTop: 30,
              width: 96,
              height: 5,
              borderRadius: 3,
              backgroundColor: theme.accent,
            }}
          />
        </div>
        <div style={{ fontSize: 24, color: theme.inkSoft }}>{DISPLAY_HOST}</div>
      </div>
      <div
        style={{
          display: "flex",
          width: CARD_WIDTH - columnWidth - 36,
          alignItems: "center",
          justifyContent: "center",
          paddingRight: 36,
        }}
      >
        {withImage ? (
          <Framed src={picture.illustration!} />
        ) : (
          <img src={picture.logo} width={300} height={300} alt="" />
        )}
      </div>
    </div>
  );
}

export interface RenderedCard {
  png: Buffer;
  /** Milliseconds spent laying out and rasterising. */
  ms: number;
}

/** Renders one card to PNG. Throws if the renderer fails; the caller answers with the generic card. */
export async function renderCard(spec: CardSpec): Promise<RenderedCard> {
  const started = performance.now();
  const [{ default: satori }, { renderAsync }, fonts, logoUri, illustration] = await Promise.all([
    import("satori"),
    import("@resvg/resvg-js"),
    cardFonts(),
    logo(),
    spec.image ? publicImage(spec.image) : Promise.resolve(null),
  ]);
  const title = drawableText(spec.title, fonts.canDraw, MAX_TITLE_CHARS) || fallbackTitle(spec);
  const label = drawableText(spec.label, fonts.canDraw, MAX_LABEL_CHARS);
  const svg = await satori(
    <CardLayout title={title} label={label} picture={{ logo: logoUri, illustration }} />,
    { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: fonts.fonts },
  );
  const image = await renderAsync(svg, {
    fitTo: { mode: "original" },
    font: { loadSystemFonts: false },
  });
  const png = await encodePng(image.pixels, image.width, image.height);
  return { png, ms: performance.now() - started };
}

/** When nothing in a title can be drawn (all emoji, say), the card still says what it is. */
function fallbackTitle(spec: CardSpec): string {
  return spec.kind === "post" ? "A post from my blog" : site.name;
}
