import zlib from "node:zlib";

/**
 * How the app compresses what it renders in brotli: quality 5, not the library's 4, since a long
 * page comes out 6% smaller (/symptoms 39.4 to 36.9 KB) for about a millisecond more, paid once a
 * second per page behind the page cache; 11 would cost a quarter of a second a page
 * (docs/decisions/0051-the-phone-after-the-first-paint.md). `npm run lighthouse` compresses each
 * page's no-script floor with the same parameters, so page and floor differ in their scripts
 * alone (docs/decisions/0064-the-floor-compressed-as-the-page-is.md).
 */
export const PAGE_BROTLI_PARAMS = { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 };
