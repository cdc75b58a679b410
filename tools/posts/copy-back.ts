import { parse, stringify } from "yaml";
import { POST_IMAGES_PATH } from "~/lib/blog/post-markup.server";
import { steadyFields } from "./editor-save";

/**
 * "Keep Supabase's version" (docs/decisions/0052-draft-preview-for-the-signed-in-author.md):
 * a post file rewritten to say what Supabase's row says, for the fields `posts:push` found
 * different (its `Difference`s, by the file's names: title, body, seoTitle; the database's for
 * the rest). Only those fields change, in place, as the editor's save changes them
 * (`steadyFields`), so the commit the workflow makes shows her words and nothing else.
 */

export interface SupabaseValue {
  field: string;
  database: string | boolean | null;
}

const FRONTMATTER = /^---\n([\s\S]*?\n)?---[ \t]*\n(\n*)([\s\S]*)$/;

/** The file's text with Supabase's values; null when the file has no fields to rewrite. */
export function withSupabaseVersion(source: string, values: SupabaseValue[]): string | null {
  const match = FRONTMATTER.exec(source.replace(/\r\n?/g, "\n"));
  if (!match) return null;
  const fields = { ...((parse(match[1] ?? "") ?? {}) as Record<string, unknown>) };
  let body = match[3]!;
  const set = (key: string, value: unknown) => {
    if (value === null || value === "") delete fields[key];
    else fields[key] = value;
  };
  for (const { field, database } of values) {
    switch (field) {
      case "title":
      case "excerpt":
      case "seoTitle":
      case "description":
        set(field, database);
        break;
      case "body":
        body = `${String(database ?? "").trimEnd()}\n`;
        break;
      case "created_at":
        set("date", database);
        break;
      case "category":
        set("category", database);
        break;
      case "published":
        // A draft says so; a published post needs no `draft:` line, unless the file had one.
        if (database === false) fields.draft = true;
        else if ("draft" in fields) fields.draft = false;
        break;
      case "featured_image_url": {
        const url = typeof database === "string" ? database : null;
        if (url === null) {
          for (const key of ["image", "imageAlt", "imageFocus"]) delete fields[key];
        } else {
          // The site's address of a picture beside the post is written as the file names it.
          set(
            "image",
            url.startsWith(POST_IMAGES_PATH) ? `./${url.slice(POST_IMAGES_PATH.length)}` : url,
          );
        }
        break;
      }
      case "featured_image_alt":
        set("imageAlt", database);
        break;
      // The file is Markdown whatever the row's format: the push writes it as Markdown.
      default:
        break;
    }
  }
  const next = `---\n${stringify(fields, { lineWidth: 0 })}---\n${match[2]}${body}`;
  return steadyFields(source, next);
}
