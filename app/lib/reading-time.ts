/** One reading speed for the whole site, so a post and an article estimate alike. */
export const WORDS_PER_MINUTE = 200;

/** Keys of a content module that hold no prose a reader reads on the page. */
const SKIPPED_KEYS = new Set(["seo", "image", "id", "href", "color", "lastReviewed", "sources"]);

function countWords(text: string): number {
  // A post body carries `<h2>`/`<h3>` lines; their tags are not words.
  return text
    .replace(/<[^>]*>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
}

/**
 * Minutes to read, at least one: a post's body (a string) or every prose string in a content
 * module (an object), its SEO block, addresses and sources aside.
 */
export function readingMinutes(content: string | object): number {
  if (typeof content === "string") return minutesFor(countWords(content));
  // A content module is fixed for the life of the process (a new one after an edit in
  // development), so each guide's words are counted once, not on every read.
  let minutes = counted.get(content);
  if (minutes === undefined) {
    minutes = minutesFor(countProse(content));
    counted.set(content, minutes);
  }
  return minutes;
}

const counted = new WeakMap<object, number>();

function minutesFor(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

function countProse(content: object): number {
  let words = 0;
  const visit = (value: unknown, key?: string) => {
    if (key && SKIPPED_KEYS.has(key)) return;
    if (typeof value === "string") words += countWords(value);
    else if (Array.isArray(value)) value.forEach((item) => visit(item));
    else if (value && typeof value === "object") {
      for (const [childKey, child] of Object.entries(value)) visit(child, childKey);
    }
  };
  visit(content);
  return words;
}
