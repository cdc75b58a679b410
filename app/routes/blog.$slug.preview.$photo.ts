import type { LoaderFunctionArgs } from "@remix-run/node";
import { AUTHOR_TOKEN_COOKIE, requestCookie } from "~/editor/token-cookies.server";
import { isValidSlug } from "~/lib/addresses";
import { authorPreviewPhoto } from "~/lib/blog/author-preview.server";
import { cachePolicies } from "~/lib/response.server";

/**
 * `/blog/<slug>/preview/<sha>`: a photo of her post as saved on GitHub, for the live site's
 * signed-in author's preview alone, before a release has made the site's own copies
 * (docs/decisions/0052-draft-preview-for-the-signed-in-author.md). Never kept by a cache
 * (nginx's included) and never indexed; anyone else gets the 404 any unknown address gets.
 */
const AUTHOR_ONLY = {
  "Cache-Control": cachePolicies.authorOnly,
  "X-Robots-Tag": "noindex",
  // The bytes are a JPEG, PNG or WebP by their signature; nothing in them may run or load.
  "Content-Security-Policy": "default-src 'none'",
};

/**
 * In her browser (the request carries her session's cookie), a photo that cannot be sent is still
 * a picture: her words in its place, never a broken image. Everyone else gets the plain 404.
 */
const PHOTO_NOT_FETCHED = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="1600" height="900">',
  '<rect width="1600" height="900" fill="#f6dcd2"/>',
  '<g font-family="system-ui, sans-serif" font-size="48" fill="#2b2230" text-anchor="middle">',
  '<text x="800" y="430">This photo could not be fetched from GitHub just now.</text>',
  '<text x="800" y="510">Reload the page; if it stays, sign in to the editor again.</text>',
  "</g></svg>",
].join("");

function notSent(request: Request, status: 404 | 503) {
  if (!requestCookie(request, AUTHOR_TOKEN_COOKIE)) {
    return new Response("Not Found", {
      status: 404,
      headers: { "Cache-Control": cachePolicies.noStore, "Content-Type": "text/plain" },
    });
  }
  return new Response(PHOTO_NOT_FETCHED, {
    status,
    headers: {
      ...AUTHOR_ONLY,
      "Content-Type": "image/svg+xml",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}

export async function loader({ params, request }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  let photo;
  try {
    photo = isValidSlug(slug) ? await authorPreviewPhoto(request, slug, params.photo ?? "") : null;
  } catch (error) {
    console.error(`[preview] a photo of ${JSON.stringify(slug)} could not be read: ${error}`);
    return notSent(request, 503);
  }
  if (!photo) return notSent(request, 404);
  return new Response(photo.bytes, {
    headers: { ...AUTHOR_ONLY, "Content-Type": photo.type },
  });
}
