import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { judgeAddress } from "~/lib/canonical-url";
import { ROUTE_IDS } from "~/lib/route-ids";

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
    ["/about?utm_source=newsletter", "/about"],
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
  ])("answers %s with a 404", (target) => {
    expect(judgeAddress(target)).toEqual({ kind: "not-found" });
  });

  it("leaves build files, Remix's route discovery and the health check alone", () => {
    for (const target of [
      "/build/root-ZOLE2DRP.js",
      "/build/_shared/chunk-ABC.js?x=1",
      "/__manifest?p=%2Fabout&p=%2Fblog&version=68e95dc3",
      "/healthz?log-sync=1234",
    ]) {
      expect(judgeAddress(target), target).toEqual(canonical);
    }
  });

  it("never redirects to another host", () => {
    expect(judgeAddress("//evil.example/")).toEqual(redirect("/evil.example"));
    expect(judgeAddress("/\\evil.example")).not.toMatchObject({ location: "//evil.example" });
  });

  it("a redirect's target is canonical itself", () => {
    for (const target of ["/BLOG?page=02&category=Sleep%20&x=1", "/About///.data?_routes=root"]) {
      const verdict = judgeAddress(target);
      expect(verdict.kind).toBe("redirect");
      if (verdict.kind === "redirect") expect(judgeAddress(verdict.location)).toEqual(canonical);
    }
  });
});

describe("ROUTE_IDS", () => {
  it("names every route module", () => {
    const files = readdirSync("app/routes").map((file) => `routes/${file.replace(/\.tsx?$/, "")}`);
    expect([...ROUTE_IDS].sort()).toEqual(["root", ...files].sort());
  });
});
