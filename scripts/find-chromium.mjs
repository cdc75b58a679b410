import { existsSync } from "node:fs";

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

/**
 * Test tools cannot download a browser here, so find one: CHROME_PATH, else a system
 * Chromium/Chrome, else the headless build that @sparticuz/chromium ships inside its npm package.
 */
export async function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH points to a missing file: ${fromEnv}`);
    return fromEnv;
  }
  const system = SYSTEM_BROWSERS.find((path) => existsSync(path));
  if (system) return system;
  const { default: chromium } = await import("@sparticuz/chromium");
  return chromium.executablePath();
}
