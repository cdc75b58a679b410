// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";
import BeautyArticle from "~/routes/beauty";
import FoodArticle from "~/routes/food";
import SleepArticle from "~/routes/sleep";
import StressArticle from "~/routes/stress";
import SymptomsArticle from "~/routes/symptoms";
import { beautyPage } from "~content/beauty";
import { foodPage } from "~content/food";
import { sleepPage } from "~content/sleep";
import { stressPage } from "~content/stress";
import { symptomsPage } from "~content/symptoms";

function renderPage(Page: ComponentType, path: string) {
  const Stub = createRemixStub([{ path, Component: Page }]);
  return render(<Stub initialEntries={[path]} />);
}

/** The <section> that a level-2 heading names. */
function sectionOf(name: string | RegExp) {
  return screen.getByRole("region", { name });
}

interface PageCase {
  path: string;
  Page: ComponentType;
  h1: string;
  /** Every level-2 heading, in order. */
  h2s: string[];
  faqTitle: string;
  faqCount: number;
  relatedTitle: string;
  relatedCount: number;
  minWords: number;
}

const pages: PageCase[] = [
  {
    path: "/symptoms",
    Page: SymptomsArticle,
    h1: "The Symptoms Nobody Warned Me About",
    h2s: [
      "My Chronicle of Eight Symptoms",
      "Solutions by Phase: What Helped Me When",
      "Getting the Most from a GP Appointment",
      "HRT: A Conversation Worth Having",
      "Related Articles",
      "Frequently Asked Questions",
    ],
    faqTitle: "Frequently Asked Questions",
    faqCount: symptomsPage.faq.items.length,
    relatedTitle: "Related Articles",
    relatedCount: symptomsPage.related.links.length,
    minWords: 1500,
  },
  {
    path: "/sleep",
    Page: SleepArticle,
    h1: "How I Got My Sleep Back",
    h2s: [
      "The Foundation",
      "The Curated Environment",
      "Long-Term Habits",
      "When Sleep Still Won't Come",
      "Related Articles",
      "Frequently Asked Questions",
    ],
    faqTitle: "Frequently Asked Questions",
    faqCount: sleepPage.faq.items.length,
    relatedTitle: "Related Articles",
    relatedCount: sleepPage.related.links.length,
    minWords: 800,
  },
  {
    path: "/food",
    Page: FoodArticle,
    h1: "Menopause Nutrition: My Balanced Approach",
    h2s: [
      "What I Eat",
      "What I Never Eat or Drink",
      ...foodPage.sections.map((section) => section.heading),
      "Related Topics",
      "Frequently Asked Questions",
    ],
    faqTitle: "Frequently Asked Questions",
    faqCount: 5,
    relatedTitle: "Related Topics",
    relatedCount: 4,
    minWords: 800,
  },
  {
    path: "/stress",
    Page: StressArticle,
    h1: "Managing Menopause Stress",
    h2s: [
      "My Story: When Stress Took Over",
      "Finding Your Inner Strength",
      "Why Stress Feels Different Now",
      "When to Ask for More Help",
      "Related Topics",
      "Frequently Asked Questions",
    ],
    faqTitle: "Frequently Asked Questions",
    faqCount: 5,
    relatedTitle: "Related Topics",
    relatedCount: 3,
    minWords: 800,
  },
  {
    path: "/beauty",
    Page: BeautyArticle,
    h1: "Menopause Beauty: A New Definition of Radiance",
    h2s: [
      "My Beauty Routine",
      "My Regimen",
      "Why Oral Care Is Part of My Beauty Routine",
      "What I Stopped Doing",
      "Radiance Is More Than Skin Deep",
      "Related Beauty & Wellness Topics",
      "Menopause Beauty FAQ",
    ],
    faqTitle: "Menopause Beauty FAQ",
    faqCount: 4,
    relatedTitle: "Related Beauty & Wellness Topics",
    relatedCount: 3,
    minWords: 800,
  },
];

