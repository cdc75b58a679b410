import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  judgeAddress as judgeWithRoutes,
  queryParametersRead,
  withoutTrackingSuffix,
} from "~/lib/addresses";

/** The build's route ids, as Remix names them: the root and each file in app/routes/. */
const ROUTE_IDS = [
  "root",
  ...readdirSync("app/routes").map((file) => `routes/${file.replace(/\.tsx?$/, "")}`),
];
const judgeAddress = (target: string) => judgeWithRoutes(target, ROUTE_IDS);

const redirect = (location: string) => ({ kind: "redirect", location });
const canonical = { kind: "canonical" };

describe("judgeAddress: one spelling per address", () => {
  it.each([
    "/",
    "/about",
    "/blog",
    "/blog?category=sleep",
    "/blog?page=2",
    "/blog?category=sleep&page=2",
    "/blog/hot-flushes-at-work",
    "/recipes/overnight-oats",
    "/feed.xml",
    "/sitemap.xml",
    "/robots.txt",
    "/social/page/food.png?v=abc123",
    "/_root.data",
    "/about.data",
    "/sleep.data?_routes=routes%2Fsleep",
    "/blog.data?category=sleep&page=2",
    "/blog.data?category=sleep&_routes=root%2Croutes%2Fblog._index",
    // A canonical spelling of a page that does not exist is the page's 404 to give.
    "/no-such-page",
    "/blog?category=made-up",
    "/blog?page=abc",
  ])("serves %s as it is", (target) => {
    expect(judgeAddress(target)).toEqual(canonical);
  });

  it.each([
    // Case, percent-encoded letters, slashes
    ["/ABOUT", "/about"],
    ["/AbOuT", "/about"],
    ["/%61bout", "/about"],
    ["/about/", "/about"],
    ["/about///", "/about"],
    ["///about", "/about"],
    ["/FEED.XML", "/feed.xml"],
    ["/%66eed.xml", "/feed.xml"],
    ["/Sitemap.xml", "/sitemap.xml"],
    ["/ROBOTS.TXT", "/robots.txt"],
    ["/SOCIAL/page/food.png?v=abc", "/social/page/food.png?v=abc"],
    // Data requests
    ["/about///.data", "/about.data"],
    ["/AbOuT.data", "/about.data"],
    ["/.data", "/_root.data"],
    ["/_ROOT.data", "/_root.data"],
    ["/about.data?x=1", "/about.data"],
    // Parameter values
    ["/blog?category=sleep%20", "/blog?category=sleep"],
    ["/blog?category=%20sleep", "/blog?category=sleep"],
    ["/blog?category=%73leep", "/blog?category=sleep"],
    ["/blog?category=Sleep", "/blog?category=sleep"],
    ["/blog?category=+sleep+", "/blog?category=sleep"],
    ["/blog?category=", "/blog"],
    ["/blog?category=&page=2", "/blog?page=2"],
    ["/blog?page=1", "/blog"],
    ["/blog?page=02", "/blog?page=2"],
    ["/blog?category=sleep&page=1", "/blog?category=sleep"],
    // Order, repeats, unknown parameters, an empty query
    ["/blog?page=2&category=sleep", "/blog?category=sleep&page=2"],
    ["/blog?category=sleep&category=food", "/blog?category=sleep"],
    ["/blog?utm_source=newsletter&category=sleep", "/blog?category=sleep"],
    ["/about?utm_source=newsletter&x=1", "/about"],
    ["/ABOUT?utm_source=newsletter", "/about"],
    ["/blog?category=Sleep&fbclid=abc", "/blog?category=sleep"],
    ["/?page=2", "/"],
    ["/about?", "/about"],
    ["/feed.xml?x=1", "/feed.xml"],
    ["/food?v=1", "/food"],
    ["/social/page/food.png?v=%31", "/social/page/food.png?v=1"],
    ["/social/page/food.png?v=1&x=2", "/social/page/food.png?v=1"],
    ["/food?_routes=routes%2Ffood", "/food"],
    ["/sleep.data?_routes=routes/sleep", "/sleep.data?_routes=routes%2Fsleep"],
  ])("sends %s to %s", (target, location) => {
    expect(judgeAddress(target)).toEqual(redirect(location));
  });

  it.each([
    "/food.data?_routes=routes%2Fmade-up-1",
    "/food.data?_routes=routes%2Ffood%2Croot",
    "/food.data?_routes=root%2Croot",
    "/food.data?_routes=root%2Croutes%2Ffood%2Croutes%2Fsleep",
    "/food.data?_routes=",
    "/social/page/food.png.data",
    "/SOCIAL/page/food.png.data?v=1",
    "/feed.xml.data",
    "/healthz.data",
    "/blog/a-walk/preview/0123456789abcdef0123456789abcdef01234567.data",
    // Spellings the server would read as another path, or that cannot be made plain.
    "/x/../about",
    "/x/%2e%2e/about",
    "/x/%2E%2E/about",
    "/%2e/about",
    "/about/.",
    "/about/x/..",
    "/build/../about",
    "/build/./root.js",
    "/about\\",
    "/blog\\hot-flushes-at-work",
    "/about#top",
    "/about?x=1#top",
    "/x/../blog?category=sleep",
    "/about%2Fx",
    "/about%5Cx",
    "/%2e%2e/.env",
  ])("answers %s with a 404", (target) => {
    expect(judgeAddress(target)).toEqual({ kind: "not-found" });
  });

  it("leaves build files, the health check, route discovery and the editor alone", () => {
    for (const target of [
      "/build/root-ZOLE2DRP.js",
      "/build/_shared/chunk-ABC.js?x=1",
      "/healthz?log-sync=1234",
      "/__manifest?p=%2Fabout&version=abc",
      "/keystatic/branch/main/collection/posts",
      "/api/keystatic/github/oauth/callback?code=abc&state=def",
      "/api/keystatic/github/refresh-token",
    ]) {
      expect(judgeAddress(target), target).toEqual(canonical);
    }
  });

  it("never redirects to another host", () => {
    expect(judgeAddress("//evil.example/")).toEqual(redirect("/evil.example"));
    expect(judgeAddress("//evil.example/login?utm_source=newsletter&x")).toEqual(
      redirect("/evil.example/login"),
    );
    // Spellings that sent readers to another host: each is a 404 now, or a path on this site.
    for (const target of [
      "/\\evil.example",
      "//evil.example/login,?utm_source=newsletter",
      "//evil.example/%C3%A9?a",
      "///evil.example/;?a",
      "/x/..//evil.example/;?a",
      "/%2e%2e//evil.example/;?a",
      "/%5Cevil.example?a",
      "/%09/evil.example?a",
      "/\t/evil.example?a",
      "//evil.example\\@x?a",
    ]) {
      const verdict = judgeAddress(target);
      if (verdict.kind === "redirect") {
        expect(verdict.location, target).toMatch(/^\/[a-z0-9\-._~]/);
        expect(new URL(verdict.location, "https://m.example").host, target).toBe("m.example");
      } else {
        expect(verdict, target).toEqual({ kind: "not-found" });
      }
    }
  });

  it("serves a canonical address followed only by tracking parameters as that address", () => {
    for (const [target, served] of [
      ["/symptoms?fbclid=abc", "/symptoms"],
      ["/?utm_source=newsletter&utm_medium=email&utm_campaign=june", "/"],
      ["/blog?category=sleep&gclid=1&ref=x", "/blog?category=sleep"],
      ["/blog/hot-flushes-at-work?mc_cid=1&mc_eid=2", "/blog/hot-flushes-at-work"],
      ["/about?ref", "/about"],
    ]) {
      expect(judgeAddress(target!), target).toEqual({ kind: "tracked", canonical: served });
    }
    expect(withoutTrackingSuffix("/blog?utm_source=x&category=sleep")).toBeNull();
    expect(withoutTrackingSuffix("/about?referrer=x")).toBeNull();
    expect(withoutTrackingSuffix("/about?UTM_SOURCE=x")).toBeNull();
    // A tracking parameter never makes a 404 or a redirect into a page.
    expect(judgeAddress("/x/../about?fbclid=1")).toEqual({ kind: "not-found" });
  });

  it("a redirect's target is canonical itself", () => {
    for (const target of ["/BLOG?page=02&category=Sleep%20&x=1", "/About///.data?_routes=root"]) {
      const verdict = judgeAddress(target);
      expect(verdict.kind).toBe("redirect");
      if (verdict.kind === "redirect") expect(judgeAddress(verdict.location)).toEqual(canonical);
    }
  });
});

describe("the query parameters a page reads", () => {
  it("are the blog list's on /blog and a card's version on a card, none elsewhere", () => {
    expect(queryParametersRead("/blog")).toEqual(["category", "page"]);
    expect(queryParametersRead("/social/post/x.png")).toEqual(["v"]);
    expect(queryParametersRead("/")).toEqual([]);
    expect(queryParametersRead("/blog/hot-flushes-at-work")).toEqual([]);
  });
});
