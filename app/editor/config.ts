import { collection, config, fields } from "@keystatic/core";
import { SLUG_PATTERN } from "~/lib/addresses";
import { MAX_DESCRIPTION, MAX_PAGE_TITLE } from "~/lib/page-head";
import {
  bodyWithAdvice,
  checkedPhoto,
  countedText,
  excerptWithAdvice,
  whatThePhotoShows,
  photoFocus,
  titleWithAdvice,
  ukDateTime,
} from "./fields";
import { withPipeTables } from "./markdown-tables";

/**
 * Keystatic's description of the post files (docs/decisions/0036-the-editor-writes-the-post-files.md):
 * one field per frontmatter field of tools/posts/post-files.ts, in its order, each checked as
 * the check does, at the field, with its advice there too (app/lib/blog/post-rules.ts; decision
 * 42). What a field cannot see (the body's limits, the folder) is checked when she saves
 * (app/editor/editor-api.ts), so a post saved here passes `npm run posts:check` as it is.
 */

export interface EditorCategory {
  name: string;
  slug: string;
}

export type EditorStorage =
  /** `npm run dev`: the files on this machine, under the posts folder's parent. */
  | { kind: "local" }
  /** The live site: commits to this repository through GitHub sign-in. */
  | { kind: "github"; repo: `${string}/${string}` };

/** A post already in the folder, for the advice on a title another post has. */
export interface EditorPost {
  slug: string;
  title: string;
}

/** Keeps a field out of the file when it is empty: the check refuses `category: ""`. */
function optionalSelect(label: string, description: string, categories: EditorCategory[]) {
  const base = fields.select({
    label,
    description,
    options: [
      { label: "No topic", value: "" },
      ...categories.map((category) => ({ label: category.name, value: category.slug })),
    ],
    defaultValue: "",
  });
  return {
    ...base,
    parse: (value: unknown) => (typeof value === "string" ? base.parse(value) : ""),
    serialize: (value: string) => ({ value: value === "" ? undefined : value }),
  };
}

/** A title as an address the check accepts: lowercase words joined by hyphens. */
export function addressFor(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['\u2019]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A new post starts as a draft; a file without `draft:` is published, as the check reads it. */
function newPostsAreDrafts() {
  const base = fields.checkbox({
    label: "Draft",
    description: "Drafts show only to you, in the preview, never to readers.",
    defaultValue: true,
  });
  return {
    ...base,
    parse: (value: Parameters<typeof base.parse>[0]) =>
      value === undefined ? false : base.parse(value),
  };
}

/**
 * The post's picture, a photo or a drawing. Keystatic keeps a post's files in a folder named
 * after it and names the picture `./<address>/image.jpg` (`image.svg` for a drawing), which the
 * check reads as a picture beside the post. A post whose picture is elsewhere (a path under
 * public/, written by hand) is not opened: Keystatic would otherwise drop a picture it cannot
 * find when the post is saved.
 */
function photoField(local: boolean) {
  const base = fields.image({
    label: "Photo",
    description: local
      ? "A photo (JPEG, PNG, WebP, or an iPhone's HEIC, made a JPEG here) or a drawing (SVG). It is shown above the post and on its card."
      : "A photo (JPEG, PNG or WebP), made smaller in your browser before it is saved, or a drawing (SVG). It is shown above the post and on its card.",
    publicPath: ".",
  });
  return checkedPhoto(
    {
      ...base,
      parse(value: unknown, args: Parameters<typeof base.parse>[1]) {
        if (typeof value === "string" && !value.startsWith(`./${args.slug}/`)) {
          throw new Error(
            `This post's picture (${value}) is not kept in its own folder, so the editor cannot show it and would drop it on saving. Edit this post in its file.`,
          );
        }
        return base.parse(value as Parameters<typeof base.parse>[0], args);
      },
    },
    local,
  );
}

/**
 * The post's body: Markdoc's editor writing plain Markdown, its tables as Markdown tables (as the
 * site and the check read them). `keystatic` is the module's `fields`: the unit test passes the
 * build a browser runs, whose field can read and write.
 */
export function postBody(keystatic: typeof fields, posts: string) {
  const photoAlt = keystatic.text({
    label: "What the picture shows",
    description: "One sentence for people who cannot see it.",
    validation: { isRequired: true },
  });
  return bodyWithAdvice(
    withPipeTables(
      keystatic.markdoc({
        label: "Post",
        extension: "md",
        options: {
          heading: [2, 3],
          table: true,
          codeBlock: false,
          image: { directory: posts, publicPath: ".", schema: { alt: photoAlt } },
        },
      }),
    ),
  );
}

export function editorConfig(
  storage: EditorStorage,
  categories: EditorCategory[],
  existing: EditorPost[] = [],
) {
  // Locally Keystatic's folder is the posts folder's parent; on GitHub it is the repository.
  const posts = storage.kind === "local" ? "posts" : "content/posts";
  return config({
    storage,
    ui: { brand: { name: "Menopause & Me: posts" } },
    collections: {
      posts: collection({
        label: "Posts",
        path: `${posts}/*`,
        slugField: "title",
        format: { contentField: "content" },
        entryLayout: "content",
        columns: ["title", "date"],
        // On the live site, the post's menu (⋯) has "Preview": the post as saved, published or
        // not, for her alone (docs/decisions/0052-draft-preview-for-the-signed-in-author.md).
        // On her computer the site itself shows what she saved, at the post's own address.
        ...(storage.kind === "github" ? { previewUrl: "/blog/{slug}/preview" } : {}),
        schema: {
          // No longest title or excerpt: a long one is advice under the field, never a refusal.
          title: titleWithAdvice(
            fields.slug({
              name: {
                label: "Title",
                validation: { isRequired: true },
              },
              slug: {
                label: "Address",
                // "It's" becomes "its", not "it-s".
                generate: addressFor,
                description:
                  "The post's address on the site: /blog/this-address. Keep it once published.",
                validation: {
                  pattern: {
                    regex: new RegExp(SLUG_PATTERN),
                    message: "Use lowercase letters and digits in words joined by hyphens",
                  },
                },
              },
            }),
            existing,
          ),
          excerpt: excerptWithAdvice(
            fields.text({
              label: "Excerpt",
              description: "A sentence or two for the post's card and search results.",
              multiline: true,
              validation: { isRequired: true },
            }),
          ),
          date: ukDateTime({
            label: "Date",
            description: "UK time. A date still to come keeps the post from readers until then.",
            isRequired: true,
          }),
          updated: ukDateTime({
            label: "Updated",
            description: "Optional: the last change worth telling readers about (UK time).",
            isRequired: false,
          }),
          category: optionalSelect("Topic", "Topics are listed in categories.yml.", categories),
          draft: newPostsAreDrafts(),
          image: photoField(storage.kind === "local"),
          imageAlt: whatThePhotoShows(),
          imageFocus: photoFocus(),
          seoTitle: countedText({
            label: "Search title",
            description: "Optional: a shorter title for search results and link previews.",
            fits: MAX_PAGE_TITLE,
            shared: "seoTitle",
          }),
          description: countedText({
            label: "Search description",
            description: "Optional: a summary for search results when the excerpt is long.",
            fits: MAX_DESCRIPTION,
            multiline: true,
            shared: "description",
          }),
          content: postBody(fields, posts),
        },
      }),
    },
  });
}
