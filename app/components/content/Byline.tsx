import { Link } from "@remix-run/react";
import { site } from "~content/site";

/** Who wrote it: the author's name, or while she stays anonymous, "the author of Menopause & Me". */
export const BYLINE_NAME = site.author.name || `the author of ${site.name}`;

/** "By …", linking to /about, for posts and guides. */
export function Byline({ className }: { className?: string }) {
  return (
    <span className={className}>
      By{" "}
      <Link
        to="/about"
        prefetch="intent"
        rel="author"
        className="underline underline-offset-4 hover:text-brand"
      >
        {BYLINE_NAME}
      </Link>
    </span>
  );
}
