import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  backupJson,
  daysCsv,
  MAX_IMPORT_BYTES,
  parseBackup,
  refuseBySize,
} from "~/lib/tracker/backup";
import { chartPoints } from "~/lib/tracker/chart-data";
import {
  emptyDay,
  FORMAT_VERSION,
  scoredSymptoms,
  upgradeDay,
  type DayEntry,
} from "~/lib/tracker/day-entry";
import { addDays, addMonths, dayLabel, longDate, shortDate } from "~/lib/tracker/days";
import { defaultSettings } from "~/lib/tracker/store";
import { gpSummary } from "~/lib/tracker/summary";
import { warningsFor } from "~/lib/tracker/warnings";
import { symptomDiaryPage } from "~content/symptom-diary";

/** The tracker's own rules, without a browser: its stored format, its files and its sums. */

const v1Days = JSON.parse(
  readFileSync(new URL("../fixtures/tracker/v1-days.json", import.meta.url), "utf8"),
) as unknown[];

const day = (date: string, fields: Partial<DayEntry> = {}): DayEntry => ({
  ...emptyDay(date),
  savedAt: "2026-11-01T20:00:00.000Z",
  ...fields,
});

describe("the stored format", () => {
  it("uses the printable diary's symptoms and scale, bleeding and the flush counts apart", () => {
    const diaryIds = symptomDiaryPage.diary.symptoms.map((column) => column.id);
    expect(scoredSymptoms.map((symptom) => symptom.id)).toEqual(
      diaryIds.filter(
        (id) => id !== "heavy-irregular-periods" && id !== "hot-flushes-night-sweats",
      ),
    );
  });

  it("reads every day version 1 wrote, losing nothing", () => {
    expect(FORMAT_VERSION).toBeGreaterThanOrEqual(1);
    for (const raw of v1Days) {
      const read = upgradeDay(raw);
      expect(read.ok).toBe(true);
      const { v: _version, ...fields } = raw as Record<string, unknown>;
      expect(read.ok && read.day).toEqual(fields);
    }
  });

  it("refuses a day from a newer tracker, or with no version, rather than guess", () => {
    const [first] = v1Days as Record<string, unknown>[];
    expect(upgradeDay({ ...first, v: FORMAT_VERSION + 1 })).toMatchObject({ ok: false });
    const { v: _version, ...unversioned } = first!;
    expect(upgradeDay(unversioned)).toEqual({ ok: false, reason: "a day has no format version" });
  });

  it.each([
    ["a score out of range", { scores: { "brain-fog": 9 } }, "a symptom's score is more than 3"],
    ["a count that is text", { hotFlushes: "3" }, "the count of hot flushes is not a whole number"],
    ["half a time woken", { timesWoken: 1.5 }, "the number of times woken is not a whole number"],
    [
      "an unknown bleeding",
      { bleeding: "lots" },
      "the bleeding is not none, spotting, light or heavy",
    ],
    [
      "a field the diary doesn't have",
      { weight: 60 },
      "a day is not a record of the diary's columns",
    ],
    ["a note too long", { note: "x".repeat(2001) }, "A note is longer than 2000 characters"],
  ])("refuses %s in words a reader can act on", (_, fields, reason) => {
    expect(upgradeDay({ v: 1, ...day("2026-11-02"), ...fields })).toEqual({ ok: false, reason });
  });

  it("keeps text as text: markup stays as typed, control characters go", () => {
    const read = upgradeDay({ v: 1, ...day("2026-11-02"), note: "<b>hi</b>\u0000\u0007 there\n" });
    expect(read.ok && read.day.note).toBe("<b>hi</b> there");
  });
});

