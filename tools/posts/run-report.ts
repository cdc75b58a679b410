/**
 * What the author's tools say in a terminal and on a GitHub Actions run's summary page, made
 * safe and readable (docs/decisions/0042-the-editor-checks-where-she-writes.md).
 *
 * - `printable(text)`: any character that is not text a reader sees (C0 and C1 controls, DEL,
 *   and the invisible direction and width marks) written as `\u{…}`, so a value read from the
 *   database can neither drive a terminal (ANSI escapes) nor begin a line of its own in a CI log
 *   (a newline followed by `::error::`).
 * - `conflictSummary(conflicts)`: the posts left alone because they were changed in Supabase,
 *   as Markdown for the workflow run's summary page: each field in words, Supabase's version
 *   beside the file's, and the two buttons that settle it from github.com (keep the file's, or
 *   copy Supabase's into the file).
 * - `checkSummary(problems, notes)`: `npm run posts:check`'s problems and advice as Markdown for
 *   the same page, each under its post file, so she sees them without opening the job's log.
 */

const INVISIBLE =
  // Control characters are what this finds.
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/gu;

export function printable(text: string): string {
  return text.replace(INVISIBLE, (char) => `\\u{${char.codePointAt(0)!.toString(16)}}`);
}

/** The database's column names as the fields she knows from the editor and the files. */
const IN_HER_WORDS: Record<string, string> = {
  title: "Title",
  excerpt: "Excerpt",
  content: "The post's text",
  featured_image_url: "Photo",
  featured_image_alt: "What the photo shows",
  published: "Published (not a draft)",
  created_at: "Date",
  category: "Topic",
  format: "Format",
  seo_title: "Search title",
  seo_description: "Search description",
};

interface Conflict {
  slug: string;
  differences: {
    field: string;
    database: string | boolean | null;
    file: string | boolean | null;
  }[];
}

/** A value in a table cell: one line, at most 300 characters, Markdown's own signs escaped. */
function cell(value: string | boolean | null): string {
  if (value === null || value === "") return "*(empty)*";
  if (typeof value === "boolean") return value ? "yes" : "no";
  const line = printable(value.replace(/\s+/g, " ").trim());
  const short = line.length > 300 ? `${line.slice(0, 299)}…` : line;
  return short.replace(/[\\`*_[\]|<>]/g, (char) => `\\${char}`);
}

export function conflictSummary(conflicts: Conflict[]): string {
  const lines = [
    "## Some posts were not published: they were changed in Supabase",
    "",
    "Someone changed these posts in Supabase's table editor since they were last published from GitHub, and the files say something else. Nothing was lost: each post is left as it is in Supabase until you choose which version to keep.",
    "",
  ];
  for (const { slug, differences } of conflicts) {
    lines.push(
      `### The post at /blog/${cell(slug)}`,
      "",
      "| | In Supabase now | In the file |",
      "|---|---|---|",
    );
    for (const { field, database, file } of differences) {
      lines.push(`| ${IN_HER_WORDS[field] ?? cell(field)} | ${cell(database)} | ${cell(file)} |`);
    }
    lines.push("");
  }
  lines.push(
    "### How to settle it",
    "",
    "- **To keep the file's version** (replace what is in Supabase): open the **Actions** tab, choose **Publish posts** on the left, press **Run workflow**, type the post's address (for example `" +
      (conflicts[0]?.slug ?? "my-post") +
      "`) in **Post to replace in Supabase with its file**, and press the green **Run workflow** button.",
    "- **To keep Supabase's version** (copy it into the post's file): do the same, but type the address in **Post to copy from Supabase into its file** instead. The run writes Supabase's words into the file and commits it for you.",
    "",
  );
  return lines.join("\n");
}

interface Problem {
  file: string;
  line: number;
  message: string;
}

export function checkSummary(problems: Problem[], notes: Problem[]): string {
  const lines: string[] = [];
  const list = (items: Problem[]) => {
    for (const item of items) {
      lines.push(`- \`${printable(item.file)}\`, line ${item.line}: ${cell(item.message)}`);
    }
    lines.push("");
  };
  if (problems.length > 0) {
    lines.push(
      `## ${problems.length} problem(s) in the posts: nothing was published`,
      "",
      "Open the file named (in the **Code** tab, or press `.` for the web editor), fix what is said, and commit: this runs again.",
      "",
    );
    list(problems);
  } else lines.push("## The posts passed the check", "");
  if (notes.length > 0) {
    lines.push("### Advice (nothing is held back)", "");
    list(notes);
  }
  return lines.join("\n");
}
