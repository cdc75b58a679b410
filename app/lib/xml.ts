/**
 * What XML 1.0 cannot hold at all, escaped or not: control characters other than tab, line feed
 * and carriage return, U+FFFE and U+FFFF, and lone surrogates (with the `u` flag a proper pair is
 * one code point and never matches). One such character in a title makes the whole feed or
 * sitemap unreadable, so it is dropped.
 */
const FORBIDDEN_IN_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Escapes text for XML element content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(FORBIDDEN_IN_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/**
 * The processing instruction that asks a browser to show an XML document through an XSLT
 * stylesheet; feed readers skip it. Its pseudo-attributes are escaped like attribute values.
 */
export function xmlStylesheetInstruction(href: string): string {
  return `<?xml-stylesheet type="text/xsl" href="${escapeXml(href)}"?>`;
}
