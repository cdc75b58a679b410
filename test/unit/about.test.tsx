// @vitest-environment jsdom
import type { MetaDescriptor } from "@remix-run/node";
import { createRemixStub } from "@remix-run/testing";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { connectLinks, type ConnectAddresses } from "~/lib/connect-links";
import { formatDate } from "~/lib/dates";
import About, { loader, meta } from "~/routes/about";
import { aboutPage } from "~content/about";
import { site } from "~content/site";

const ORIGIN = "https://menopauseandme.example";

/** The page under the root route, whose loader hands it the configured chat and profile. */
function renderAbout(addresses: ConnectAddresses = {}) {
  const Stub = createRemixStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ connect: connectLinks(addresses) }),
      children: [{ path: "about", Component: About }],
    },
  ]);
  return render(<Stub initialEntries={["/about"]} />);
}

describe("/about", () => {
  it("introduces the author, how the pages are made and when it was last reviewed", async () => {
    renderAbout();
    const article = await screen.findByRole("article", { name: aboutPage.hero.title });
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(
      within(article)
        .getAllByRole("heading", { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      ...aboutPage.sections.map((section) => section.heading),
      aboutPage.community.heading,
      aboutPage.following.heading,
      aboutPage.contact.heading,
    ]);
    expect(article).toHaveTextContent(aboutPage.authorSummary);
    expect(article).toHaveTextContent(/not medical advice|isn't medical advice/i);
    const words = (article.textContent ?? "").split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThan(600);
    expect(within(article).getByText(formatDate(aboutPage.lastReviewed)).tagName).toBe("TIME");
  });

  it("says how to get in touch by email", async () => {
    renderAbout();
    const contact = await screen.findByRole("region", { name: aboutPage.contact.heading });
    expect(within(contact).getByRole("link", { name: /Email me/ })).toHaveAttribute(
      "href",
      `mailto:${site.author.email}`,
    );
  });

  it("says the chat is not open yet and how to follow along, while neither is configured", async () => {
    renderAbout();
    const community = await screen.findByRole("region", { name: aboutPage.community.heading });
    expect(community).toHaveAttribute("id", "community");
    expect(community).toHaveTextContent(aboutPage.community.notOpenYet);
    expect(within(community).getByRole("link", { name: /Email me/ })).toHaveAttribute(
      "href",
      `mailto:${site.author.email}`,
    );
    const following = screen.getByRole("region", { name: aboutPage.following.heading });
    expect(following).toHaveAttribute("id", "follow");
    expect(within(following).getByRole("link", { name: "Follow by RSS" })).toHaveAttribute(
      "href",
      "/follow",
    );
    expect(following).toHaveTextContent(aboutPage.following.noSocialYet);
    for (const link of screen.getAllByRole("link")) {
      expect(link.getAttribute("href")).not.toMatch(/whatsapp|instagram/);
    }
  });

  it("invites readers into a configured WhatsApp chat, saying members see phone numbers", async () => {
    renderAbout({
      communityChatUrl: "https://chat.whatsapp.com/AbCdEf123",
      socialUrl: "https://bsky.app/profile/someone",
    });
    const community = await screen.findByRole("region", { name: aboutPage.community.heading });
    const join = within(community).getByRole("link", { name: /Join the community chat/ });
    expect(join).toHaveAttribute("href", "https://chat.whatsapp.com/AbCdEf123");
    expect(join).toHaveAttribute("target", "_blank");
    expect(community).toHaveTextContent(/members can see each other's phone numbers/);
    expect(community).not.toHaveTextContent(aboutPage.community.notOpenYet);
    const following = screen.getByRole("region", { name: aboutPage.following.heading });
    expect(within(following).getByRole("link", { name: /Follow on Bluesky/ })).toHaveAttribute(
      "href",
      "https://bsky.app/profile/someone",
    );
  });

  it("has its title, description, canonical URL and AboutPage structured data", () => {
    const tags = meta({
      data: loader({ request: new Request(`${ORIGIN}/about`), params: {}, context: {} }),
      params: {},
      location: { pathname: "/about", search: "", hash: "", state: null, key: "k" },
      matches: [{ id: "root", pathname: "/", params: {}, data: { origin: ORIGIN }, meta: [] }],
    } as unknown as Parameters<typeof meta>[0]) as MetaDescriptor[];
    expect(tags).toContainEqual({ title: `${aboutPage.seo.title} | ${site.name}` });
    expect(tags).toContainEqual({ name: "description", content: aboutPage.seo.description });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${ORIGIN}/about` });
    const jsonLd = (tags.find((tag) => "script:ld+json" in tag) as Record<string, unknown>)[
      "script:ld+json"
    ];
    expect(jsonLd).toMatchObject({
      "@type": "AboutPage",
      mainEntity: { "@type": "Person", url: `${ORIGIN}/about` },
      publisher: { "@type": "Organization", name: site.name },
    });
  });
});
