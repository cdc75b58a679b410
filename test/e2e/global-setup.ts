import { startServer } from "../support/server";
import { findTestChromium } from "../../scripts/find-chromium.mjs";

/** Starts the built site once for all workers; workers read its URL from the environment. */
export default async function globalSetup() {
  process.env.CHROME_PATH ??= await findTestChromium();
  const site = await startServer({ env: { SITE_URL: "" } });
  process.env.E2E_BASE_URL = site.url;
  return async () => {
    await site.stop();
  };
}
