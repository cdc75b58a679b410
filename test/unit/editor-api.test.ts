import { afterEach, describe, expect, it, vi } from "vitest";
import { isOwnRequest } from "~/editor/editor-api";

/**
 * The editor's API in `npm run dev` reads drafts and writes the post files: only the development
 * server's own pages may use it (docs/decisions/0042-the-editor-checks-where-she-writes.md). A
 * page elsewhere cannot send this computer's name as Host through DNS rebinding without it
 * showing as another name, and cannot hide its Origin on a write.
 */

const request = (host: string | null, origin?: string) =>
  new Request("http://localhost:3000/api/keystatic/update", {
    method: "POST",
    headers: { ...(host ? { host } : {}), ...(origin ? { origin } : {}) },
  });

afterEach(() => vi.unstubAllEnvs());

describe("the editor's API", () => {
  it("answers the development server's own pages", () => {
    expect(isOwnRequest(request("localhost:3000"))).toBe(true);
    expect(isOwnRequest(request("localhost:3000", "http://localhost:3000"))).toBe(true);
    expect(isOwnRequest(request("127.0.0.1:5173", "http://127.0.0.1:5173"))).toBe(true);
    expect(isOwnRequest(request("[::1]:3000"))).toBe(true);
  });

  it("refuses another site's page, another name for this computer, and no name at all", () => {
    expect(isOwnRequest(request("localhost:3000", "https://evil.example"))).toBe(false);
    expect(isOwnRequest(request("localhost:3000", "http://localhost:4000"))).toBe(false);
    expect(isOwnRequest(request("localhost:3000", "null"))).toBe(false);
    expect(isOwnRequest(request("evil.example:3000"))).toBe(false);
    expect(isOwnRequest(request("192.168.1.20:3000"))).toBe(false);
    expect(isOwnRequest(request(null))).toBe(false);
  });

  it("answers the name set in HOST, when the preview is opened to the home network", () => {
    vi.stubEnv("HOST", "laptop.local");
    expect(isOwnRequest(request("laptop.local:3000", "http://laptop.local:3000"))).toBe(true);
    vi.stubEnv("HOST", "0.0.0.0");
    expect(isOwnRequest(request("192.168.1.20:3000"))).toBe(false);
  });
});
