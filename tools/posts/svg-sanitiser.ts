/**
 * A post's SVG as the site serves it (docs/decisions/0042-the-editor-checks-where-she-writes.md):
 * DOMPurify's SVG profile takes out scripts, event handlers (`onload=`) and foreign elements;
 * on top of that every reference outside the drawing itself goes (an `href` that is not `#…` or
 * a data: image, a `url(…)` or `@import` in a style), so the drawing loads nothing from
 * elsewhere. A drawing without any of those comes out the same picture. nginx serves the result
 * with a policy that forbids scripts as well (deploy/nginx/site.conf), a second lock.
 */

type Purifier = (typeof import("isomorphic-dompurify"))["default"];

const INSIDE = /^\s*(?:#|data:image\/(?:png|jpe?g|gif|webp);)/i;
const OUTSIDE_IN_STYLE = /@import[^;]*;?|url\(\s*(?!['"]?\s*#)[^)]*\)/gi;

export function sanitiseSvg(purifier: Purifier, source: string): string {
  const attribute = (
    _node: Element,
    data: { attrName: string; attrValue: string; keepAttr: boolean },
  ) => {
    const name = data.attrName.toLowerCase();
    if ((name === "href" || name === "xlink:href") && !INSIDE.test(data.attrValue)) {
      data.keepAttr = false;
    }
    if (name === "style") data.attrValue = data.attrValue.replace(OUTSIDE_IN_STYLE, "none");
  };
  const element = (node: Node) => {
    if (node.nodeName.toLowerCase() === "style" && node.textContent) {
      node.textContent = node.textContent.replace(OUTSIDE_IN_STYLE, "none");
    }
  };
  // Hooks on the shared purifier for this one synchronous call only: the posts' own
  // sanitising (the same instance) never sees them.
  purifier.addHook("uponSanitizeAttribute", attribute);
  purifier.addHook("uponSanitizeElement", element);
  try {
    return purifier.sanitize(source, {
      USE_PROFILES: { svg: true, svgFilters: true },
      WHOLE_DOCUMENT: false,
    });
  } finally {
    purifier.removeHook("uponSanitizeElement");
    purifier.removeHook("uponSanitizeAttribute");
  }
}
