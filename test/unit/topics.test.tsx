// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";
import { SOURCES_TITLE } from "~/components/article/SourcesList";
import { MAIN_CONTENT_ID } from "~/components/layout/SkipLink";
import { displayName } from "~/components/food/food-chart";
import { formatDate } from "~/lib/dates";
import { citationsByKey } from "~/lib/static-page.server";
import BeautyArticle, { loader as beautyLoader } from "~/routes/beauty";
import FoodArticle, { loader as foodLoader } from "~/routes/food";
import SleepArticle, { loader as sleepLoader } from "~/routes/sleep";
import StressArticle, { loader as stressLoader } from "~/routes/stress";
import SymptomsArticle, { loader as symptomsLoader } from "~/routes/symptoms";
import { beautyPage } from "~content/beauty";
import { foodPage } from "~content/food";
import { sleepPage } from "~content/sleep";
import { stressPage } from "~content/stress";
import { symptomsPage } from "~content/symptoms";
import type { TopicArticle } from "~content/types";

/** Each guide's loader: the page's sources and reading time come from it. */
const loaders: Record<string, typeof symptomsLoader> = {
  "/symptoms": symptomsLoader,
  "/sleep": sleepLoader,
  "/food": foodLoader,
  "/stress": stressLoader,
  "/beauty": beautyLoader,
};

function renderPage(Page: ComponentType, path: string) {
  const Stub = createRemixStub([{ path, Component: Page, loader: loaders[path] }]);
  return render(<Stub initialEntries={[path]} />);
}

/** The <section> that a level-2 heading names. */
function sectionOf(name: string | RegExp) {
  return screen.getByRole("region", { name });
}

interface PageCase {
  path: string;
  Page: ComponentType;
  content: TopicArticle;
  /** The article's own level-2 headings, in order, read from its content module. */
  bodyH2s: string[];
  /**
   * The heading, section headings and FAQ and related counts the product requires word for word
   * on this page, where it fixes them; written out so that a content edit cannot drop them.
   */
  required?: { h1: string; h2s: string[]; faqCount: number; relatedCount: number };
  minWords: number;
}

const pages: PageCase[] = [
  {
    path: "/symptoms",
    Page: SymptomsArticle,
    content: symptomsPage,
    bodyH2s: [
      symptomsPage.chronicle.heading,
      symptomsPage.laterChanges.heading,
      symptomsPage.phaseTable.heading,
      ...symptomsPage.closing.map((section) => section.heading),
    ],
    minWords: 1500,
  },
  {
    path: "/sleep",
    Page: SleepArticle,
    content: sleepPage,
    bodyH2s: [
      ...sleepPage.phases.map((phase) => phase.name),
      ...sleepPage.closing.map((section) => section.heading),
    ],
    minWords: 800,
  },
  {
    path: "/food",
    Page: FoodArticle,
    content: foodPage,
    bodyH2s: [
      foodPage.whatIEat.heading,
      foodPage.neverEat.heading,
      ...foodPage.sections.map((section) => section.heading),
    ],
    required: {
      h1: "Menopause Nutrition: My Balanced Approach",
      h2s: ["What I Eat", "What I Never Eat or Drink"],
      faqCount: 5,
      relatedCount: 4,
    },
    minWords: 800,
  },
  {
    path: "/stress",
    Page: StressArticle,
    content: stressPage,
    bodyH2s: [
      stressPage.story.heading,
      stressPage.innerStrength.heading,
      ...stressPage.sections.map((section) => section.heading),
    ],
    required: {
      h1: "Managing Menopause Stress",
      h2s: ["Finding Your Inner Strength"],
      faqCount: 5,
      relatedCount: 3,
    },
    minWords: 800,
  },
  {
    path: "/beauty",
    Page: BeautyArticle,
    content: beautyPage,
    bodyH2s: [
      beautyPage.routine.heading,
      beautyPage.regimen.heading,
      ...beautyPage.sections.map((section) => section.heading),
    ],
    required: {
      h1: "Menopause Beauty: A New Definition of Radiance",
      h2s: [
        "My Beauty Routine",
        "My Regimen",
        "Related Beauty & Wellness Topics",
        "Menopause Beauty FAQ",
      ],
      faqCount: 4,
      relatedCount: 3,
    },
    minWords: 800,
  },
];

