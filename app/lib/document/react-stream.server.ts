import { Writable } from "node:stream";

/**
 * Reading React's server stream as one string: `textSink` collects what `renderToPipeableStream`
 * pipes into it and hands the decoded text on once React ends the stream;
 * `withoutStrayNulBytes` mends what React 18.3 gets wrong in it (below).
 */
export function textSink(onText: (text: string) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
    final(done) {
      onText(Buffer.concat(chunks).toString("utf8"));
      done();
    },
  });
}

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
