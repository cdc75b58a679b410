import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { handleLoader } from "@keystatic/remix/api";
import { editorConfig } from "./config";
import { editorBaseDir, editorCategories, editorStorage } from "./editor-settings.server";

/**
 * Keystatic's API: in `npm run dev` it reads and writes the post files on this machine; on the
 * live site (KEYSTATIC_GITHUB_REPO) it signs in with GitHub and commits to the repository, with
 * KEYSTATIC_GITHUB_CLIENT_ID, KEYSTATIC_GITHUB_CLIENT_SECRET and KEYSTATIC_SECRET.
 */
async function handle(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const storage = editorStorage();
  const config = editorConfig(storage, await editorCategories());
  return handleLoader(
    storage.kind === "local" ? { config, localBaseDirectory: editorBaseDir() } : { config },
    args,
  );
}

export const loader = (args: LoaderFunctionArgs) => handle(args);
export const action = (args: ActionFunctionArgs) => handle(args);
