import type { ReactNode } from "react";
import type { ProseSection } from "~content/types";
import { Paragraphs, RichText } from "~/components/content/RichText";
import { Icon } from "~/components/Icon";
import { check, cross, info } from "~/components/icon-shapes";
import { proseClass } from "./prose-class";

/**
 * A titled part of an article. The id is the heading's anchor (the table of contents links to
 * it); `scroll-mt` keeps the heading clear of the viewport edge when jumped to.
 */
export function ArticleSection({
  id,
  heading,
  kicker,
  lead,
  children,
}: {
  id: string;
  heading: string;
  kicker?: string;
  /** A sentence or two set larger, under the heading. */
  lead?: string;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-6">
      {kicker ? <p className="eyebrow mb-2">{kicker}</p> : null}
      <h2 id={headingId} className="text-[1.9rem] leading-tight sm:text-4xl">
        {heading}
      </h2>
      {lead ? (
        <p className="mt-4 text-lg text-ink-soft sm:text-xl">
          <RichText text={lead} />
        </p>
      ) : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** Paragraphs (and an optional bulleted list) in the article's prose style. */
export function Prose({
  paragraphs,
  list,
}: {
  paragraphs: readonly string[];
  list?: readonly string[];
}) {
  return (
    <div className={proseClass}>
      <Paragraphs items={paragraphs} />
      {list?.length ? (
        <ul>
          {list.map((item) => (
            <li key={item}>
              <RichText text={item} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A content module's plain prose section, laid out as an article section. */
export function ProseArticleSection({ section }: { section: ProseSection }) {
  return (
    <ArticleSection id={section.id} heading={section.heading}>
      <Prose paragraphs={section.paragraphs} list={section.list} />
    </ArticleSection>
  );
}

/** The opening paragraphs: the first one larger, with a drop cap, as a magazine would set it. */
export function ArticleIntro({ paragraphs }: { paragraphs: readonly string[] }) {
  const [first, ...rest] = paragraphs;
  return (
    <div className={proseClass}>
      {first ? (
        <p className="text-[1.2rem] leading-relaxed text-ink first-letter:float-left first-letter:mr-3 first-letter:mt-1 first-letter:font-serif first-letter:text-[4.4rem] first-letter:font-semibold first-letter:leading-[0.8] first-letter:text-accent sm:text-[1.3rem]">
          <RichText text={first} />
        </p>
      ) : null}
      <Paragraphs items={rest} />
    </div>
  );
}

/** A list whose bullets are check marks: for things that helped. */
export function CheckList({
  items,
  icon = "check",
  className = "",
}: {
  items: readonly string[];
  icon?: "check" | "cross";
  className?: string;
}) {
  return (
    <ul className={`space-y-3 print:space-y-1.5 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span
            className={`mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full ${
              icon === "check" ? "bg-brand-soft text-brand" : "bg-accent-soft text-accent"
            }`}
          >
            <Icon path={icon === "check" ? check : cross} className="h-4 w-4" />
          </span>
          <span>
            <RichText text={item} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A highlighted note inside an article, e.g. when to see your GP. */
export function Callout({ title, text }: { title: string; text: string }) {
  return (
    <div
      role="note"
      className="flex gap-4 rounded-2xl border border-accent/25 bg-accent-soft/45 p-5 sm:p-6"
    >
      <span className="mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-surface text-accent shadow-sm">
        <Icon path={info} className="h-5 w-5" />
      </span>
      <div>
        <p className="font-serif text-lg font-semibold text-brand-strong">{title}</p>
        <p className="[&_a]:link mt-1 text-ink">
          <RichText text={text} />
        </p>
      </div>
    </div>
  );
}

/** An ordered list of practical steps, each with a round number. */
export function StepList({ items }: { items: readonly string[] }) {
  return (
    <ol className="space-y-4">
      {items.map((item, index) => (
        <li key={item} className="flex gap-4">
          <span
            aria-hidden="true"
            className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-bold text-on-brand"
          >
            {index + 1}
          </span>
          <span className="pt-0.5">
            <RichText text={item} />
          </span>
        </li>
      ))}
    </ol>
  );
}
