import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** Flags that keep a headless Chromium quiet on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

const SYSTEM_BROWSERS = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
];

function fromEnvironment() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && !existsSync(fromEnv)) {
    throw new Error(`CHROME_PATH points to a missing file: ${fromEnv}`);
  }
  return fromEnv;
}

/** The headless shell in @sparticuz/chromium, unpacked into the temporary folder on first use. */
async function headlessShell() {
  const { default: chromium } = await import("@sparticuz/chromium");
  return chromium.executablePath();
}

/**
 * Test tools cannot download a browser here, so find one: CHROME_PATH, else a system
 * Chromium/Chrome (the browser readers have, for the benches, screenshots and the journeys through
 * nginx), else the headless build that @sparticuz/chromium ships inside its npm package.
 */
export async function findChromium() {
  return (
    fromEnvironment() ?? SYSTEM_BROWSERS.find((path) => existsSync(path)) ?? (await headlessShell())
  );
}

/**
 * The browser for the browser tests: CHROME_PATH, else the headless shell, which is what
 * Playwright itself runs headless tests in, and on this 2-core machine took the whole browser
 * suite from 11 min 2 s to 7 min 16 s against Debian's full Chromium
 * (docs/decisions/0058-browser-tests-in-the-headless-shell.md). Else a system browser, where the
 * package cannot run (it is built for Linux x64).
 */
export async function findTestChromium() {
  const fromEnv = fromEnvironment();
  if (fromEnv) return fromEnv;
  if (process.platform === "linux" && process.arch === "x64") return headlessShell();
  return findChromium();
}

// `node scripts/find-chromium.mjs`: unpacks the tests' browser once, before the browser suites
// that `npm test` runs side by side would each start unpacking it into the same file.
if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await findTestChromium());
