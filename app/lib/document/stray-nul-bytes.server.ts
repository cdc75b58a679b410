/**
 * React 18.3's stream writer (`writeStringChunk` in react-dom-server.node) flushes its whole
 * 2,048-byte buffer, not just the bytes written, when a multi-byte character (an en dash, a
 * curly quote) does not fit at the buffer's end: one or two zero bytes then land in the page
 * before that character, which HTML forbids. No page's text has a U+0000 of its own (PostgreSQL
 * text cannot hold one), so taking them all out restores exactly what React meant to write.
 * `test/unit/stray-nul-bytes.test.tsx` shows React doing it; drop this once React does not.
 */
export function withoutStrayNulBytes(html: string): string {
  return html.includes("\u0000") ? html.replaceAll("\u0000", "") : html;
}
