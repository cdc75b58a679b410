import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { securityHeaders } from "~/lib/document/security-headers.server";

/**
 * What deploy/nginx/*.conf must say for the app's own rules to hold behind it. The deployment
 * tests (test/deploy/) check the behaviour through a running nginx; these check the lines that
 * tie the two together, so a change to one side fails here first.
 */
const read = (file: string) => readFileSync(`deploy/nginx/${file}`, "utf8");
const site = read("site.conf");

describe("nginx's shared cache", () => {
  it("keys a page on the target as the reader sent it, and sends the app that same target", () => {
    expect(site).toMatch(/^\s*proxy_cache_key "\$request_uri \$menopause_encoding";$/m);
    expect(site).toMatch(/^\s*proxy_pass http:\/\/menopause_and_me\$request_uri;$/m);
    // Nothing may rewrite the target between the key and the app.
    expect(site).not.toMatch(/^\s*rewrite\b/m);
  });

  it("never stores Remix's route discovery", () => {
    expect(read("shared-cache.conf")).toMatch(/"~\*\^\/__manifest\$"\s+1;/);
    expect(site).toMatch(/^\s*proxy_no_cache \$menopause_no_store;$/m);
  });
});

describe("nginx's security headers", () => {
  it("are the app's, with the same values", () => {
    const nginx = Object.fromEntries(
      [
        ...read("security-headers.conf").matchAll(
          /^add_header (\S+) (?:"([^"]*)"|(\S+)) always;$/gm,
        ),
      ].map((match) => [match[1]!, match[2] ?? match[3]!]),
    );
    const app = securityHeaders({ siteUrl: "https://example.com", isDevelopment: false });
    expect(Object.keys(nginx).sort()).toEqual(Object.keys(app).sort());
    for (const [name, value] of Object.entries(app)) {
      // HSTS comes from a variable that is empty over plain HTTP (shared-cache.conf).
      if (name === "Strict-Transport-Security") continue;
      expect(nginx[name], name).toBe(value);
    }
  });

  it("are on every location that adds headers of its own, and nginx names no version", () => {
    const locations = site.split(/^location /m).slice(1);
    for (const location of locations.filter((block) => /^\s*add_header /m.test(block))) {
      expect(location, location.split("\n")[0]).toContain("security-headers.conf;");
    }
    expect(read("shared-cache.conf")).toMatch(/^server_tokens off;$/m);
  });
});
