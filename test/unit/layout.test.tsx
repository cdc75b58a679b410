// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { SiteFooter } from "~/components/layout/SiteFooter";
import { SiteHeader } from "~/components/layout/SiteHeader";
import { connectLinks } from "~/lib/connect-links";
import { exploreTopics, mainNavigation } from "~content/navigation";
import { site } from "~content/site";

function renderAt(element: React.ReactNode, path = "/") {
  const Stub = createRemixStub([{ path: "*", Component: () => <>{element}</> }]);
  return render(<Stub initialEntries={[path]} />);
}

describe("SiteHeader", () => {
  it("links the logo and name home and marks the current page", async () => {
    renderAt(<SiteHeader />, "/sleep");
    const home = await screen.findByRole("link", { name: site.name });
    expect(home).toHaveAttribute("href", "/");
    const desktop = screen.getAllByRole("navigation", { name: "Main" })[0]!;
    expect(within(desktop).getByRole("link", { name: "Sleep" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  it("shows every navigation link, in order, on wide screens and in the phone menu", async () => {
    renderAt(<SiteHeader />, "/");
    const expected = mainNavigation.map((link) => [link.label, link.href]);
    const navs = await screen.findAllByRole("navigation", { name: "Main", hidden: true });
    expect(navs).toHaveLength(2);
    for (const nav of navs) {
      const links = within(nav).getAllByRole("link", { hidden: true });
      expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(expected);
    }
  });

  it("toggles the mobile menu with aria-expanded and closes it when a link is chosen", async () => {
    const user = userEvent.setup();
    renderAt(<SiteHeader />, "/");
    const button = await screen.findByRole("button", { name: "Menu" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    const panel = document.getElementById(button.getAttribute("aria-controls")!)!;
    expect(panel).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(panel).toBeVisible();

    await user.click(within(panel).getByRole("link", { name: "Food" }));
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
    expect(panel).not.toBeVisible();
  });

  it("closes the open menu on Escape", async () => {
    const user = userEvent.setup();
    renderAt(<SiteHeader />, "/");
    await user.click(await screen.findByRole("button", { name: "Menu" }));
    await user.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });
});

describe("SiteFooter", () => {
  it("has the three columns, the contact links, the disclaimer and the year", async () => {
    renderAt(<SiteFooter year={2031} connect={connectLinks({})} />);
    expect(await screen.findByRole("heading", { name: "Explore Topics" })).toBeInTheDocument();
    const topics = screen.getByRole("navigation", { name: "Explore Topics" });
    expect(
      within(topics)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual(exploreTopics.map((link) => [link.label, link.href]));
    expect(screen.getByRole("heading", { name: "Connect" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: site.author.email })).toHaveAttribute(
      "href",
      `mailto:${site.author.email}`,
    );
    // Nothing configured: both lead to the part of /about that explains them.
    expect(screen.getByRole("link", { name: site.links.community.pendingLabel })).toHaveAttribute(
      "href",
      "/about#community",
    );
    expect(screen.getByRole("link", { name: site.links.social.pendingLabel })).toHaveAttribute(
      "href",
      "/about#follow",
    );
    expect(screen.getByRole("link", { name: "Follow by RSS" })).toHaveAttribute("href", "/follow");
    expect(screen.getByRole("link", { name: /^About me/ })).toHaveAttribute("href", "/about");
    expect(screen.getByText(/educational only and is not medical advice/)).toBeInTheDocument();
    expect(screen.getByText(/All views are my own/)).toBeInTheDocument();
    expect(screen.getByText(/© 2031/)).toBeInTheDocument();
  });

  it("links to the configured chat and profile in a new tab, and warns that WhatsApp shares numbers", async () => {
    const connect = connectLinks({
      communityChatUrl: "https://chat.whatsapp.com/AbCdEf123",
      socialUrl: "https://www.instagram.com/someone/",
    });
    renderAt(<SiteFooter year={2031} connect={connect} />);
    const chat = await screen.findByRole("link", {
      name: `${site.links.community.label} (opens in a new tab)`,
    });
    expect(chat).toHaveAttribute("href", "https://chat.whatsapp.com/AbCdEf123");
    expect(chat).toHaveAttribute("target", "_blank");
    expect(chat).toHaveAttribute("rel", "noopener noreferrer");
    expect(chat.parentElement).toHaveTextContent(/members can see each other's phone numbers/);
    expect(
      screen.getByRole("link", { name: "Follow on Instagram (opens in a new tab)" }),
    ).toHaveAttribute("href", "https://www.instagram.com/someone/");
  });
});
