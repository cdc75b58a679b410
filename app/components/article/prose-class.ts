/**
 * Long-form prose: one type scale for every article, guides and posts alike. Its own module, so
 * a post that wants only the class does not load the guides' section components with it.
 */
export const proseClass =
  "prose prose-lg max-w-none prose-headings:font-serif prose-a:decoration-2 prose-a:underline-offset-4 hover:prose-a:decoration-accent prose-strong:text-brand-strong";
