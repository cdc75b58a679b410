import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState, type ComponentType, type MouseEvent } from "react";

/**
 * Markup the server draws and the browser keeps as it is, without its code
 * (docs/decisions/0024-static-text-is-not-hydrated.md).
 *
 * Contract:
 * - `islandCode(onServer, importer)` describes one component. `onServer` is the component
 *   itself, imported through a `*.server.ts` module, so it is undefined in the browser and its
 *   code (and the text it draws) is in no page's up-front JavaScript; `importer` is an
 *   `import()` of the same component, fetched only when the browser has to draw it.
 * - `<StaticIsland>` draws the component inside a <div> on the server. Hydrating that page, the
 *   browser renders the same <div> with an empty `dangerouslySetInnerHTML`, which React adopts
 *   without touching what the server put inside: the text is read, never run.
 * - On a client-side navigation the page's `clientLoader` (`loadIslandWith`) awaits the code
 *   with the loader's data, so the island is drawn at once, like any other component. If the
 *   code cannot be fetched, the page is loaded as a document instead (the server draws it all).
 * - `wanted` fetches the code for a page already showing the server's markup (the food chart
 *   when a reader reaches for it); the server's markup stays until the code arrives, then the
 *   component replaces it in one commit. If that fetch fails, the markup stays.
 * - Whatever is inside stays static until then: links in it are plain anchors, so the island
 *   hands internal ones to the router, as `<Link>` would.
 */

export interface IslandCode<P> {
  /** The component if it can be drawn now: always on the server, in the browser once loaded. */
  current(): ComponentType<P> | undefined;
  /** Fetches the component's code in the browser (once); resolves with the component. */
  load(): Promise<ComponentType<P>>;
}

export function islandCode<P>(
  onServer: ComponentType<P> | undefined,
  importer: () => Promise<{ default: ComponentType<P> }>,
): IslandCode<P> {
  let component = onServer;
  let loading: Promise<ComponentType<P>> | undefined;
  return {
    current: () => component,
    load() {
      if (component) return Promise.resolve(component);
      loading ??= importer().then(
        (module) => (component = module.default),
        (error: unknown) => {
          loading = undefined; // A later navigation may try again.
          throw error;
        },
      );
      return loading;
    },
  };
}

/**
 * A route's `clientLoader` for a page with islands: its server data and every island's code
 * together, so a client-side navigation draws the whole page in one commit.
 */
export function loadIslandWith(...codes: { load(): Promise<unknown> }[]) {
  return async ({ request, serverLoader }: ClientLoaderFunctionArgs) => {
    const [data] = await Promise.all([
      serverLoader(),
      Promise.all(codes.map((code) => code.load())).catch((error: unknown) => {
        console.error("Could not load the page's text; loading the page itself instead.", error);
        // As Remix does when a route's own module fails to load. Not `redirectDocument`: it
        // brings the server runtime's response helpers into every page's JavaScript. The
        // navigation stays pending until the browser leaves for the document.
        window.location.assign(request.url);
        return new Promise<never>(() => {});
      }),
    ]);
    return data;
  };
}

interface IslandProps<P> {
  code: IslandCode<P>;
  /** The component's props once the browser draws it (the server draws it with them, too). */
  props?: P;
  /** Fetch the code and draw the component live, replacing the server's markup. */
  wanted?: boolean;
  className?: string;
}

export function StaticIsland<P extends object>({
  code,
  wanted = false,
  className,
  props,
}: IslandProps<P>) {
  const [Component, setComponent] = useState(() => code.current());
  const [empty, setEmpty] = useState(false);
  const kept = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  // A kept island with nothing inside was drawn by the browser without its code (a route that
  // forgot it in its clientLoader): draw it as soon as the code is here rather than leave a gap.
  useEffect(() => {
    if (kept.current && !kept.current.hasChildNodes()) setEmpty(true);
  }, []);

  useEffect(() => {
    if (!(wanted || empty) || Component) return;
    let mounted = true;
    code.load().then(
      (loaded) => mounted && setComponent(() => loaded),
      (error: unknown) => console.warn("Kept the server's markup: its code did not load.", error),
    );
    return () => {
      mounted = false;
    };
  }, [wanted, empty, Component, code]);

  if (Component) {
    return (
      <div key="drawn" className={className}>
        <Component {...(props ?? ({} as P))} />
      </div>
    );
  }
  return (
    // The click handler only hands on clicks from the links inside, which a keyboard fires too.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      key="kept"
      ref={kept}
      className={className}
      onClick={(event) => followInternalLink(event, navigate)}
      // Empty, and left alone: React keeps the server's children in place (see the contract).
      dangerouslySetInnerHTML={{ __html: "" }}
      suppressHydrationWarning
    />
  );
}

/** A plain click on a link to another page of this site goes through the router. */
function followInternalLink(event: MouseEvent, navigate: (to: string) => void) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = (event.target as Element).closest("a");
  if (!anchor || anchor.target || anchor.hasAttribute("download")) return;
  if (anchor.origin !== window.location.origin) return;
  const samePage =
    anchor.pathname === window.location.pathname && anchor.search === window.location.search;
  if (samePage && anchor.hash) return; // The browser scrolls to it.
  event.preventDefault();
  navigate(anchor.pathname + anchor.search + anchor.hash);
}
