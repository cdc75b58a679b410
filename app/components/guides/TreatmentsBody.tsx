import { Prose, ProseArticleSection } from "~/components/article/ArticleSection";
import { treatmentsPage as page } from "~content/treatments";

/**
 * /treatments' text: its introduction, the list of its sections (the guides link to them by
 * anchor) and the sections. Drawn once on the server (`staticMarkup`), so none of it is in the
 * page's JavaScript (docs/decisions/0026-vite-build-and-static-html.md).
 */
export default function TreatmentsBody() {
  return (
    <div className="space-y-14 sm:space-y-16">
      <Prose paragraphs={page.intro} />
      <nav
        aria-labelledby="treatments-contents"
        className="rounded-2xl bg-surface p-6 ring-1 ring-line"
      >
        <h2 id="treatments-contents" className="text-xl">
          On this page
        </h2>
        <ul className="mt-4 grid gap-x-6 gap-y-1 sm:grid-cols-2">
          {page.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="link inline-flex min-h-11 items-center py-1">
                {section.heading}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {page.sections.map((section) => (
        <ProseArticleSection key={section.id} section={section} />
      ))}
    </div>
  );
}
