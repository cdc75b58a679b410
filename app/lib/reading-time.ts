/** One reading speed for the whole site, so a post and an article estimate alike. */
export const WORDS_PER_MINUTE = 200;

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

export function minutesToRead(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
