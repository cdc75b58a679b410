/**
 * The tracker's service worker, built by scripts/tracker-offline.mjs into public/tracker-sw.js
 * and registered for the scope /tracker alone (docs/decisions/0044-the-symptom-tracker.md).
 *
 * Contract:
 * - It controls /tracker and nothing else: every other page of the site is never controlled,
 *   so never served from here. Within the tracker, a client-side visit to another page (its
 *   `.data`) matches no route and goes to the network untouched.
 * - The /tracker document is network first: online she always gets the current page (and with
 *   it the current article links); only when the network fails or takes over four seconds is
 *   the last copy used. The copy is taken when the worker installs, so the very next visit
 *   works offline.
 * - The tracker's JavaScript (its route, recharts, the framework), stylesheets and the two
 *   fonts are precached by URL and revision (the build's list, PRECACHE); hashed files never
 *   change, so nothing precached can be stale. An old list's files are deleted on activation.
 */
import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";

/** Replaced at build by the tracker's files: `{ url, revision }`, revision null when hashed. */
declare const PRECACHE: { url: string; revision: string | null }[];

/** The little of a service worker's global scope used here (the DOM types don't have it). */
interface WaitUntilEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
const worker = self as unknown as {
  location: Location;
  clients: { claim(): Promise<void> };
  addEventListener(type: "install" | "activate", listener: (event: WaitUntilEvent) => void): void;
};

const PAGE = "/tracker";
const PAGE_CACHE = "tracker-page";

registerRoute(
  ({ request, url }) =>
    request.mode === "navigate" && url.origin === worker.location.origin && url.pathname === PAGE,
  new NetworkFirst({
    cacheName: PAGE_CACHE,
    networkTimeoutSeconds: 4,
    matchOptions: { ignoreVary: true },
  }),
);
precacheAndRoute(PRECACHE);
cleanupOutdatedCaches();

worker.addEventListener("install", (event) => {
  event.waitUntil(caches.open(PAGE_CACHE).then((cache) => cache.add(PAGE)));
});
// The page that registered the worker is controlled at once, so it works offline from now.
worker.addEventListener("activate", (event) => event.waitUntil(worker.clients.claim()));
