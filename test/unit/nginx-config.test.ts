import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { withoutTrackingSuffix } from "~/lib/addresses";
import { securityHeaderValues } from "../../server/security-headers.js";

/**
 * What deploy/nginx/*.conf must say for the app's own rules to hold behind it. The deployment
 * tests (test/deploy/) check the behaviour through a running nginx; these check the lines that
 * tie the two together, so a change to one side fails here first.
 */
const read = (file: string) => readFileSync(`deploy/nginx/${file}`, "utf8");
const site = read("site.conf");

describe("nginx's shared cache", () => {
  it("keys a page on the target as the reader sent it, and sends the app that same target", () => {
    expect(site).toMatch(/^\s*proxy_cache_key "\$menopause_target \$menopause_encoding";$/m);
    expect(site).toMatch(/^\s*proxy_pass http:\/\/menopause_and_me\$menopause_target;$/m);
    // Nothing may rewrite the target between the key and the app.
    expect(site).not.toMatch(/^\s*rewrite\b/m);
  });

  it("never stores Remix's route discovery or a 404", () => {
    expect(read("shared-cache.conf")).toMatch(/"~\*\^\/__manifest\$"\s+1;/);
    expect(site).toMatch(/^\s*proxy_no_cache \$menopause_no_store \$menopause_not_kept;$/m);
  });

  it("drops exactly the tracking parameters the app serves past, no more", () => {
    const map = /map \$request_uri \$menopause_target \{([^}]*)\}/.exec(read("shared-cache.conf"))!;
    const rules = [...map[1]!.matchAll(/^\s*"~([^"]+)" \$menopause_kept;$/gm)].map(
      (match) => new RegExp(match[1]!.replaceAll("menopause_kept", "kept")),
    );
    expect(rules).toHaveLength(2);
    const nginx = (target: string) => {
      for (const rule of rules) {
        const kept = rule.exec(target)?.groups?.kept;
        if (kept !== undefined) return kept;
      }
      return null;
    };
    for (const target of [
      "/symptoms?fbclid=abc",
      "/?utm_source=newsletter&utm_medium=email",
      "/blog?category=sleep&utm_source=x&gclid=2",
      "/blog?utm_source=x&category=sleep",
      "/blog?fbclid=1&category=sleep&ref=3",
      "/about?ref",
      "/about?ref=a?b=c",
      "/about?&fbclid=1",
      "/about?referrer=x",
      "/about?UTM_SOURCE=x",
      "/about?utm_=x",
      "/about?x=1?fbclid=2",
      "/about?",
      "/about",
      "/about?mc_cid=1&mc_eid=2&x",
      "/a?b#&fbclid=1",
      "/a?b=1#x&fbclid=1",
      "/a?fbclid=1#x",
      `/?${"&ref".repeat(2000)}&x`,
      `/?${"ref&".repeat(2000)}x`,
      `/?a${"&ref=1".repeat(1300)}`,
      `/?${"a&".repeat(4000)}ref`,
    ]) {
      expect(nginx(target), target.slice(0, 60)).toBe(withoutTrackingSuffix(target));
    }
  });
});

describe("nginx's security headers", () => {
  it("are the server's, with the same values", () => {
    const nginx = Object.fromEntries(
      [
        ...read("security-headers.conf").matchAll(
          /^add_header (\S+) (?:"([^"]*)"|(\S+)) always;$/gm,
        ),
      ].map((match) => [match[1]!, match[2] ?? match[3]!]),
    );
    const app = securityHeaderValues({ hsts: true });
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

describe("the posts' pictures", () => {
  it("are served with a policy under which an SVG's script cannot run, with every security header", () => {
    const location = /location \/images\/posts\/ \{([^}]*)\}/.exec(site)?.[1] ?? "";
    expect(location).toMatch(
      /^\s*add_header Content-Security-Policy "default-src 'none'; style-src 'unsafe-inline'" always;$/m,
    );
    expect(location).toMatch(
      /^\s*include \/srv\/menopause-and-me\/deploy\/nginx\/security-headers\.conf;$/m,
    );
  });
});
