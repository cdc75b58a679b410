import { Link } from "@remix-run/react";
import { EDITOR_LABELS, inEditorWords } from "~/lib/blog/post-rules";

interface Problem {
  file: string;
  line: number;
  field: string | null;
  message: string;
}

/**
 * A preview's answer for a post the check refuses: what to fix, where, on the page the author
 * was looking for. Readers never see it. In development, by file and line in the check's own
 * words; on the live site (`inEditor`), by the editor's field and in its words.
 */
export function PostProblems({
  problems,
  inEditor = false,
}: {
  problems: readonly Problem[];
  inEditor?: boolean;
}) {
  return (
    <section className="container-page py-16 sm:py-20" aria-labelledby="post-problems">
      <div className="mx-auto max-w-3xl">
        <p className="eyebrow">Preview: only you can see this</p>
        <h1 id="post-problems" className="mt-3 text-4xl sm:text-5xl">
          This post needs a fix before it can show
        </h1>
        {inEditor ? (
          <p className="mt-5 text-lg text-ink-soft">
            Fix {problems.length === 1 ? "this" : "these"} in the editor, save, and reload this page
            to see the post.
          </p>
        ) : (
          <p className="mt-5 text-lg text-ink-soft">
            Fix {problems.length === 1 ? "this" : "these"} in the file, save, and this page reloads
            with the post. <code>npm run posts:check</code> lists the same.
          </p>
        )}
        <ul className="mt-8 space-y-4">
          {problems.map((problem) => (
            <li
              key={`${problem.file}:${problem.line}:${problem.message}`}
              className="rounded-2xl border border-line bg-surface p-5"
            >
              {inEditor ? (
                <>
                  <p className="font-semibold">
                    {(problem.field && EDITOR_LABELS[problem.field]) ?? "The post"}
                  </p>
                  <p className="mt-2">{inEditorWords(problem.message)}</p>
                </>
              ) : (
                <>
                  <p className="font-semibold">
                    <code>{problem.file}</code>, line {problem.line}
                  </p>
                  <p className="mt-2">{problem.message}</p>
                </>
              )}
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <Link to="/blog" className="link">
            &larr; Back to Blog
          </Link>
        </p>
      </div>
    </section>
  );
}
