// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { DEFAULT_FAQ_TITLE, FaqAccordion } from "~/components/faq/FaqAccordion";
import type { FaqItem } from "~content/types";

/**
 * Holds back the browser's import() of the Radix accordion until the test opens the gate (or
 * makes the load fail), so a test can act on the <details> before the code arrives.
 */
function holdAccordionCode() {
  let settle = { open: () => {}, fail: () => {} };
  const ready = new Promise<void>((resolve, reject) => {
    settle = { open: resolve, fail: () => reject(new Error("chunk failed to load")) };
  });
  vi.resetModules();
  vi.doMock("~/components/faq/RadixFaqList", async (importOriginal) => {
    await ready;
    return importOriginal();
  });
  return settle;
}

const items: FaqItem[] = [
  { question: "Does it get better?", answer: ["For me it did, slowly."] },
  { question: "Should I see my GP?", answer: ["Yes - see the [NHS](https://www.nhs.uk/)."] },
  { question: "What about sleep?", answer: ["Start with a **regular** bedtime."] },
];

/**
 * Queries inside the FAQ's own section: every answer is also in the page once more, in the
 * print-only list beside it, which the screen never shows.
 */
const inFaq = () => within(document.querySelector<HTMLElement>("section.faq")!);

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
    expect(inFaq().getByText("For me it did, slowly.")).toBeVisible();

    await user.click(second!);
    expect(second).toHaveAttribute("aria-expanded", "true");
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(inFaq().queryByText("For me it did, slowly.")).not.toBeInTheDocument();

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

  it("prints every answer, in a list the screen does not show", async () => {
    renderFaq();
    await screen.findAllByRole("button");
    const printed = document.querySelector("section.faq + dl")!;
    expect(printed).toHaveClass("hidden", "print:block");
    expect(within(printed as HTMLElement).getAllByRole("term", { hidden: true })).toHaveLength(
      items.length,
    );
    expect(printed).toHaveTextContent("For me it did, slowly.");
    expect(printed).toHaveTextContent("Start with a regular bedtime.");
  });

  it("renders inline links: internal as app links, external in a new tab", async () => {
    const user = userEvent.setup();
    renderFaq();
    const buttons = await screen.findAllByRole("button");
    await user.click(buttons[1]!);
    const link = inFaq().getByRole("link", { name: /NHS/ });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });
});

describe("FaqAccordion from the server's HTML", () => {
  afterEach(() => {
    vi.doUnmock("~/components/faq/RadixFaqList");
    vi.resetModules();
  });

  /**
   * Puts the server's HTML in the document, lets `prepare` touch it, then hydrates it with a
   * fresh module whose accordion code arrives only when the test calls `arrive()`.
   */
  async function hydrateServerHtml(prepare?: (container: HTMLElement) => void) {
    const gate = holdAccordionCode();
    const { FaqAccordion: Accordion } = await import("~/components/faq/FaqAccordion");
    const Faq = () => (
      // A static router renders the same on the server and in the browser, as Remix's does.
      <StaticRouter location="/">
        <Accordion items={items} />
      </StaticRouter>
    );
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
    const buttons = () => within(list).queryAllByRole("button");
    return {
      details: () => container.querySelectorAll("details"),
      summaries: () => Array.from(container.querySelectorAll("summary")),
      buttons,
      /** The accordion's code fails to load. */
      fail: () => act(async () => gate.fail()),
      /** The accordion's code arrives; resolves once it has replaced the <details>. */
      arrive: async () => {
        gate.open();
        await waitFor(() => expect(buttons()).toHaveLength(3));
      },
    };
  }

  it("keeps the native <details> through hydration, then swaps in Radix when its code arrives", async () => {
    const faq = await hydrateServerHtml();
    expect(faq.details()).toHaveLength(3);
    expect(faq.buttons()).toHaveLength(0);

    await faq.arrive();
    expect(faq.details()).toHaveLength(0);
    expect(faq.buttons().map((button) => button.getAttribute("aria-expanded"))).toEqual([
      "false",
      "false",
      "false",
    ]);
    // Radix marks its parts.
    expect(faq.buttons()[0]).toHaveAttribute("data-state", "closed");
  });

  it("keeps open the answer the reader opened before the swap", async () => {
    const faq = await hydrateServerHtml();
    act(() => faq.summaries()[1]!.click());
    await waitFor(() => expect(faq.details()[1]).toHaveAttribute("open"));

    await faq.arrive();
    expect(faq.buttons()[1]).toHaveAttribute("aria-expanded", "true");
    expect(inFaq().getByText(/Yes - see the/)).toBeVisible();
    expect(faq.buttons()[0]).toHaveAttribute("aria-expanded", "false");
  });

  it("keeps open an answer opened before hydration", async () => {
    const faq = await hydrateServerHtml((container) => {
      container.querySelectorAll("details")[2]!.open = true;
    });
    await faq.arrive();
    expect(faq.buttons()[2]).toHaveAttribute("aria-expanded", "true");
    expect(inFaq().getByText("regular")).toBeVisible();
  });

  it("hands focus from a question to its button, which then works from the keyboard", async () => {
    const user = userEvent.setup();
    const faq = await hydrateServerHtml();
    act(() => faq.summaries()[2]!.focus());
    await faq.arrive();
    expect(faq.buttons()[2]).toHaveFocus();

    await user.keyboard("{Enter}");
    expect(faq.buttons()[2]).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{ArrowUp}");
    expect(faq.buttons()[1]).toHaveFocus();
    await user.keyboard(" ");
    expect(faq.buttons()[1]).toHaveAttribute("aria-expanded", "true");
    expect(faq.buttons()[2]).toHaveAttribute("aria-expanded", "false");
  });

  it("keeps the working <details> if the accordion's code cannot load", async () => {
    const faq = await hydrateServerHtml();
    await faq.fail();
    act(() => faq.summaries()[0]!.click());
    await waitFor(() => expect(faq.details()[0]).toHaveAttribute("open"));
    expect(faq.buttons()).toHaveLength(0);
  });
});
