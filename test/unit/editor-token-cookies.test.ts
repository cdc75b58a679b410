import { serialize } from "cookie";
import { describe, expect, it } from "vitest";
import {
  AUTHOR_TOKEN_COOKIE,
  keptToTheEditor,
  requestCookie,
  withAuthorToken,
} from "~/editor/token-cookies.server";

/**
 * app/editor/token-cookies.server.ts on the cookies exactly as Keystatic's API serialises them
 * (its sign-in and refresh, and its sign-out), in production: where each goes, and what script
 * can read. The real sign-in, preview and sign-out are walked in test/e2e/editor-github.spec.ts.
 */
const lifetime = (seconds: number) => ({
  sameSite: "lax" as const,
  secure: true,
  maxAge: seconds,
  expires: new Date(Date.now() + seconds * 1000),
  path: "/",
});
/** Keystatic's note of the page she signed in from, which passes as it is. */
const stateCookie = serialize("ks-abc", "branch/main", { ...lifetime(86_400), httpOnly: true });
const signedIn = () =>
  new Response(null, {
    status: 307,
    headers: [
      ["Location", "/keystatic"],
      [
        "Set-Cookie",
        serialize("keystatic-gh-access-token", "ghu_token1234567890", lifetime(28_800)),
      ],
      [
        "Set-Cookie",
        serialize("keystatic-gh-refresh-token", "encrypted", {
          ...lifetime(15_811_200),
          httpOnly: true,
        }),
      ],
      ["Set-Cookie", stateCookie],
    ],
  });
const attributes = (cookie: string) =>
  cookie
    .split(";")
    .slice(1)
    .map((part) => part.trim().toLowerCase());

describe("Keystatic's sign-in cookies, kept to the editor", () => {
  it("puts the access token on the editor's pages, the refresh token on its API, and an HttpOnly copy for the server", () => {
    const response = keptToTheEditor(signedIn());
    expect(response.status).toBe(307);
    expect(response.headers.get("Location")).toBe("/keystatic");
    const cookies = response.headers.getSetCookie();
    const set = (name: string) =>
      cookies.find((cookie) => cookie.startsWith(`${name}=`) && !cookie.startsWith(`${name}=;`))!;

    const access = attributes(set("keystatic-gh-access-token"));
    expect(access).toContain("path=/keystatic");
    expect(access).not.toContain("httponly");
    expect(access).toEqual(expect.arrayContaining(["secure", "samesite=lax", "max-age=28800"]));

    const refresh = attributes(set("keystatic-gh-refresh-token"));
    expect(refresh).toContain("path=/api/keystatic");
    expect(refresh).toEqual(expect.arrayContaining(["httponly", "secure", "samesite=lax"]));

    const copy = set(AUTHOR_TOKEN_COOKIE);
    expect(copy.startsWith(`${AUTHOR_TOKEN_COOKIE}=ghu_token1234567890;`)).toBe(true);
    expect(attributes(copy)).toEqual(
      expect.arrayContaining(["path=/", "httponly", "secure", "samesite=lax", "max-age=28800"]),
    );
    // Each path appears once per cookie.
    for (const cookie of cookies) expect(cookie.match(/path=/gi)).toHaveLength(1);

    // The Path=/ cookies a browser may hold from before are cleared; the state cookie is as it was.
    for (const name of ["keystatic-gh-access-token", "keystatic-gh-refresh-token"]) {
      const cleared = cookies.find((cookie) => cookie.startsWith(`${name}=;`))!;
      expect(attributes(cleared)).toEqual(expect.arrayContaining(["path=/", "max-age=0"]));
    }
    expect(cookies.filter((cookie) => cookie.startsWith("ks-abc="))).toEqual([stateCookie]);
  });

  it("signing out clears every one of them, the copy included", () => {
    const expiring = (name: string) =>
      serialize(name, "", {
        secure: true,
        sameSite: "lax",
        path: "/",
        maxAge: 0,
        expires: new Date(),
      });
    const response = keptToTheEditor(
      new Response(null, {
        status: 307,
        headers: [
          ["Set-Cookie", expiring("keystatic-gh-access-token")],
          ["Set-Cookie", expiring("keystatic-gh-refresh-token")],
        ],
      }),
    );
    const cookies = response.headers.getSetCookie();
    for (const [name, path] of [
      ["keystatic-gh-access-token", "/keystatic"],
      ["keystatic-gh-access-token", "/"],
      ["keystatic-gh-refresh-token", "/api/keystatic"],
      ["keystatic-gh-refresh-token", "/"],
      [AUTHOR_TOKEN_COOKIE, "/"],
    ] as const) {
      const cleared = cookies.find(
        (cookie) => cookie.startsWith(`${name}=;`) && attributes(cookie).includes(`path=${path}`),
      );
      expect(cleared, `${name} at ${path}`).toBeDefined();
      expect(attributes(cleared!)).toContain("max-age=0");
    }
  });

  it("a response without cookies passes untouched", () => {
    const response = new Response("Not Found", { status: 404 });
    expect(keptToTheEditor(response)).toBe(response);
  });

  it("gives Keystatic's sign-out the token from the HttpOnly copy, and nothing else changes", () => {
    const request = new Request("https://example.org/api/keystatic/github/logout", {
      headers: { Cookie: `theme=dark; ${AUTHOR_TOKEN_COOKIE}=ghu_token1234567890` },
    });
    const given = withAuthorToken(request);
    expect(requestCookie(given, "keystatic-gh-access-token")).toBe("ghu_token1234567890");
    expect(requestCookie(given, "theme")).toBe("dark");
    const without = new Request("https://example.org/api/keystatic/github/logout");
    expect(withAuthorToken(without)).toBe(without);
  });
});
