import { aboutPage } from "~content/about";
import { site as siteSettings } from "~content/site";
import { startServer, type RunningServer } from "../support/server";
import { expect, test } from "./fixtures";

/**
 * The footer's community chat and social links never lead nowhere: unconfigured, they lead to
 * the parts of /about that explain them; configured (COMMUNITY_CHAT_URL, SOCIAL_URL), to the
 * chat and the profile. See docs/decisions/0018-connect-links.md.
 */

/** Addresses that were once placeholders, or that no configuration here ever names. */
const NOWHERE = /chat\.whatsapp\.com|instagram\.com|example\.(com|org)|placeholder/i;

test("with nothing configured, no page links to a chat or profile that does not exist", async ({
  request,
  baseURL,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc!).pathname,
  );
  expect(paths).toContain("/about");
  expect(paths.some((path) => path.startsWith("/blog/"))).toBe(true);
  for (const path of [...paths, "/no-such-page"]) {
    const html = await (await request.get(`${baseURL}${path}`)).text();
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map(([, href]) => href!);
    expect(hrefs.length, path).toBeGreaterThan(10);
    expect(
      hrefs.filter((href) => NOWHERE.test(href)),
      path,
    ).toEqual([]);
  }
});

for (const javaScriptEnabled of [true, false]) {
  test(`unconfigured footer links lead to /about's explanations (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled, baseURL });
    const page = await context.newPage();
    await page.goto("/sleep");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: siteSettings.links.community.pendingLabel }).click();
    await expect(page).toHaveURL(/\/about#community$/);
    await expect(page.getByRole("heading", { name: "The Community Chat" })).toBeInViewport();
    await expect(page.locator("#community")).toContainText(aboutPage.community.notOpenYet);

    await footer.getByRole("link", { name: siteSettings.links.social.pendingLabel }).click();
    await expect(page).toHaveURL(/\/about#follow$/);
    const following = page.locator("#follow");
    await expect(following.getByRole("link", { name: "Follow by RSS" })).toHaveAttribute(
      "href",
      "/follow",
    );
    await context.close();
  });
}

test.describe("configured", () => {
  test.describe.configure({ mode: "serial", timeout: 90_000 });

  const CHAT = "https://chat.whatsapp.com/InviteCodeForTests";
  const PROFILE = "https://www.instagram.com/menopause.tests/";
  let configured: RunningServer;
  let halfConfigured: RunningServer;

  test.beforeAll(async () => {
    // Two production servers starting at once on a busy machine.
    test.setTimeout(120_000);
    [configured, halfConfigured] = await Promise.all([
      startServer({ env: { COMMUNITY_CHAT_URL: CHAT, SOCIAL_URL: PROFILE } }),
      startServer({ env: { COMMUNITY_CHAT_URL: CHAT } }),
    ]);
  });

  test.afterAll(async () => {
    await Promise.all([configured?.stop(), halfConfigured?.stop()]);
  });

  test.use({ baseURL: undefined });

  test("the footer links go to the chat and the profile, and say WhatsApp shares numbers", async ({
    page,
  }) => {
    await page.goto(`${configured.url}/recipes`);
    const footer = page.getByRole("contentinfo");
    const chat = footer.getByRole("link", { name: /^Join the community chat/ });
    await expect(chat).toHaveAttribute("href", CHAT);
    await expect(chat).toHaveAttribute("target", "_blank");
    await expect(footer).toContainText("members can see each other's phone numbers");
    await expect(footer.getByRole("link", { name: /^Follow on Instagram/ })).toHaveAttribute(
      "href",
      PROFILE,
    );

    await page.goto(`${configured.url}/about`);
    const community = page.locator("#community");
    await expect(community.getByRole("link", { name: /^Join the community chat/ })).toHaveAttribute(
      "href",
      CHAT,
    );
    await expect(community).toContainText("members can see each other's phone numbers");
    await expect(community).not.toContainText("It isn't open yet");
  });

  test("npm start names the setting still unset, and only that one", async () => {
    expect(halfConfigured.output()).toContain("SOCIAL_URL is not set");
    expect(halfConfigured.output()).not.toContain("COMMUNITY_CHAT_URL is not set");
    expect(configured.output()).not.toMatch(/COMMUNITY_CHAT_URL is not set|SOCIAL_URL is not set/);
    const response = await fetch(`${halfConfigured.url}/about`);
    const html = await response.text();
    expect(html).toContain(`href="${CHAT}"`);
    expect(html).toContain('href="/about#follow"');
  });
});
