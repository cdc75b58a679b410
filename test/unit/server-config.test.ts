import { describe, expect, it } from "vitest";
import { privateUnlessOriginFixed } from "~/lib/cache-control";
import { ConfigError, parseEnv } from "~/lib/env.server";
import { contentSecurityPolicy, securityHeaders } from "~/lib/document/security-headers.server";
import { isValidHost, judgeRequest } from "~/lib/server/http-guard.server";

describe("configuration", () => {
  it("defaults to the embedded database, no origin and the shutdown timings", () => {
    const env = parseEnv({ NODE_ENV: "production" });
    expect(env).toMatchObject({
      mode: "production",
      siteUrl: undefined,
      blog: {
        source: "pglite",
        supabaseDir: expect.stringMatching(/supabase$/),
        postsDir: expect.stringMatching(/content\/posts$/),
        preview: false,
      },
      shutdownDrainMs: 3_000,
      shutdownTimeoutMs: 10_000,
    });
  });

  it("uses Supabase when both variables are set, trimmed", () => {
    const env = parseEnv({ SUPABASE_URL: " https://x.supabase.co ", SUPABASE_ANON_KEY: "key " });
    expect(env.blog).toEqual({ source: "supabase", url: "https://x.supabase.co", anonKey: "key" });
  });

  it("refuses half a Supabase configuration with supabase-js's own messages", () => {
    expect(() => parseEnv({ SUPABASE_URL: "https://x.supabase.co" })).toThrow(
      "supabaseKey is required.",
    );
    expect(() => parseEnv({ SUPABASE_ANON_KEY: "key" })).toThrow("supabaseUrl is required.");
  });

  it("refuses a SUPABASE_URL that is not http(s) or carries credentials, without echoing them", () => {
    const key = { SUPABASE_ANON_KEY: "key" };
    expect(parseEnv({ ...key, SUPABASE_URL: "http://127.0.0.1:54321" }).blog).toMatchObject({
      url: "http://127.0.0.1:54321",
    });
    for (const bad of ["not-a-url", "ftp://x.supabase.co", "javascript:alert(1)"]) {
      expect(() => parseEnv({ ...key, SUPABASE_URL: bad }), bad).toThrow(ConfigError);
      expect(() => parseEnv({ ...key, SUPABASE_URL: bad }), bad).toThrow(/SUPABASE_URL/);
    }
    const withCredentials = () =>
      parseEnv({ ...key, SUPABASE_URL: "https://user:s3cret@x.supabase.co/" });
    expect(withCredentials).toThrow(ConfigError);
    expect(withCredentials).toThrow(/SUPABASE_URL must not contain a user name or password/);
    expect(withCredentials).not.toThrow(/s3cret/);
  });

  it("takes an http SUPABASE_URL only for this machine, https anywhere", () => {
    const key = { SUPABASE_ANON_KEY: "key" };
    const url = (SUPABASE_URL: string) => {
      const { blog } = parseEnv({ ...key, SUPABASE_URL });
      return blog.source === "supabase" ? blog.url : undefined;
    };
    expect(url("https://db.example.com")).toBe("https://db.example.com");
    expect(url("https://10.0.0.5:8443/")).toBe("https://10.0.0.5:8443");
    expect(url("http://127.0.0.1:54321")).toBe("http://127.0.0.1:54321");
    expect(url("http://127.8.9.10")).toBe("http://127.8.9.10");
    expect(url("http://localhost:54321/")).toBe("http://localhost:54321");
    expect(url("http://LOCALHOST:54321")).toBe("http://localhost:54321");
    expect(url("http://[::1]:54321")).toBe("http://[::1]:54321");
    expect(url("http://[0:0:0:0:0:0:0:1]:54321")).toBe("http://[::1]:54321");
    // Other spellings of 127.0.0.1, as the URL parser reads them.
    expect(url("http://127.1:54321")).toBe("http://127.0.0.1:54321");
    expect(url("http://2130706433:54321")).toBe("http://127.0.0.1:54321");
    for (const bad of [
      "http://db.example.com",
      "http://10.0.0.5:54321",
      "http://128.0.0.1",
      "http://0.0.0.0:54321",
      "http://[::2]:54321",
      "http://localhost.example.com",
      "http://127.0.0.1.example.com",
      "http://x.supabase.co",
    ]) {
      const parse = () => parseEnv({ ...key, SUPABASE_URL: bad });
      expect(parse, bad).toThrow(ConfigError);
      expect(parse, bad).toThrow(
        /^SUPABASE_URL must be https; http is accepted only for this machine \(127\.0\.0\.1, ::1 or localhost/,
      );
    }
  });

  it("keeps SITE_URL's origin and refuses anything that is not an http(s) origin", () => {
    expect(parseEnv({ SITE_URL: "https://menopauseandme.co.uk/" }).siteUrl).toBe(
      "https://menopauseandme.co.uk",
    );
    expect(parseEnv({ SITE_URL: "" }).siteUrl).toBeUndefined();
    for (const bad of [
      "menopauseandme.co.uk",
      "ftp://x.example",
      "https://x.example/blog",
      "javascript:alert(1)",
    ]) {
      expect(() => parseEnv({ SITE_URL: bad }), bad).toThrow(ConfigError);
      expect(() => parseEnv({ SITE_URL: bad }), bad).toThrow(/SITE_URL/);
    }
  });

  it("takes the community chat and social addresses only as https URLs", () => {
    expect(parseEnv({}).connect).toEqual({ communityChatUrl: undefined, socialUrl: undefined });
    expect(
      parseEnv({
        COMMUNITY_CHAT_URL: " https://chat.whatsapp.com/AbC ",
        SOCIAL_URL: "https://www.instagram.com/someone",
      }).connect,
    ).toEqual({
      communityChatUrl: "https://chat.whatsapp.com/AbC",
      socialUrl: "https://www.instagram.com/someone",
    });
    for (const bad of ["chat.whatsapp.com/AbC", "http://x.example/", "javascript:alert(1)"]) {
      expect(() => parseEnv({ COMMUNITY_CHAT_URL: bad }), bad).toThrow(/COMMUNITY_CHAT_URL/);
      expect(() => parseEnv({ SOCIAL_URL: bad }), bad).toThrow(/SOCIAL_URL/);
    }
  });

  it("checks the shutdown timings are whole milliseconds", () => {
    expect(parseEnv({ SHUTDOWN_DRAIN_MS: "0" }).shutdownDrainMs).toBe(0);
    expect(() => parseEnv({ SHUTDOWN_DRAIN_MS: "soon" })).toThrow(/SHUTDOWN_DRAIN_MS/);
    expect(() => parseEnv({ SHUTDOWN_TIMEOUT_MS: "-1" })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });
});

describe("security headers", () => {
  it("sends the base set everywhere, HSTS only for an https site in production", () => {
    const base = securityHeaders({ isDevelopment: false });
    expect(base).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
    });
    expect(base).not.toHaveProperty("Strict-Transport-Security");
    expect(securityHeaders({ isDevelopment: false, siteUrl: "https://m.example" })).toHaveProperty(
      "Strict-Transport-Security",
    );
    expect(
      securityHeaders({ isDevelopment: true, siteUrl: "https://m.example" }),
    ).not.toHaveProperty("Strict-Transport-Security");
  });

  it("lets scripts run only from the site or by hash, never inline", () => {
    const csp = contentSecurityPolicy({ scriptHashes: ["'sha256-abc'"], isDevelopment: false });
    expect(csp).toContain("script-src 'self' 'sha256-abc'");
    expect(csp.match(/script-src[^;]*/)![0]).not.toContain("unsafe-inline");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self'");
  });
});

