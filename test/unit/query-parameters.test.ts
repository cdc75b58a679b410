import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { staticPaths } from "~/lib/discovery.server";
import {
  DATA_REQUEST_PARAMETERS,
  QUERY_PARAMETERS_READ,
  queryParametersRead,
} from "~/lib/query-parameters";

/**
 * nginx's cache key keeps a query parameter only where the app reads it. This reads the maps in
 * deploy/nginx/shared-cache.conf and works them out the way nginx does (the first regex that
 * matches wins, `~*` ignores case, else the default), so a parameter the app starts or stops
 * reading fails here until the conf says the same.
 */
const CONF = readFileSync("deploy/nginx/shared-cache.conf", "utf8");

interface NginxMap {
  source: string;
  target: string;
  entries: { pattern: RegExp; value: string }[];
  fallback: string;
}

function parseMaps(conf: string): NginxMap[] {
  const maps: NginxMap[] = [];
  for (const [, source, target, body] of conf.matchAll(/^map\s+(\S+)\s+(\$\w+)\s*\{([^}]*)\}/gm)) {
    const map: NginxMap = {
      source: source!.replace(/^"|"$/g, ""),
      target: target!,
      entries: [],
      fallback: "",
    };
    for (const line of body!.split("\n")) {
      const entry = /^\s*(?:"([^"]*)"|(\S+))\s+(?:"([^"]*)"|(\S+?))\s*;/.exec(line);
      if (!entry) continue;
      const key = entry[1] ?? entry[2]!;
      const value = entry[3] ?? entry[4]!;
      if (key === "default") map.fallback = value;
      else if (key.startsWith("~*"))
        map.entries.push({ pattern: new RegExp(key.slice(2), "i"), value });
      else if (key.startsWith("~")) map.entries.push({ pattern: new RegExp(key.slice(1)), value });
      else
        map.entries.push({
          pattern: new RegExp(`^${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
          value,
        });
    }
    maps.push(map);
  }
  return maps;
}

const maps = parseMaps(CONF);

function mapFor(target: string): NginxMap {
  const map = maps.find((each) => each.target === target);
  if (!map) throw new Error(`shared-cache.conf has no map setting ${target}`);
  return map;
}

/** nginx's value for a map: the first entry whose pattern matches, else the default. */
function lookUp(map: NginxMap, input: string): string {
  return map.entries.find((entry) => entry.pattern.test(input))?.value ?? map.fallback;
}

/** The maps that put one `$arg_<name>` into the key, by parameter name. */
const argumentMaps = new Map(
  maps.flatMap((map) => {
    const argument = /^\$menopause_reads:\$arg_(\w+)$/.exec(map.source);
    return argument ? [[argument[1]!, map] as const] : [];
  }),
);

/** The query parameters nginx keeps in the key for a request to this path. */
function nginxKeeps(path: string): string[] {
  const reads = lookUp(mapFor("$menopause_reads"), path);
  return [...argumentMaps]
    .filter(([, map]) => lookUp(map, `${reads}:1`) !== map.fallback)
    .map(([name]) => name);
}

/** The query parameters the app reads on this path, and on a client navigation's `.data`. */
function appReads(path: string): string[] {
  const data = /^(.*)\.data$/.exec(path);
  if (!data) return [...queryParametersRead(path)];
  const page = data[1] === "/_root" ? "/" : data[1]!;
  return [...queryParametersRead(page), ...DATA_REQUEST_PARAMETERS];
}

/** Every page in the sitemap, the odd forms of the blog's address, posts, cards and misses. */
const PAGES = [
  ...staticPaths(),
  "/blog/",
  "/BLOG",
  "/Blog/",
  "/blog/hot-flushes-at-work",
  "/social/page/home.png",
  "/social/recipe/overnight-oats.png",
  "/social/page/home.svg",
  "/feed.xml",
  "/no-such-page",
];
const DATA_REQUESTS = [
  "/_root.data",
  ...PAGES.filter((path) => path !== "/" && /^[^.]*[^/]$/.test(path)).map((path) => `${path}.data`),
];

describe("the query parameters a page reads", () => {
  it("are the blog list's on /blog and a card's version on a card, none elsewhere", () => {
    expect(queryParametersRead("/blog")).toEqual(["category", "page"]);
    expect(queryParametersRead("/social/post/x.png")).toEqual(["v"]);
    expect(queryParametersRead("/")).toEqual([]);
    expect(queryParametersRead("/blog/hot-flushes-at-work")).toEqual([]);
  });

  it("are every parameter nginx's key knows, and no other", () => {
    const app = new Set([
      ...QUERY_PARAMETERS_READ.flatMap((entry) => entry.parameters),
      ...DATA_REQUEST_PARAMETERS,
    ]);
    expect([...argumentMaps.keys()].sort()).toEqual([...app].sort());
  });

  it.each([...PAGES, ...DATA_REQUESTS])("on %s are the ones nginx keeps in its key", (path) => {
    expect(nginxKeeps(path).sort()).toEqual(appReads(path).sort());
  });

  it("all reach the key: the query nginx builds joins every parameter's map", () => {
    const query = mapFor("$menopause_query");
    for (const map of argumentMaps.values()) expect(query.source).toContain(map.target);
  });
});
