/**
 * Registers the tracker's service worker (public/tracker-sw.js, built by
 * scripts/tracker-offline.mjs) for /tracker alone: it never controls, or caches, any other page
 * of the site (docs/decisions/0044-the-symptom-tracker.md). A development server has no built
 * worker, so there it registers nothing.
 */
import { Workbox } from "workbox-window";

export const WORKER_URL = "/tracker-sw.js";
export const WORKER_SCOPE = "/tracker";

export function registerTrackerWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  void new Workbox(WORKER_URL, { scope: WORKER_SCOPE }).register().catch(() => {
    // Offline use is a convenience: the tracker works without it.
  });
}
