/**
 * A post's body or a guide's sentence as plain text for the search index and its passages:
 * Markdown links become their words, markup and emphasis marks go. Not a renderer: the words
 * only need to read as the page reads them.
 */
export function plainText(markup: string): string {
  return markup
    .replace(/<[^>]*>/g, " ")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+|\d+\.\s+)/gm, "")
    .replace(/(\*\*|__|\*|_|~~|`)(?=\S)([^]*?\S)\1/g, "$2")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_all, name: string) =>
      name === "amp"
        ? "&"
        : name === "lt"
          ? "<"
          : name === "gt"
            ? ">"
            : name === "nbsp"
              ? " "
              : name === "quot"
                ? '"'
                : "'",
    )
    .replace(/\s+/g, " ")
    .trim();
}
