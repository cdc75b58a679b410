import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Keystatic } from "@keystatic/core/ui";
import { useEffect, useMemo, useState } from "react";
import { cachePolicies } from "~/lib/response.server";
import { editorConfig } from "./config";
import { editorCategories, editorPosts, editorStorage } from "./editor-settings.server";
import { forgetUnsavedNewPosts } from "./new-post";
import editorStyles from "./editor.css?url";

/**
 * The author's editor at /keystatic (docs/decisions/0036-the-editor-writes-the-post-files.md).
 * A route only in `npm run dev` and in a build made for GitHub mode (vite.config.ts), so no
 * reader's page imports it and its JavaScript is its own chunk.
 */

export const links: LinksFunction = () => [{ rel: "stylesheet", href: editorStyles }];

export async function loader() {
  const storage = editorStorage();
  return { storage, categories: await editorCategories(), posts: await editorPosts(storage) };
}

export const headers: HeadersFunction = () => ({
  "Cache-Control": cachePolicies.noStore,
  "X-Robots-Tag": "noindex",
});

export const meta: MetaFunction = () => [
  { title: "Posts | Menopause & Me" },
  { name: "robots", content: "noindex" },
];

export default function EditorPage() {
  const { storage, categories, posts } = useLoaderData<typeof loader>();
  const config = useMemo(
    () => editorConfig(storage, categories, posts),
    [storage, categories, posts],
  );
  // Keystatic draws in the browser only (it reads the files through its API from there), once
  // any new post left unsaved has been forgotten, so "Add" always starts empty.
  const [mounted, setMounted] = useState(false);
  useEffect(() => forgetUnsavedNewPosts(() => setMounted(true)), []);
  return (
    <div id="author-editor">
      {mounted ? (
        // Keystatic's UI takes any collection shape; its generic types do not see that.
        <Keystatic config={config as unknown as Parameters<typeof Keystatic>[0]["config"]} />
      ) : (
        <p className="p-8 text-lg">Opening the editor&hellip;</p>
      )}
    </div>
  );
}