describe.each(pages)("$path", (page) => {
  it("has one h1 and its sections' headings in order", async () => {
    renderPage(page.Page, page.path);
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(page.h1);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(
      screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(page.h2s);
  });

  it("has the exact number of FAQ items and related links", async () => {
    renderPage(page.Page, page.path);
    const faq = await screen.findByRole("region", { name: page.faqTitle });
    expect(within(faq).getAllByRole("heading", { level: 3 })).toHaveLength(page.faqCount);
    // The accordion's code arrives on its own, just after the first render.
    expect(await within(faq).findAllByRole("button")).toHaveLength(page.faqCount);
    const related = sectionOf(page.relatedTitle);
    expect(within(related).getAllByRole("link")).toHaveLength(page.relatedCount);
  });

  it("links its table of contents to headings on the page", async () => {
    const { container } = renderPage(page.Page, page.path);
    await screen.findByRole("heading", { level: 1 });
    const [toc] = screen.getAllByRole("navigation", { name: "In this article", hidden: true });
    const targets = within(toc!)
      .getAllByRole("link", { hidden: true })
      .map((link) => link.getAttribute("href")!);
    expect(targets.length).toBeGreaterThan(3);
    for (const target of targets) expect(container.querySelector(target)).not.toBeNull();
  });

  it(`is long-form: at least ${page.minWords} words of article text`, async () => {
    renderPage(page.Page, page.path);
    const article = await screen.findByRole("article", { name: page.h1 });
    const words = (article.textContent ?? "").split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThanOrEqual(page.minWords);
  });

  it("shows the illustration with its size and alt text, loaded eagerly", async () => {
    renderPage(page.Page, page.path);
    const article = await screen.findByRole("article", { name: page.h1 });
    const [image] = within(article).getAllByRole("img");
    expect(image).toHaveAttribute("width");
    expect(image).toHaveAttribute("height");
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("fetchpriority", "high");
    expect(image?.getAttribute("alt")?.length).toBeGreaterThan(20);
  });
});

describe("/symptoms details", () => {
  it("chronicles eight symptoms, each with what helped", async () => {
    renderPage(SymptomsArticle, "/symptoms");
    const chronicle = await screen.findByRole("region", { name: "My Chronicle of Eight Symptoms" });
    const names = within(chronicle)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(symptomsPage.chronicle.symptoms.map((symptom) => symptom.name));
    expect(names).toHaveLength(8);
    expect(within(chronicle).getAllByRole("heading", { name: "What helped me" })).toHaveLength(8);
  });

  it("sets out solutions by phase as a captioned table with row and column headers", async () => {
    renderPage(SymptomsArticle, "/symptoms");
    const table = await screen.findByRole("table", { name: symptomsPage.phaseTable.caption });
    const columnHeaders = within(table).getAllByRole("columnheader");
    expect(columnHeaders.map((th) => th.textContent)).toEqual([
      "Concern",
      "Perimenopause",
      "Menopause",
      "Postmenopause",
    ]);
    for (const th of columnHeaders) expect(th).toHaveAttribute("scope", "col");
    const rowHeaders = within(table).getAllByRole("rowheader");
    expect(rowHeaders).toHaveLength(8);
    for (const th of rowHeaders) expect(th).toHaveAttribute("scope", "row");
    expect(within(table).getAllByRole("cell")).toHaveLength(8 * 3);
  });
});

describe("/sleep details", () => {
  it("walks through the three phases in order", async () => {
    renderPage(SleepArticle, "/sleep");
    const overview = await screen.findByRole("navigation", { name: "The three phases" });
    expect(
      within(overview)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["#the-foundation", "#the-curated-environment", "#long-term-habits"]);
    expect(screen.getByText("Phase 3 of 3")).toBeInTheDocument();
  });
});

describe("/food details", () => {
  it("has a category card per slice with its subtitle and items, and the ten things I avoid", async () => {
    renderPage(FoodArticle, "/food");
    const whatIEat = await screen.findByRole("region", { name: "What I Eat" });
    const cards = within(whatIEat).getAllByRole("article");
    expect(
      cards.map((card) => within(card).getByRole("heading", { level: 3 }).textContent),
    ).toEqual(["Complex Carbs\u00a0- Fruit & Veggies", "Healthy Fats", "Protein"]);
    for (const [index, card] of cards.entries()) {
      const category = foodPage.whatIEat.categories[index]!;
      expect(within(card).getByRole("heading", { level: 4 })).toHaveTextContent("Examples");
      expect(within(card).getAllByRole("listitem")).toHaveLength(category.items.length);
      expect(card).toHaveTextContent(`${category.value}%`);
    }
    const never = sectionOf("What I Never Eat or Drink");
    expect(
      within(never)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Alcohol",
      "Energy drinks",
      "Soft drinks",
      "Fast food",
      "Takeaways",
      "Fried food",
      "Hydrogenated oils",
      "Aspartame",
      "Non-organic dairy",
      "Any processed food or ready meals",
    ]);
  });

  it("keeps the content advice in the prose", async () => {
    renderPage(FoodArticle, "/food");
    const article = await screen.findByRole("article", { name: foodPage.hero.title });
    const text = article.textContent ?? "";
    for (const phrase of [
      "three meals a day with healthy snacks",
      "4:30-5:00 PM",
      "4-5 hour gap between my last meal and bed",
      "9:30-10:00 PM",
      "2 g of protein per kg of body weight",
      "about 5 kilos",
    ]) {
      expect(text).toContain(phrase);
    }
  });
});

describe("/beauty details", () => {
  it("has the four pillars and the four regimen cards", async () => {
    renderPage(BeautyArticle, "/beauty");
    const routine = await screen.findByRole("region", { name: "My Beauty Routine" });
    expect(
      within(routine)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      "Restorative Sleep",
      "Proper Hydration",
      "Nourishing Nutrition",
      "Consistent Exercise",
    ]);
    const regimen = sectionOf("My Regimen");
    expect(
      within(regimen)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["Face", "Makeup", "Hair", "Oral Care"]);
    expect(regimen).toHaveTextContent("A professional facial monthly");
    expect(regimen).toHaveTextContent("A visit to the hygienist every 3 months");
  });
});

describe("/stress details", () => {
  it("has the personal story and six inner-strength practices", async () => {
    renderPage(StressArticle, "/stress");
    expect(
      await screen.findByRole("region", { name: stressPage.story.heading }),
    ).toBeInTheDocument();
    const strength = sectionOf("Finding Your Inner Strength");
    expect(within(strength).getAllByRole("heading", { level: 3 })).toHaveLength(
      stressPage.innerStrength.practices.length,
    );
  });
});

describe("the FAQ on an article page", () => {
  it("opens one answer at a time, closes it again and works from the keyboard", async () => {
    const user = userEvent.setup();
    renderPage(BeautyArticle, "/beauty");
    const faq = await screen.findByRole("region", { name: "Menopause Beauty FAQ" });
    const [first, second] = await within(faq).findAllByRole("button");
    const [firstItem, secondItem] = beautyPage.faq.items;

    await user.click(first!);
    expect(first).toHaveAttribute("aria-expanded", "true");
    expect(within(faq).getByText(firstItem!.answer[0]!)).toBeVisible();

    first!.focus();
    await user.keyboard("{ArrowDown}");
    expect(second).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(second).toHaveAttribute("aria-expanded", "true");
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(within(faq).getByText(secondItem!.answer[0]!)).toBeVisible();

    await user.keyboard(" ");
    expect(second).toHaveAttribute("aria-expanded", "false");
  });
});
