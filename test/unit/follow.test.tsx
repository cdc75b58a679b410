// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PostSummary } from "~/lib/blog/types";
import { formatDate } from "~/lib/dates";
import Follow from "~/routes/follow";
import { followPage } from "~content/follow";
import { site } from "~content/site";

const FEED_URL = "https://menopauseandme.example/feed.xml";

const post = (id: number, slug: string, title: string): PostSummary => ({
  id: String(id),
  title,
  slug,
  excerpt: `What I learned about ${title.toLowerCase()}.`,
  featured_image_url: null,
  featured_image_alt: null,
  created_at: `2026-0${id}-14T08:30:00.000Z`,
  updated_at: `2026-0${id}-14T08:30:00.000Z`,
  category: { id: "1", name: "Sleep", slug: "sleep" },
});

const POSTS = [post(2, "night-sweats", "Night Sweats"), post(1, "brain-fog", "Brain Fog")];

function renderFollow(posts: PostSummary[] | null = POSTS) {
  const Stub = createRemixStub([
    { path: "/follow", Component: Follow, loader: () => ({ feedUrl: FEED_URL, posts }) },
  ]);
  return render(<Stub initialEntries={["/follow"]} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("/follow", () => {
  it("explains feed readers under one heading, with the steps and a few free readers", async () => {
    renderFollow();
    const article = await screen.findByRole("article", { name: followPage.hero.title });
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(
      within(article)
        .getAllByRole("heading", { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      followPage.whatItIs.heading,
      followPage.howTo.heading,
      followPage.readers.heading,
      followPage.otherwise.heading,
      followPage.latest.heading,
    ]);
    const steps = within(
      screen.getByRole("region", { name: followPage.howTo.heading }),
    ).getAllByRole("listitem");
    expect(steps.map((step) => step.textContent)).toEqual(
      followPage.howTo.steps.map((text, index) => `${index + 1}${text}`),
    );
    for (const name of ["NetNewsWire", "Feeder", "Thunderbird"]) {
      expect(within(article).getByText(name).tagName).toBe("STRONG");
    }
    expect(within(article).getByRole("link", { name: /Email me/ })).toHaveAttribute(
      "href",
      `mailto:${site.author.email}`,
    );
  });

  it("shows the feed's address to copy by hand, selected whole by a click", async () => {
    renderFollow();
    const address = await screen.findByText(FEED_URL);
    expect(address.tagName).toBe("CODE");
    expect(address.className).toContain("select-all");
    expect(screen.getByText(followPage.address.label)).toBeInTheDocument();
  });

  it("lists the latest posts, newest first, each linking to its page, and the whole blog", async () => {
    renderFollow();
    const latest = await screen.findByRole("region", { name: followPage.latest.heading });
    const links = within(latest).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Night Sweats", "/blog/night-sweats"],
      ["Brain Fog", "/blog/brain-fog"],
      [followPage.latest.allPosts, "/blog"],
    ]);
    expect(within(latest).getByText(formatDate(POSTS[0]!.created_at)).tagName).toBe("TIME");
  });

  it("still explains everything when the posts cannot be listed", async () => {
    renderFollow(null);
    expect(await screen.findByRole("alert")).toHaveTextContent(followPage.latest.unavailable);
    expect(screen.getByText(FEED_URL)).toBeInTheDocument();
  });

  it("copies the address with one button once scripts run", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    renderFollow();
    const button = await screen.findByRole("button", { name: followPage.address.copy });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(writeText).toHaveBeenCalledWith(FEED_URL);
    expect(screen.getByRole("status")).toHaveTextContent(followPage.address.copied);
  });

  it("selects the address instead when the browser will not copy it", async () => {
    const writeText = vi.fn().mockRejectedValue(new DOMException("Denied", "NotAllowedError"));
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    renderFollow();
    const button = await screen.findByRole("button", { name: followPage.address.copy });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(screen.getByRole("status")).toHaveTextContent(followPage.address.copyFailed);
    expect(window.getSelection()?.toString()).toBe(FEED_URL);
  });
});
