import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { textSink, withoutStrayNulBytes } from "~/lib/response.server";

/** What React's stream writes for this element, decoded as entry.server decodes it. */
function streamed(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(textSink(resolve)),
      onShellError: reject,
    });
  });
}

describe("zero bytes React's stream writer leaves before a multi-byte character", () => {
  // Short text nodes are buffered; an en dash that reaches the end of the 2,048-byte buffer
  // with one or two bytes left does not fit, and React flushes the buffer whole.
  const words = (count: number) => Array.from({ length: count }, (_, i) => `w${i}`);

  it("appear in React 18's output for some lengths, and never after the fix", async () => {
    let sawOne = false;
    for (let pad = 0; pad < 12 && !sawOne; pad++) {
      const html = await streamed(
        <p>
          {"x".repeat(pad)}
          {words(400).map((word) => (
            <span key={word}>{word}–</span>
          ))}
        </p>,
      );
      if (html.includes("\u0000")) sawOne = true;
      expect(withoutStrayNulBytes(html)).not.toContain("\u0000");
      expect(withoutStrayNulBytes(html).match(/–/g)).toHaveLength(400);
    }
    // Documents why the fix exists; when React stops doing this, the fix can go.
    expect(sawOne).toBe(true);
  });
});
