import { expectHeadRulesStyleWholePage } from "./head-styles";
import { useSupabaseSite } from "./supabase-site";
import { test } from "./fixtures";

/**
 * States only a reader's data brings, which no page the build asks for shows (the build's posts
 * all have pictures, every topic has posts): from a Supabase project whose posts have no
 * pictures and one of whose topics has none yet, their rules are in the head too
 * (scripts/critical-css.mjs keeps every rule the route's code can draw), so with the whole
 * stylesheet held back nothing changes when it arrives.
 */
test.describe.configure({ mode: "serial" });

const supabase = useSupabaseSite();

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  const pages = {
    "/blog?category=hormones": "a topic with no posts yet",
    "/blog?category=sleep": "a topic's own list, its chip chosen",
    "/blog": "cards whose posts have no picture",
    "/blog/fixture-food": "a post with no picture",
  };
  for (const [path, state] of Object.entries(pages)) {
    test(`${path} (${state}): the head's rules style the whole page`, async ({ page }) => {
      await expectHeadRulesStyleWholePage(page, supabase.site.url + path);
    });
  }
});
