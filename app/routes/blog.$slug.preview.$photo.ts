import type { LoaderFunctionArgs } from "@remix-run/node";
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

export async function loader({ params, request }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  let photo;
  try {
    photo = isValidSlug(slug) ? await authorPreviewPhoto(request, slug, params.photo ?? "") : null;
  } catch (error) {
    console.error(`[preview] a photo of ${JSON.stringify(slug)} could not be read: ${error}`);
    return new Response("GitHub could not be reached: reload the page to try again.", {
      status: 503,
      headers: { ...AUTHOR_ONLY, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  if (!photo) {
    return new Response("Not Found", {
      status: 404,
      headers: { "Cache-Control": cachePolicies.noStore, "Content-Type": "text/plain" },
    });
  }
  return new Response(photo.bytes, {
    headers: { ...AUTHOR_ONLY, "Content-Type": photo.type },
  });
}
