/** What the native <details> list and the Radix accordion share, so the swap does not show. */

export const itemClass = "rounded-2xl border border-line bg-surface";
export const triggerClass =
  "flex w-full cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-serif text-lg font-semibold text-brand-strong sm:px-6 [&::-webkit-details-marker]:hidden";
export const answerClass = "space-y-3 px-5 pb-5 text-ink sm:px-6 [&_a]:link";

/** Each item's value: the same in both lists, so the open answer carries over. */
export const itemValue = (index: number) => `item-${index}`;
