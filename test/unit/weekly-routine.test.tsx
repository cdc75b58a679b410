// @vitest-environment jsdom
import type { MetaDescriptor } from "@remix-run/node";
import { createRemixStub } from "@remix-run/testing";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { exerciseKindLabel } from "~/components/routine/exerciseKind";
import { citationsByKey } from "~/lib/static-page.server";
import WeeklyRoutine, { loader, meta } from "~/routes/weekly-routine";
import { weeklyRoutinePage } from "~content/weekly-routine";

const { daily, exercise } = weeklyRoutinePage;

function renderPage() {
  const Stub = createRemixStub([{ path: "/weekly-routine", Component: WeeklyRoutine, loader }]);
  return render(<Stub initialEntries={["/weekly-routine"]} />);
}

describe("weekly routine content", () => {
  // The product requires this daily schedule and these times, written out here as it words them
  // (with hyphens; the page sets ranges with an en dash).
  it("has the daily schedule the product requires (ranges set with an en dash)", () => {
    const withHyphens = (time: string) => time.replaceAll("–", "-");
    expect(daily.entries.map((entry) => [entry.label, withHyphens(entry.time)])).toEqual([
      ["Wake up", "5:30-6:00 am"],
      ["Rehydrate", "6:00 am"],
      ["Breakfast", "6:30 am"],
      ["Work", "8:00 am-6:00 pm"],
      ["Exercise", "6:30-7:30 pm"],
      ["Wind down", "8:00-9:30/10:00 pm"],
      ["Sleep", "9:30-10:00 pm"],
    ]);
    expect(daily.entries.filter((entry) => entry.weekdaysOnly).map((e) => e.label)).toEqual([
      "Work",
    ]);
  });

  // The product requires this plan, dated, day by day.
  it("has the September 2025 exercise plan, Monday to Sunday", () => {
    expect(exercise.dated).toBe("September 2025");
    expect(exercise.days.map((day) => [day.day, day.title, day.duration ?? null])).toEqual([
      ["Monday", "Spin Class", "30 minutes"],
      ["Tuesday", "Upper Body Strength", "60 minutes"],
      ["Wednesday", "Active Rest", null],
      ["Thursday", "Lower Body Strength", "60 minutes"],
      ["Friday", "Core HIIT", "30 minutes"],
      ["Saturday", "Active Rest", null],
      ["Sunday", "Full Body Strength + Core Circuit", "60 minutes"],
    ]);
  });

  it("gives the strength days real exercises at 2-3 sets of 6-15 reps", () => {
    const strength = exercise.days.filter((day) => day.kind === "strength");
    expect(strength.map((day) => day.day)).toEqual(["Tuesday", "Thursday", "Sunday"]);
    for (const day of strength) {
      expect(day.exercises?.length, day.day).toBeGreaterThanOrEqual(5);
      for (const item of day.exercises ?? []) {
        expect(item.sets).toBeGreaterThanOrEqual(2);
        expect(item.sets).toBeLessThanOrEqual(3);
        expect(item.reps).toBeGreaterThanOrEqual(6);
        expect(item.reps).toBeLessThanOrEqual(15);
      }
    }
    for (const day of exercise.days.filter((day) => day.kind !== "strength")) {
      expect(day.exercises, day.day).toBeUndefined();
    }
  });

  it("ends Sunday with a core circuit of 3 rounds x 10 reps over 7 moves", () => {
    const sunday = exercise.days.find((day) => day.day === "Sunday")!;
    expect(sunday.circuit).toMatchObject({ rounds: 3, reps: 10 });
    expect(sunday.circuit?.moves).toHaveLength(7);
    expect(new Set(sunday.circuit?.moves).size).toBe(7);
  });
});

