/**
 * Keystatic's GitHub sign-in cookies, kept to the paths that need them
 * (docs/decisions/0054-photos-released-token-kept-to-the-editor.md).
 *
 * Keystatic sets both at `Path=/`. Its page (/keystatic) reads the access token with
 * `document.cookie` and calls GitHub with it from the browser, so that cookie cannot be HttpOnly
 * without changing Keystatic. `keptToTheEditor(response)` rewrites the Set-Cookie headers of a
 * response from Keystatic's API:
 * - `keystatic-gh-access-token` goes to `Path=/keystatic`: readable by script on the editor's
 *   pages only (which send no inline script the CSP has not hashed), never on a reader's page,
 *   and sent with no request outside the editor;
 * - `keystatic-gh-refresh-token` (HttpOnly already) goes to `Path=/api/keystatic`, the only
 *   place that reads it;
 * - beside the access token, an HttpOnly copy, `AUTHOR_TOKEN_COOKIE` at `Path=/`, with the same
 *   lifetime: the server's own way to know her (the draft preview on /blog/<slug>, and signing
 *   out, where Keystatic revokes the token it finds in the request: `withAuthorToken(request)`);
 * - each of the two, set or cleared, also clears the `Path=/` cookie of that name a browser may
 *   still hold from before this rewrite.
 * Every other header, and every other cookie, passes unchanged.
 */

export const AUTHOR_TOKEN_COOKIE = "menopause-author-token";
const ACCESS = "keystatic-gh-access-token";
const REFRESH = "keystatic-gh-refresh-token";
const EXPIRED = "Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT";

/** The cookie with its Path attribute replaced (or added). */
function atPath(setCookie: string, path: string): string {
  const [pair, ...attributes] = setCookie.split(";").map((part) => part.trim());
  const kept = attributes.filter((attribute) => !/^path=/i.test(attribute));
  return [pair, `Path=${path}`, ...kept].join("; ");
}

function cookieName(setCookie: string): string {
  return setCookie.slice(0, setCookie.indexOf("=")).trim();
}

/** What a browser clears the `Path=/` cookie of this name with. */
function clearedAtRoot(setCookie: string, name: string): string {
  const secure = /;\s*secure\b/i.test(setCookie) ? "; Secure" : "";
  return `${name}=; Path=/; ${EXPIRED}; SameSite=Lax${secure}`;
}

function rewritten(setCookie: string): string[] {
  const name = cookieName(setCookie);
  if (name === ACCESS) {
    const copy = atPath(`${AUTHOR_TOKEN_COOKIE}${setCookie.slice(name.length)}`, "/");
    return [
      clearedAtRoot(setCookie, name),
      atPath(setCookie, "/keystatic"),
      /;\s*httponly\b/i.test(copy) ? copy : `${copy}; HttpOnly`,
    ];
  }
  if (name === REFRESH) {
    return [clearedAtRoot(setCookie, name), atPath(setCookie, "/api/keystatic")];
  }
  return [setCookie];
}

export function keptToTheEditor(response: Response): Response {
  const cookies = response.headers.getSetCookie();
  if (cookies.length === 0) return response;
  const headers = new Headers();
  for (const [name, value] of response.headers) {
    if (name.toLowerCase() !== "set-cookie") headers.append(name, value);
  }
  for (const cookie of cookies.flatMap(rewritten)) headers.append("Set-Cookie", cookie);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** The value of the request's cookie `name`, or null. */
export function requestCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join("="));
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The request with Keystatic's access-token cookie put back from the HttpOnly copy, for
 * Keystatic's sign-out, which revokes the token it finds there (the editor's own cookie is not
 * sent to /api/keystatic).
 */
export function withAuthorToken(request: Request): Request {
  const token = requestCookie(request, AUTHOR_TOKEN_COOKIE);
  if (!token || requestCookie(request, ACCESS)) return request;
  const headers = new Headers(request.headers);
  const cookie = headers.get("Cookie");
  headers.set("Cookie", `${cookie ? `${cookie}; ` : ""}${ACCESS}=${encodeURIComponent(token)}`);
  return new Request(request, { headers });
}
