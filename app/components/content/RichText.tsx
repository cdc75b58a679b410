import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { isInternalHref } from "~/lib/addresses";

/** [text](href) or **bold**: the only inline marks content modules may use. */
const INLINE_MARK = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g;

/** A link to another site: a new tab, as post bodies do, with no opener or referrer. */
export function ExternalLink({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

export function renderInline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE_MARK)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push(text.slice(last, index));
    const [, label, href, bold] = match;
    if (bold !== undefined) {
      nodes.push(<strong key={index}>{bold}</strong>);
    } else if (label !== undefined && href !== undefined) {
      nodes.push(
        isInternalHref(href) ? (
          <Link key={index} to={href} prefetch="intent">
            {label}
          </Link>
        ) : (
          <ExternalLink key={index} href={href}>
            {label}
          </ExternalLink>
        ),
      );
    }
    last = index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/** Inline content of one prose string. */
export function RichText({ text }: { text: string }) {
  return <>{renderInline(text)}</>;
}

/** Several prose strings as paragraphs. */
export function Paragraphs({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <>
      {items.map((text, index) => (
        <p key={index} className={className}>
          <RichText text={text} />
        </p>
      ))}
    </>
  );
}
