import { describe, expect, it } from "vitest";
import { pushSettings } from "~tools/posts/posts-push";
import { supabaseKeyKind } from "~/lib/blog/supabase-keys.server";
import { ConfigError, parseEnv } from "~/lib/env.server";

/** A legacy key's shape: a JWT whose payload names its role (unsigned here: only read). */
function legacyKey(role: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "HS256", typ: "JWT" })}.${part({ iss: "supabase", role })}.c2lnbmF0dXJl`;
}

const URL = "https://x.supabase.co";
const PUBLISHABLE = "sb_publishable_Qm9vdHM1YW5kU2hvZXM";
const SECRET = "sb_secret_U2VjcmV0U2hvZXNPbmx5";

describe("Supabase keys", () => {
  it("tells the public keys from the secret ones, in both generations", () => {
    expect(supabaseKeyKind(PUBLISHABLE)).toBe("public");
    expect(supabaseKeyKind(legacyKey("anon"))).toBe("public");
    expect(supabaseKeyKind(SECRET)).toBe("secret");
    expect(supabaseKeyKind(legacyKey("service_role"))).toBe("secret");
    expect(supabaseKeyKind("not-a-key")).toBe("unknown");
  });

  it("the site reads with the publishable key or the legacy anon key", () => {
    for (const env of [
      { SUPABASE_URL: URL, SUPABASE_PUBLISHABLE_KEY: PUBLISHABLE },
      { SUPABASE_URL: URL, SUPABASE_ANON_KEY: PUBLISHABLE },
    ]) {
      expect(parseEnv(env).blog).toEqual({ source: "supabase", url: URL, anonKey: PUBLISHABLE });
    }
    expect(parseEnv({ SUPABASE_URL: URL, SUPABASE_ANON_KEY: legacyKey("anon") }).blog).toEqual({
      source: "supabase",
      url: URL,
      anonKey: legacyKey("anon"),
    });
  });

  it("refuses a secret key as the site's, saying which key belongs there and without echoing it", () => {
    for (const [name, key] of [
      ["SUPABASE_PUBLISHABLE_KEY", SECRET],
      ["SUPABASE_ANON_KEY", legacyKey("service_role")],
    ] as const) {
      const read = () => parseEnv({ SUPABASE_URL: URL, [name]: key });
      expect(read).toThrow(ConfigError);
      expect(read).toThrow(
        `${name} holds a secret key (sb_secret_… or service_role), which reads past Row Level Security`,
      );
      expect(read).toThrow(/set the project's publishable key \(sb_publishable_…/);
      try {
        read();
      } catch (error) {
        expect(String(error)).not.toContain(key);
      }
    }
  });

  it("refuses two different public keys", () => {
    expect(() =>
      parseEnv({
        SUPABASE_URL: URL,
        SUPABASE_PUBLISHABLE_KEY: PUBLISHABLE,
        SUPABASE_ANON_KEY: legacyKey("anon"),
      }),
    ).toThrow(/both set, to different keys/);
  });

  it("posts:push writes with the secret key or the legacy service_role key, never a public one", () => {
    expect(pushSettings({ SUPABASE_URL: URL, SUPABASE_SECRET_KEY: SECRET })).toEqual({
      ok: true,
      url: URL,
      key: SECRET,
    });
    const legacy = legacyKey("service_role");
    expect(pushSettings({ SUPABASE_URL: URL, SUPABASE_SERVICE_ROLE_KEY: legacy })).toEqual({
      ok: true,
      url: URL,
      key: legacy,
    });
    const refused = pushSettings({ SUPABASE_URL: URL, SUPABASE_SECRET_KEY: PUBLISHABLE });
    expect(refused).toEqual({
      ok: false,
      message: expect.stringContaining("posts:push needs the secret key (sb_secret_…"),
    });
    expect(pushSettings({ SUPABASE_URL: URL })).toEqual({
      ok: false,
      message: expect.stringContaining("SUPABASE_SECRET_KEY (its secret key, sb_secret_…"),
    });
  });
});
