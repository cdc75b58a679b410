// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { DEFAULT_FAQ_TITLE, FaqAccordion } from "~/components/faq/FaqAccordion";
import type { FaqItem } from "~content/types";
import { FakeIntersectionObserver } from "../support/fake-intersection-observer";

const items: FaqItem[] = [
  { question: "Does it get better?", answer: ["For me it did, slowly."] },
  { question: "Should I see my GP?", answer: ["Yes - see the [NHS](https://www.nhs.uk/)."] },
  { question: "What about sleep?", answer: ["Start with a **regular** bedtime."] },
];

function renderFaq(props: Partial<React.ComponentProps<typeof FaqAccordion>> = {}) {
  const Stub = createRemixStub([
    { path: "/", Component: () => <FaqAccordion items={items} {...props} /> },
  ]);
  return render(<Stub />);
}

describe("FaqAccordion once hydrated", () => {
  it("uses the default title, or the one given", async () => {
    renderFaq();
    expect(await screen.findByRole("heading", { level: 2, name: DEFAULT_FAQ_TITLE })).toBeVisible();
  });

  it("opens one answer at a time and closes the open one again", async () => {
    const user = userEvent.setup();
    renderFaq({ title: "Menopause Beauty FAQ" });
    expect(await screen.findByRole("heading", { name: "Menopause Beauty FAQ" })).toBeVisible();
    const [first, second] = await screen.findAllByRole("button");
    expect(first).toHaveAttribute("aria-expanded", "false");

    await user.click(first!);
    expect(first).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("For me it did, slowly.")).toBeVisible();

    await user.click(second!);
    expect(second).toHaveAttribute("aria-expanded", "true");
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("For me it did, slowly.")).not.toBeInTheDocument();

    await user.click(second!);
    expect(second).toHaveAttribute("aria-expanded", "false");
  });

  it("is operable from the keyboard", async () => {
    const user = userEvent.setup();
    renderFaq();
    const buttons = await screen.findAllByRole("button");
    await user.tab();
    expect(buttons[0]).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(buttons[1]).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(buttons[1]).toHaveAttribute("aria-expanded", "true");
    await user.keyboard(" ");
    expect(buttons[1]).toHaveAttribute("aria-expanded", "false");
    await user.keyboard("{End}");
    expect(buttons[2]).toHaveFocus();
  });

  it("renders inline links: internal as app links, external in a new tab", async () => {
    const user = userEvent.setup();
    renderFaq();
    const buttons = await screen.findAllByRole("button");
    await user.click(buttons[1]!);
    const link = screen.getByRole("link", { name: /NHS/ });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });
});

describe("FaqAccordion before its accordion code is wanted", () => {
  beforeEach(() => FakeIntersectionObserver.install());
  afterEach(() => vi.unstubAllGlobals());

  const Faq = () => (
    // A static router renders the same on the server and in the browser, as Remix's does.
    <StaticRouter location="/">
      <FaqAccordion items={items} />
    </StaticRouter>
  );

  /** Puts the server's HTML in the document, lets `prepare` touch it, then hydrates it. */
  async function hydrateServerHtml(prepare?: (container: HTMLElement) => void) {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Faq />);
    document.body.append(container);
    prepare?.(container);
    const root = await act(async () => hydrateRoot(container, <Faq />));
    onTestFinished(() => {
      act(() => root.unmount());
      container.remove();
    });
    const list = container.querySelector<HTMLElement>("section.faq > div")!;
    return {
      details: () => container.querySelectorAll("details"),
      summaries: () => Array.from(container.querySelectorAll("summary")),
      buttons: () => within(list).queryAllByRole("button"),
      observer: () => FakeIntersectionObserver.watching()[0],
    };
  }

  const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

  it("keeps the native <details> until the list comes within 400 px, then swaps in Radix", async () => {
    const faq = await hydrateServerHtml();
    expect(faq.details()).toHaveLength(3);
    expect(faq.buttons()).toHaveLength(0);
    expect(faq.observer()?.options.rootMargin).toBe("400px 0px");

    await nextTask();
    expect(faq.details()).toHaveLength(3);

    await act(async () => faq.observer()!.enter());
    await waitFor(() => expect(faq.buttons()).toHaveLength(3));
    expect(faq.details()).toHaveLength(0);
    expect(faq.buttons().map((button) => button.getAttribute("aria-expanded"))).toEqual([
      "false",
      "false",
      "false",
    ]);
    // Radix marks its parts; the observer has let go.
    expect(faq.buttons()[0]).toHaveAttribute("data-state", "closed");
    expect(FakeIntersectionObserver.watching()).toHaveLength(0);
  });

  it("keeps open the answer the reader opened before the swap", async () => {
    const faq = await hydrateServerHtml();
    // A plain click: no pointer movement over the list, so nothing loads yet.
    act(() => faq.summaries()[1]!.click());
    await nextTask();
    expect(faq.details()[1]).toHaveAttribute("open");
    expect(faq.buttons()).toHaveLength(0);

    await act(async () => faq.observer()!.enter());
    await waitFor(() => expect(faq.buttons()).toHaveLength(3));
    expect(faq.buttons()[1]).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(/Yes - see the/)).toBeVisible();
    expect(faq.buttons()[0]).toHaveAttribute("aria-expanded", "false");
  });

  it("keeps open an answer opened before hydration", async () => {
    const faq = await hydrateServerHtml((container) => {
      container.querySelectorAll("details")[2]!.open = true;
    });
    await act(async () => faq.observer()!.enter());
    await waitFor(() => expect(faq.buttons()).toHaveLength(3));
    expect(faq.buttons()[2]).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("regular")).toBeVisible();
  });

  it("loads when a question gets focus, hands the focus to its button, and works from the keyboard", async () => {
    const user = userEvent.setup();
    const faq = await hydrateServerHtml();
    act(() => faq.summaries()[2]!.focus());
    await waitFor(() => expect(faq.buttons()).toHaveLength(3));
    expect(faq.buttons()[2]).toHaveFocus();

    await user.keyboard("{Enter}");
    expect(faq.buttons()[2]).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{ArrowUp}");
    expect(faq.buttons()[1]).toHaveFocus();
    await user.keyboard(" ");
    expect(faq.buttons()[1]).toHaveAttribute("aria-expanded", "true");
    expect(faq.buttons()[2]).toHaveAttribute("aria-expanded", "false");
  });

  it("loads when the reader points at the list", async () => {
    const user = userEvent.setup();
    const faq = await hydrateServerHtml();
    await user.hover(faq.summaries()[0]!);
    await waitFor(() => expect(faq.buttons()).toHaveLength(3));
  });
});