describe("cache policies without a configured origin", () => {
  it("turns shared caching into the reader's own", () => {
    const blog = "public, max-age=60, s-maxage=300, stale-while-revalidate=600";
    expect(privateUnlessOriginFixed(blog, true)).toBe(blog);
    expect(privateUnlessOriginFixed(blog, false)).toBe(
      "private, max-age=60, stale-while-revalidate=600",
    );
    expect(privateUnlessOriginFixed("no-store", false)).toBe("no-store");
  });
});

describe("the HTTP guard", () => {
  const request = (
    overrides: Partial<{ method: string; url: string; headers: Record<string, string> }>,
  ) => ({
    method: "GET",
    url: "/blog",
    headers: { host: "m.example" },
    ...overrides,
  });

  it("knows a Host header Express can use", () => {
    for (const good of ["m.example", "localhost:3000", "127.0.0.1:65535", "[::1]:3000", "a-b.c"]) {
      expect(isValidHost(good), good).toBe(true);
    }
    for (const bad of ["a b", "a:99999", "", "a/b", "-a.example", "a..b", "evil.example:abc"]) {
      expect(isValidHost(bad), bad).toBe(false);
    }
  });

  it("answers clients' mistakes itself and lets good requests through", () => {
    const trusting = { trustForwardedHost: true };
    expect(judgeRequest(request({}), trusting)).toBeUndefined();
    expect(judgeRequest(request({ method: "HEAD" }), trusting)).toBeUndefined();
    expect(judgeRequest(request({ headers: { host: "a b" } }), trusting)).toMatchObject({
      status: 400,
    });
    expect(
      judgeRequest(
        request({ headers: { host: "m.example", "x-forwarded-host": "a:99999" } }),
        trusting,
      ),
    ).toMatchObject({ status: 400 });
    expect(judgeRequest(request({ url: "/blog/%E0%A4%A" }), trusting)).toMatchObject({
      status: 400,
    });
    expect(judgeRequest(request({ method: "TRACE" }), trusting)).toMatchObject({
      status: 405,
      body: expect.stringContaining("Method Not Allowed"),
    });
    const legacy = judgeRequest(request({ url: "/blog?_data=routes%2Fblog" }), trusting);
    expect(legacy).toMatchObject({ status: 404 });
    expect(legacy).not.toHaveProperty("log"); // quietly
    expect(judgeRequest(request({ url: "/blog?category=my_data" }), trusting)).toBeUndefined();
  });

  it("lets through only the route discovery a page makes, and refuses the rest cheaply", () => {
    const trusting = { trustForwardedHost: true };
    const discovery = (query: string) =>
      judgeRequest(request({ url: `/__manifest?${query}` }), trusting);
    const links = Array.from({ length: 60 }, (_, index) => `p=%2Fblog%2Fpost-${index}`);
    for (const good of [
      "p=%2Fabout&p=%2Fblog&version=68e95dc3",
      "p=%2Fsocial%2Fpage%2Ffood.png&version=68e95dc3",
      `${links.join("&")}&version=68e95dc3`,
    ]) {
      expect(discovery(good), good).toBeUndefined();
    }
    for (const bad of [
      `version=68e95dc3&p=${"/".repeat(7_600)}`,
      `version=68e95dc3&p=/a/b/c/d/e/f/g`,
      `version=68e95dc3&p=/${"a".repeat(300)}`,
      `version=68e95dc3&${Array.from({ length: 101 }, (_, i) => `p=/a${i}`).join("&")}`,
      "version=68e95dc3",
      "p=%2Fabout",
      "p=%2Fabout&version=a&version=b",
      "p=%2Fabout&version=68e95dc3&x=1",
      "p=about&version=68e95dc3",
      "p=%2Fab%20out&version=68e95dc3",
      "p=%2Fabout&version=%3Cscript%3E",
    ]) {
      expect(discovery(bad), bad.slice(0, 60)).toMatchObject({
        status: 400,
        log: expect.stringContaining("route discovery"),
      });
    }
  });

  it("hands on a canonical address with tracking parameters as the address itself", () => {
    const trusting = { trustForwardedHost: true };
    expect(judgeRequest(request({ url: "/symptoms?fbclid=abc" }), trusting)).toEqual({
      rewrite: "/symptoms",
    });
    expect(judgeRequest(request({ url: "/SYMPTOMS?fbclid=abc" }), trusting)).toMatchObject({
      status: 301,
      location: "/symptoms",
    });
    // A spelling no page has: the 404 screen's words, with the way home.
    const dots = judgeRequest(request({ url: "/x/../about" }), trusting);
    expect(dots).toMatchObject({ status: 404, html: true });
    expect(dots).toMatchObject({ body: expect.stringContaining('<a href="/">') });
  });
});