describe("a backup file", () => {
  const days = [
    day("2026-10-01", { hotFlushes: 4, note: "=SUM(A1) and a, comma" }),
    day("2026-10-02", { mood: 7, change: { kind: "started", what: 'HRT "patch"' } }),
  ];

  it("restores exactly what was saved", () => {
    const text = backupJson(days, { ...defaultSettings, lastPeriod: "2024-08-12" });
    expect(parseBackup(text)).toEqual({ ok: true, days, lastPeriod: "2024-08-12" });
  });

  it.each([
    ["not JSON", "<html>", /isn't a tracker backup/],
    ["another app's JSON", JSON.stringify({ days: [] }), /isn't a tracker backup/],
    [
      "a newer version",
      JSON.stringify({ kind: "menopause-and-me-symptom-tracker", version: 99, days: [] }),
      /newer version of the tracker/,
    ],
    ["a day twice", backupJson([days[0]!, days[0]!], defaultSettings), /has 2026-10-01 twice/],
    [
      "a score out of range",
      backupJson([day("2026-10-03", { scores: { "brain-fog": 9 } })], defaultSettings),
      /Day 1 in that backup can't be read/,
    ],
    [
      "a symptom the diary doesn't have",
      backupJson([day("2026-10-03", { scores: { "made-up": 1 } })], defaultSettings),
      /a symptom the diary doesn't have/,
    ],
  ])("is refused when it is %s, saying nothing changed", (_, text, message) => {
    const result = parseBackup(text);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(message);
    expect(!result.ok && result.message).toMatch(/Nothing has been changed\.$/);
  });

  it("is refused by its size before it is read", () => {
    expect(refuseBySize(MAX_IMPORT_BYTES)).toBeNull();
    expect(refuseBySize(50 * 1024 * 1024)).toMatchObject({ ok: false });
  });
});

describe("the spreadsheet export", () => {
  it("has a row a day, quotes what needs it and never starts a cell with a formula", () => {
    const csv = daysCsv([
      day("2026-10-01", { hotFlushes: 4, note: "=SUM(A1) and a, comma" }),
      day("2026-10-02", { change: { kind: "started", what: 'HRT "patch"' } }),
    ]);
    const lines = csv.trimEnd().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain("Brain fog (0-3)");
    expect(lines[1]).toContain(`"'=SUM(A1) and a, comma"`);
    expect(lines[2]).toContain(`"started: HRT ""patch"""`);
  });
});

describe("the warning signs", () => {
  it("names bleeding a year or more after the last, from her days or the date she gave", () => {
    const before = day("2025-08-10", { bleeding: "light" });
    const now = day("2026-08-10", { bleeding: "spotting" });
    expect(warningsFor(now, [before, now], null)).toEqual(["bleedingAfterMenopause"]);
    expect(warningsFor(now, [now], "2025-08-11")).toEqual([]);
    expect(warningsFor(now, [now], "2025-08-10")).toEqual(["bleedingAfterMenopause"]);
    // A period in between means the year without one never came.
    const between = day("2026-02-01", { bleeding: "light" });
    expect(warningsFor(now, [before, between, now], null)).toEqual([]);
    expect(warningsFor(day("2026-08-10", { bleeding: "none" }), [before], null)).toEqual([]);
  });

  it("names heavy bleeding, and chest pain or fainting with palpitations", () => {
    expect(warningsFor(day("2026-10-01", { bleeding: "heavy" }), [], null)).toEqual([
      "heavyBleeding",
    ]);
    expect(warningsFor(day("2026-10-01", { fainting: true }), [], null)).toEqual(["palpitations"]);
    expect(
      warningsFor(day("2026-10-01", { scores: { "heart-palpitations": 3 } }), [], null),
    ).toEqual([]);
  });

  it("counts twelve months by the calendar", () => {
    expect(addMonths("2024-08-31", 12)).toBe("2025-08-31");
    expect(addMonths("2024-01-31", 1)).toBe("2024-02-29");
  });
});

describe("the GP summary and the charts", () => {
  const today = "2026-11-28";
  const days = Array.from({ length: 84 }, (_, index) =>
    day(addDays(today, -index), {
      hotFlushes: index < 14 ? 8 : 2,
      mood: 5,
      scores: { "brain-fog": index < 7 ? 3 : 1, "joint-aches": index < 7 ? 3 : 0 },
      bleeding: index === 30 || index === 31 ? "heavy" : index === 32 ? "light" : "none",
      change: index === 40 ? { kind: "started", what: "HRT patch" } : null,
      note: index === 3 ? "A bad week" : "",
    }),
  );

  it("averages twelve weeks, finds the hardest and the bleeding, changes and notes", () => {
    const summary = gpSummary(days, today, null);
    expect(summary.from).toBe(addDays(today, -83));
    expect(summary.logged).toBe(84);
    expect(summary.averages.hotFlushes).toBeCloseTo((14 * 8 + 70 * 2) / 84);
    expect(summary.hardest[0]?.start).toBe(addDays(today, -6));
    expect(summary.hardest[0]?.burden).toBe(6);
    expect(summary.episodes).toEqual([{ start: addDays(today, -32), days: 3, heaviest: "heavy" }]);
    expect(summary.changes).toEqual([
      { date: addDays(today, -40), kind: "started", what: "HRT patch" },
    ]);
    expect(summary.notes).toEqual([{ date: addDays(today, -3), note: "A bad week" }]);
    expect(summary.warnings.map((entry) => entry.date)).toEqual([
      addDays(today, -31),
      addDays(today, -30),
    ]);
  });

  it("draws a point a day over four weeks and a week's average over a year", () => {
    const month = chartPoints(days, "month", today);
    expect(month).toHaveLength(28);
    expect(month.at(-1)).toMatchObject({ date: today, hotFlushes: 8 });
    const year = chartPoints(days, "year", today);
    expect(year).toHaveLength(52);
    expect(year.at(-2)).toMatchObject({ hotFlushes: 8 });
    expect(year[0]).toMatchObject({ hotFlushes: null, bleeding: null });
    expect(year.filter((point) => point.changes.length > 0)).toHaveLength(1);
  });
});

describe("the tracker's dates", () => {
  it("are written as Intl writes them in British English, on every day of two years", () => {
    const british = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat("en-GB", { ...options, timeZone: "UTC" });
    const day = british({ weekday: "short", day: "numeric", month: "short" });
    const long = british({ day: "numeric", month: "long", year: "numeric" });
    const short = british({ day: "numeric", month: "short" });
    for (let offset = 0; offset < 731; offset++) {
      const date = addDays("2027-01-01", offset);
      const noon = Date.parse(`${date}T12:00:00Z`);
      expect([dayLabel(date), longDate(date), shortDate(date)]).toEqual([
        day.format(noon),
        long.format(noon),
        short.format(noon),
      ]);
    }
    expect(dayLabel("2026-09-03")).toBe("Thu 3 Sept");
  });
});
