/**
 * What a post's photo is kept as, wherever the editor reduces it: on her computer with sharp
 * (tools/posts/editor-save.ts) and on the live site in her browser (app/editor/photo-in-browser.ts),
 * so both commit the same size of photo.
 */

/** The longest side a post's photo is kept at: wider than any picture the site makes (1,600). */
export const PHOTO_LONG_SIDE = 2560;

/** JPEG and WebP quality, 0–100: past what the site's own smaller copies can show. */
export const PHOTO_QUALITY = 86;
