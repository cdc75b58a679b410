// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { DEFAULT_FAQ_TITLE, FaqAccordion } from "~/components/faq/FaqAccordion";
import type { FaqItem } from "../../content/types";

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