describe.each(pages)("$path", (page) => {
  const { content } = page;

  it("has one h1, its sections' headings in order, then related, FAQ and sources", async () => {
    renderPage(page.Page, page.path);
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(content.hero.title);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const h2s = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(h2s).toEqual([...page.bodyH2s, content.related.title, content.faq.title, SOURCES_TITLE]);
    if (page.required) {
      expect(content.hero.title).toBe(page.required.h1);
      for (const heading of page.required.h2s) expect(h2s).toContain(heading);
    }
  });

  it("has a card per related link and a question per FAQ item, as many as required", async () => {
    renderPage(page.Page, page.path);
    const faq = await screen.findByRole("region", { name: content.faq.title });
    expect(within(faq).getAllByRole("heading", { level: 3 })).toHaveLength(
      content.faq.items.length,
    );
    // The accordion's code arrives on its own (jsdom has no IntersectionObserver: at once).
    expect(await within(faq).findAllByRole("button")).toHaveLength(content.faq.items.length);
    const related = sectionOf(content.related.title);
    expect(within(related).getAllByRole("link")).toHaveLength(content.related.links.length);
    if (page.required) {
      expect(content.faq.items).toHaveLength(page.required.faqCount);
      expect(content.related.links).toHaveLength(page.required.relatedCount);
    }
  });

  it("shows when it was last reviewed, from its content module", async () => {
    renderPage(page.Page, page.path);
    const article = await screen.findByRole("article", { name: content.hero.title });
    const date = within(article).getByText(formatDate(content.lastReviewed));
    expect(date.tagName).toBe("TIME");
    expect(date).toHaveAttribute("datetime", content.lastReviewed);
    expect(date.parentElement).toHaveTextContent(/^Last reviewed /);
    expect(article).not.toHaveTextContent(/Updated January 1, 2024/);
  });

  it("ends with its sources, each opening in a new tab", async () => {
    renderPage(page.Page, page.path);
    const sources = await screen.findByRole("region", { name: SOURCES_TITLE });
    const links = within(sources).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(
      citationsByKey(content.sources.items).map((source) => source.href),
    );
    for (const link of links) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  it("links its table of contents to headings on the page", async () => {
    const { container } = renderPage(page.Page, page.path);
    await screen.findByRole("heading", { level: 1 });
    const [toc] = screen.getAllByRole("navigation", { name: "In this article", hidden: true });
    const targets = within(toc!)
      .getAllByRole("link", { hidden: true })
      .map((link) => link.getAttribute("href")!)
      // The way back to the top leads to the root layout's <main>, which is not rendered here.
      .filter((href) => href !== `#${MAIN_CONTENT_ID}`);
    expect(targets.length).toBeGreaterThan(3);
    for (const target of targets) expect(container.querySelector(target)).not.toBeNull();
  });

  it(`is long-form: at least ${page.minWords} words of article text`, async () => {
    renderPage(page.Page, page.path);
    const article = await screen.findByRole("article", { name: content.hero.title });
    const words = (article.textContent ?? "").split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThanOrEqual(page.minWords);
  });

  it("shows the illustration with its size and alt text, loaded eagerly", async () => {
    renderPage(page.Page, page.path);
    const article = await screen.findByRole("article", { name: content.hero.title });
    const [image] = within(article).getAllByRole("img");
    expect(image).toHaveAttribute("width");
    expect(image).toHaveAttribute("height");
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("fetchpriority", "high");
    expect(image?.getAttribute("alt")?.length).toBeGreaterThan(20);
  });
});

describe("/symptoms details", () => {
  // The product requires a chronicle of eight symptoms.
  it("chronicles eight symptoms, each with what helped", async () => {
    renderPage(SymptomsArticle, "/symptoms");
    const chronicle = await screen.findByRole("region", { name: symptomsPage.chronicle.heading });
    const names = within(chronicle)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(symptomsPage.chronicle.symptoms.map((symptom) => symptom.name));
    expect(names).toHaveLength(8);
    const helped = symptomsPage.chronicle.symptoms.map((symptom) => symptom.helped.heading);
    for (const heading of new Set(helped)) {
      expect(within(chronicle).getAllByRole("heading", { name: heading })).toHaveLength(
        helped.filter((each) => each === heading).length,
      );
    }
  });

  // The chapters vary as the posts do: not one form repeated eight times.
  it("lets each chapter tell what helped in its own way, not one scaffold eight times", () => {
    const chapters = [...symptomsPage.chronicle.symptoms, symptomsPage.laterChanges.symptom];
    const shape = (symptom: (typeof chapters)[number]) =>
      "list" in symptom.helped ? `list of ${symptom.helped.list.length}` : "prose";
    expect(new Set(chapters.map((symptom) => symptom.helped.heading)).size).toBeGreaterThan(3);
    expect(new Set(chapters.map((symptom) => symptom.feltLikeHeading)).size).toBeGreaterThan(2);
    expect(new Set(chapters.map((symptom) => symptom.seeYourGp?.heading)).size).toBeGreaterThan(3);
    expect(new Set(chapters.map(shape)).size).toBeGreaterThan(2);
    expect(chapters.map(shape)).toContain("prose");
  });

  it("tells the later vaginal and bladder changes after the chronicle, with when to see a GP", async () => {
    renderPage(SymptomsArticle, "/symptoms");
    const later = await screen.findByRole("region", { name: symptomsPage.laterChanges.heading });
    expect(
      within(later).getByRole("heading", {
        level: 3,
        name: symptomsPage.laterChanges.symptom.name,
      }),
    ).toBeInTheDocument();
    expect(
      within(later).getByText(symptomsPage.laterChanges.symptom.seeYourGp!.heading),
    ).toBeInTheDocument();
    expect(within(later).getByRole("link", { name: /^vaginal dryness/ })).toHaveAttribute(
      "href",
      "https://www.nhs.uk/conditions/vaginal-dryness/",
    );
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
    const { rows } = symptomsPage.phaseTable;
    const rowHeaders = within(table).getAllByRole("rowheader");
    expect(rowHeaders.map((th) => th.textContent)).toEqual(rows.map((row) => row.concern));
    for (const th of rowHeaders) expect(th).toHaveAttribute("scope", "row");
    expect(within(table).getAllByRole("cell")).toHaveLength(rows.length * 3);
  });
});

describe("/sleep details", () => {
  // The product requires three phases: foundation, curated environment, long-term habits.
  it("walks through the three phases in order", async () => {
    const { container } = renderPage(SleepArticle, "/sleep");
    const overview = await screen.findByRole("navigation", { name: "The three phases" });
    const targets = within(overview)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href")!);
    expect(targets).toEqual(sleepPage.phases.map((phase) => `#${phase.id}`));
    expect(targets).toHaveLength(3);
    for (const [index, target] of targets.entries()) {
      expect(container.querySelector(target)).toHaveTextContent(sleepPage.phases[index]!.name);
    }
    expect(screen.getByText("Phase 3 of 3")).toBeInTheDocument();
  });
});

describe("/food details", () => {
  it("has a card per food group with its foods, and the things I never eat or drink", async () => {
    renderPage(FoodArticle, "/food");
    const whatIEat = await screen.findByRole("region", { name: foodPage.whatIEat.heading });
    const cards = within(whatIEat).getAllByRole("article");
    const { categories } = foodPage.whatIEat;
    expect(
      cards.map((card) => within(card).getByRole("heading", { level: 3 }).textContent),
    ).toEqual(categories.map((category) => displayName(category.name)));
    for (const [index, card] of cards.entries()) {
      const category = categories[index]!;
      expect(within(card).getByRole("heading", { level: 4 })).toHaveTextContent(category.subtitle);
      expect(
        within(card)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual(category.items);
      expect(card).toHaveTextContent(`${category.value}%`);
    }
    const never = sectionOf(foodPage.neverEat.heading);
    expect(
      within(never)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(foodPage.neverEat.items);
  });

  // The author's own figures, which the page must keep giving whatever else a rewrite changes.
  it("keeps the content advice in the prose", async () => {
    renderPage(FoodArticle, "/food");
    const article = await screen.findByRole("article", { name: foodPage.hero.title });
    const text = article.textContent ?? "";
    for (const phrase of [
      "three meals a day with healthy snacks",
      "4:30–5:00 pm",
      "4–5 hour gap between my last meal and bed",
      "9:30–10:00 pm",
      "2 g of protein per kg of body weight",
      "about 5 kilos",
    ]) {
      expect(text).toContain(phrase);
    }
  });
});

describe("/beauty details", () => {
  // The product requires these four pillars, these four regimen cards and both intervals.
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
  it("has the personal story and a heading per inner-strength practice", async () => {
    renderPage(StressArticle, "/stress");
    expect(
      await screen.findByRole("region", { name: stressPage.story.heading }),
    ).toBeInTheDocument();
    const strength = sectionOf(stressPage.innerStrength.heading);
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
