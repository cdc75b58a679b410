import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "~/lib/env.server";
import { contentSecurityPolicy, privateUnlessOriginFixed } from "~/lib/response.server";

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

describe("the Content-Security-Policy", () => {
  it("lets scripts run only from the site or by hash, never inline", () => {
    const csp = contentSecurityPolicy({
      scriptHashes: ["'sha256-abc'"],
      styleHashes: ["'sha256-css'"],
      isDevelopment: false,
    });
    expect(csp).toContain("script-src 'self' 'sha256-abc'");
    expect(csp.match(/script-src[^;]*/)![0]).not.toContain("unsafe-inline");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self'");
  });

  it("names the page's stylesheet by its hash; style attributes stay allowed", () => {
    const csp = contentSecurityPolicy({
      scriptHashes: [],
      styleHashes: ["'sha256-css'"],
      isDevelopment: false,
    });
    expect(csp).toContain("style-src 'self' 'sha256-css';");
    expect(csp).toContain("style-src-elem 'self' 'sha256-css';");
    expect(csp).toContain("style-src-attr 'unsafe-inline';");
    expect(csp.match(/style-src [^;]*/)![0]).not.toContain("unsafe-inline");
    // Vite and Keystatic add style elements as they run.
    const editor = { scriptHashes: [], styleHashes: [], isDevelopment: false, editor: true };
    expect(contentSecurityPolicy(editor)).toContain("style-src 'self' 'unsafe-inline'");
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