describe("/weekly-routine", () => {
  it("shows the hero, the note, the schedule as a definition list and the dated plan", async () => {
    renderPage();
    expect(
      await screen.findByRole("heading", { level: 1, name: "My Weekly Routine" }),
    ).toBeVisible();
    expect(
      screen.getByRole("heading", { level: 2, name: "A note before you start" }),
    ).toBeVisible();

    const schedule = screen.getByRole("region", { name: "My Daily Schedule" });
    const terms = within(schedule).getAllByRole("term");
    expect(terms.map((term) => term.textContent)).toEqual(
      daily.entries.map(
        (entry) => `${entry.time}${entry.label}${entry.weekdaysOnly ? "Weekdays" : ""}`,
      ),
    );
    expect(within(schedule).getAllByRole("definition")).toHaveLength(daily.entries.length);

    const plan = screen.getByRole("region", { name: "My Weekly Exercise Plan" });
    const month = within(plan).getByText("September 2025");
    expect(month.tagName).toBe("TIME");
    expect(month).toHaveAttribute("datetime", "2025-09");
  });

  it("has a week-at-a-glance table and a card per day", async () => {
    renderPage();
    const table = await screen.findByRole("table", { name: "The week at a glance" });
    const rowHeaders = within(table).getAllByRole("rowheader");
    expect(rowHeaders.map((cell) => cell.textContent)).toEqual(exercise.days.map((day) => day.day));
    for (const day of exercise.days) {
      const card = screen.getByRole("article", { name: day.day });
      expect(card).toHaveTextContent(day.title);
      expect(card).toHaveAttribute("id", day.day.toLowerCase());
    }
  });

  it("never says the same thing twice on a day card", async () => {
    renderPage();
    for (const day of exercise.days) {
      const card = await screen.findByRole("article", { name: day.day });
      const header = card.querySelector("header")!;
      const labels = [...header.querySelectorAll("h3, p, span")]
        .filter((element) => element.children.length === 0)
        .map((element) => element.textContent!.trim().toLowerCase())
        .filter(Boolean);
      expect(labels, day.day).toContain(day.title.toLowerCase());
      expect(labels, day.day).toContain(exerciseKindLabel[day.kind].toLowerCase());
      expect(new Set(labels).size, `${day.day}: ${labels.join(" / ")}`).toBe(labels.length);
    }
  });

  it("lists each strength exercise with sets x reps", async () => {
    renderPage();
    const tuesday = await screen.findByRole("article", { name: "Tuesday" });
    const table = within(tuesday).getByRole("table");
    const rows = within(table).getAllByRole("row").slice(1);
    const tuesdayPlan = exercise.days.find((day) => day.day === "Tuesday")!;
    expect(rows).toHaveLength(tuesdayPlan.exercises!.length);
    expect(within(rows[0]!).getByRole("rowheader")).toHaveTextContent("Dumbbell chest press");
    expect(within(rows[0]!).getByRole("cell")).toHaveTextContent("3 × 10");
    expect(within(rows[4]!).getByRole("rowheader")).toHaveTextContent(
      "Press-upson your knees or against a bench if needed",
    );
  });

  it("shows Sunday's core circuit: 3 rounds x 10 reps over 7 numbered moves", async () => {
    renderPage();
    const sunday = await screen.findByRole("article", { name: "Sunday" });
    const circuit = within(sunday).getByRole("region", { name: "Core circuit" });
    expect(circuit).toHaveTextContent("3 rounds × 10 reps of each of 7 moves");
    const moves = within(circuit).getByRole("list");
    expect(moves.tagName).toBe("OL");
    expect(within(moves).getAllByRole("listitem")).toHaveLength(7);
  });

  it("shows when it was last reviewed and ends with its sources, each linked inline one listed", async () => {
    renderPage();
    const reviewed = await screen.findByText(/^Last reviewed/);
    expect(
      within(reviewed)
        .getByText(/\d{4}$/)
        .getAttribute("datetime"),
    ).toBe(weeklyRoutinePage.lastReviewed);
    const sources = screen.getByRole("region", { name: "Sources and further reading" });
    const listed = within(sources)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    expect(listed).toEqual(
      citationsByKey(weeklyRoutinePage.sources.items).map((source) => source.href),
    );
    const inline = [
      ...JSON.stringify({ ...weeklyRoutinePage, sources: undefined }).matchAll(
        /\]\((https:[^)]+)\)/g,
      ),
    ].map(([, href]) => href);
    expect(inline.length).toBeGreaterThan(0);
    for (const href of inline) expect(listed).toContain(href);
  });

  it("describes the September 2025 plan as the one she still follows, not as new", () => {
    expect(exercise.intro).toMatch(/September 2025/);
    expect(exercise.intro).not.toMatch(/right now/);
  });

  it("sets its title through the SEO helper", () => {
    const request = new Request("https://x.example/weekly-routine");
    const tags = meta({
      data: loader({ request, params: {}, context: {} }),
      params: {},
      location: { pathname: "/weekly-routine", search: "", hash: "", state: null, key: "k" },
      matches: [
        { id: "root", pathname: "/", params: {}, data: { origin: "https://x.example" }, meta: [] },
      ],
    } as unknown as Parameters<typeof meta>[0]) as MetaDescriptor[];
    expect(tags).toContainEqual({ title: "My Weekly Routine | Menopause & Me" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://x.example/weekly-routine",
    });
  });
});
