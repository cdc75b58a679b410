// @vitest-environment jsdom
import type { MetaDescriptor } from "@remix-run/node";
import { createRemixStub } from "@remix-run/testing";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formatDate } from "~/lib/dates";
import About, { meta } from "~/routes/about";
import { aboutPage } from "~content/about";
import { site } from "~content/site";

const ORIGIN = "https://menopauseandme.example";

function renderAbout() {
  const Stub = createRemixStub([{ path: "/about", Component: About }]);
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
    ).toEqual([...aboutPage.sections.map((section) => section.heading), aboutPage.contact.heading]);
    expect(article).toHaveTextContent(site.author.summary);
    expect(article).toHaveTextContent(/not medical advice|isn't medical advice/i);
    const words = (article.textContent ?? "").split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThan(600);
    expect(within(article).getByText(formatDate(aboutPage.lastReviewed)).tagName).toBe("TIME");
  });

  it("says how to get in touch: email here, other sites in a new tab", async () => {
    renderAbout();
    const contact = await screen.findByRole("region", { name: aboutPage.contact.heading });
    expect(within(contact).getByRole("link", { name: /Email me/ })).toHaveAttribute(
      "href",
      `mailto:${site.author.email}`,
    );
    for (const { label, href } of [site.links.community, site.links.social]) {
      const link = within(contact).getByRole("link", { name: `${label} (opens in a new tab)` });
      expect(link).toHaveAttribute("href", href);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  it("has its title, description, canonical URL and AboutPage structured data", () => {
    const tags = meta({
      data: undefined,
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
      mainEntity: { "@type": "Person", name: site.author.name || site.author.genericName },
    });
  });
});
