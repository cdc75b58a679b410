import http from "node:http";
import type { AddressInfo } from "node:net";
import { chromium, type Browser, type Page } from "@playwright/test";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PostBody } from "~/components/blog/PostBody";
import * as entry from "~/entry.server";
import * as root from "~/root";
import { CHROMIUM_ARGS, findChromium } from "../../scripts/find-chromium.mjs";
import { remixFuture } from "../../vite.config";

/**
 * A script that reaches a page's HTML past the post-body sanitiser must not run: the
 * Content-Security-Policy allows only the inline scripts Remix and the site wrote themselves
 * (docs/decisions/0004-csp-hashes-and-render-cache.md).
 *
 * The page is rendered by the real entry.server and root, with a post route that hands an
 * unsanitised body to the real PostBody, and is sent with the policy entry.server produced to a
 * real Chromium. The browser's JavaScript files are tiny modules that only say they ran: what is
 * under test is which inline scripts the policy lets run, not the client's code (the browser
 * tests hydrate the real build).
 */

const INJECTED_BODY = [
  "<p>A post whose body got past the sanitiser.</p>",
  // A stylesheet that got past it too: named by no hash, so it does not apply.
  '<style id="injected-style">body { background-color: rgb(1, 2, 3); }</style>',
  '<script id="injected">document.title = "injected"; window.__injected = true;</script>',
  // A guess at a nonce is no better than none.
  '<script id="guessed-nonce" nonce="AAAAAAAAAAAAAAAAAAAAAA==">window.__injected = true;</script>',
].join("");

const ARTICLE = { "@context": "https://schema.org", "@type": "Article", headline: "A post" };

function InjectedPost() {
  const { body } = useLoaderData<{ body: string }>();
  return <PostBody html={body} />;
}

const postRoute = {
  loader: () => ({ body: INJECTED_BODY }),
  meta: () => [{ title: "A post" }, { "script:ld+json": ARTICLE }],
  default: InjectedPost,
};

const module = (name: string) => `/build/${name}.js`;
const build: ServerBuild = {
  mode: "production",
  entry: { module: entry },
  routes: {
    root: { id: "root", path: "", module: root },
    "routes/post": { id: "routes/post", parentId: "root", path: "post", module: postRoute },
  },
  assets: {
    entry: { module: module("entry.client"), imports: [module("shared")] },
    routes: {
      root: {
        id: "root",
        path: "",
        module: module("root"),
        hasAction: false,
        hasLoader: true,
        hasClientAction: false,
        hasClientLoader: false,
        hasErrorBoundary: true,
      },
      "routes/post": {
        id: "routes/post",
        parentId: "root",
        path: "post",
        module: module("post"),
        hasAction: false,
        hasLoader: true,
        hasClientAction: false,
        hasClientLoader: false,
        hasErrorBoundary: false,
      },
    },
    url: module("manifest"),
    version: "test",
  },
  publicPath: "/build/",
  assetsBuildDirectory: "build/client",
  // The real build's flags, which decide the scripts Remix writes (single fetch's stream).
  future: remixFuture as ServerBuild["future"],
  isSpaMode: false,
};

let server: http.Server;
let origin: string;
let browser: Browser;
let policy: string | null;
let sentHtml: string;

beforeAll(async () => {
  const handle = createRequestHandler(build, "production");
  server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", origin);
    if (url.pathname.startsWith("/build/")) {
      // Stands in for a built module: it only records that the page let it run.
      response.writeHead(200, { "Content-Type": "text/javascript" });
      response.end(`(window.__modules ??= []).push(${JSON.stringify(url.pathname)});`);
      return;
    }
    if (url.pathname !== "/post") {
      response.writeHead(404).end();
      return;
    }
    const answer = await handle(new Request(url));
    policy = answer.headers.get("Content-Security-Policy");
    sentHtml = await answer.text();
    response.writeHead(answer.status, Object.fromEntries(answer.headers));
    response.end(sentHtml);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_ARGS });
}, 30_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

interface Violation {
  directive: string;
  blocked: string;
  element: string | null;
}

/** Opens the post, recording every CSP violation from before the page's first byte is parsed. */
async function openPost(): Promise<{ page: Page; violations: () => Promise<Violation[]> }> {
  const page = await browser.newPage();
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    Object.assign(window, { __violations: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        element: event.target instanceof Element ? event.target.id || event.target.tagName : null,
      });
    });
  });
  const response = await page.goto(`${origin}/post`);
  expect(response?.status()).toBe(200);
  return {
    page,
    violations: () =>
      page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations),
  };
}

describe("a script or stylesheet injected into a page", () => {
  it("is refused by the Content-Security-Policy, while the framework's own scripts run", async () => {
    const { page, violations } = await openPost();
    // The module script (rewritten to start after the first paint) imports the entry last.
    await page.waitForFunction(() =>
      (window as unknown as { __modules?: string[] }).__modules?.includes("/build/entry.client.js"),
    );

    const state = await page.evaluate(async () => {
      const remix = window as unknown as {
        __injected?: boolean;
        __remixContext?: { future: object; stream: ReadableStream };
        __remixRouteModules?: Record<string, unknown>;
      };
      return {
        title: document.title,
        injected: remix.__injected ?? false,
        background: getComputedStyle(document.body).backgroundColor,
        siteStyles: document.getElementById("site-styles")?.tagName ?? null,
        future: remix.__remixContext?.future ?? null,
        // Remix's streaming scripts fill this stream and close it; reading it ends only then.
        streamed: remix.__remixContext
          ? await new Response(remix.__remixContext.stream).text()
          : "",
        routeModules: Object.keys(remix.__remixRouteModules ?? {}),
        // <ScrollRestoration>'s script gives the history entry a key before anything hydrates.
        scrollKey: typeof (history.state as { key?: unknown } | null)?.key,
        article: JSON.parse(
          document.querySelector('script[type="application/ld+json"]')?.textContent ?? "null",
        ) as unknown,
      };
    });

    expect(state.title).toBe("A post");
    expect(state.injected).toBe(false);
    expect(state.background).not.toBe("rgb(1, 2, 3)");
    // The site's own stylesheet is in the page and, named by its hash, refused nothing.
    expect(state.siteStyles).toBe("STYLE");
    expect(await violations()).toEqual([
      { directive: "style-src-elem", blocked: "inline", element: "injected-style" },
      { directive: "script-src-elem", blocked: "inline", element: "injected" },
      { directive: "script-src-elem", blocked: "inline", element: "guessed-nonce" },
    ]);

    expect(state.future).toEqual(remixFuture);
    expect(state.streamed).toContain("A post whose body got past the sanitiser.");
    expect(state.routeModules).toEqual(["root", "routes/post"]);
    expect(state.scrollKey).toBe("string");
    expect(state.article).toEqual(ARTICLE);
    await page.close();
  }, 30_000);

  it("is sent as written, the framework's scripts without their nonce and each with a hash", async () => {
    await (await openPost()).page.close();
    expect(sentHtml).toContain(INJECTED_BODY);
    // The nonce only marked the framework's scripts while the page was rendered.
    expect(sentHtml.match(/<script[^>]*\snonce=[^>]*>/g)).toEqual([
      '<script id="guessed-nonce" nonce="AAAAAAAAAAAAAAAAAAAAAA==">',
    ]);
    const inlineScripts = sentHtml.match(/<script(?![^>]*(?:\ssrc=|"application\/ld\+json"))/g);
    const hashes = policy?.match(/script-src [^;]*/)?.[0].match(/'sha256-[^']+'/g);
    expect(hashes).toHaveLength(inlineScripts!.length - 2);
  }, 30_000);
});
