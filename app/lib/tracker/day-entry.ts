/**
 * One day of the tracker, in the shape it is stored, exported and imported, and the one schema
 * every copy of a day passes through on its way in: what IndexedDB hands back, and what a backup
 * file says. Whatever fails the schema is refused with a sentence a reader can act on; nothing
 * that passes it can hold more than plain text of a bounded length.
 *
 * The columns are the printable diary's (content/symptom-diary.ts), read from there so the two
 * never drift: its symptoms scored 0 to 3 on the same scale, except bleeding (none, spotting,
 * light or heavy, its "Cycle" column) and hot flushes and night sweats (counted, two numbers);
 * then sleep, mood out of ten, medicines and a note.
 *
 * FORMAT_VERSION is written with every stored day and every backup. A later version adds a step
 * to `upgradeDay`; a day written by any earlier version is read through every step after its own,
 * so nothing stored or exported before is lost (docs/decisions/0044-the-symptom-tracker.md).
 */
import * as z from "zod/mini";
import { symptomDiaryPage } from "~content/symptom-diary";

export const FORMAT_VERSION = 1;

/** The diary's columns that the tracker records differently from a 0-3 score. */
const BLEEDING_COLUMN = "heavy-irregular-periods";
const COUNTED_COLUMN = "hot-flushes-night-sweats";

/** The diary's symptoms the tracker scores 0 to 3, in the diary's order. */
export const scoredSymptoms = symptomDiaryPage.diary.symptoms.filter(
  (column) => column.id !== BLEEDING_COLUMN && column.id !== COUNTED_COLUMN,
);
export const SCORE_SCALE = symptomDiaryPage.diary.scale;
export const PALPITATIONS = "heart-palpitations";

export const BLEEDING_LEVELS = ["none", "spotting", "light", "heavy"] as const;
export type Bleeding = (typeof BLEEDING_LEVELS)[number];

export const CHANGE_KINDS = ["started", "changed", "stopped"] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** Longest free text kept: a note is a few sentences, a medicine a line. */
export const NOTE_MAX = 2000;
export const LINE_MAX = 300;
export const LIMITS = {
  count: 99,
  sleepHours: 24,
  timesWoken: 50,
  mood: 10,
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Text stays text: control characters other than line breaks and tabs are dropped. Markup is
 * kept as the characters she typed; React escapes it wherever it is shown, and it is never
 * parsed as HTML.
 */
export function plainText(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "").trim();
}

// The site's Content-Security-Policy forbids eval: without this, zod's first check of a day would
// try `new Function` to see whether it may compile a faster parser, and the browser would log the
// refusal on her first save.
z.config({ jitless: true });

const text = (max: number, what: string) =>
  z.pipe(
    z.pipe(
      z
        .string(`${what} is not text`)
        .check(z.maxLength(max * 2, `${what} is longer than the tracker keeps`)),
      z.transform(plainText),
    ),
    z.string().check(z.maxLength(max, `${what} is longer than ${max} characters`)),
  );

const whole = (max: number, what: string) =>
  z.nullable(
    z
      .int(`${what} is not a whole number`)
      .check(z.minimum(0, `${what} is below 0`), z.maximum(max, `${what} is more than ${max}`)),
  );

const scoredIds = new Set(scoredSymptoms.map((symptom) => symptom.id));

/**
 * zod/mini, not zod's chained API: the same checks in a tenth of the code the browser fetches and
 * runs before the tracker opens (docs/decisions/0051-the-phone-after-the-first-paint.md). Every
 * check carries its own words, so a refused day or backup says what was wrong in the tracker's
 * voice.
 */
export const dayEntrySchema = z.strictObject(
  {
    date: z
      .string("a date is not text")
      .check(z.refine(isCalendarDate, "a date is not a real day (YYYY-MM-DD)")),
    scores: z
      .record(
        z.string(),
        z
          .int("a symptom's score is not a whole number")
          .check(
            z.minimum(0, "a symptom's score is below 0"),
            z.maximum(3, "a symptom's score is more than 3"),
          ),
        "the scores are not a list of symptoms",
      )
      .check(
        z.refine(
          (scores) => Object.keys(scores).every((id) => scoredIds.has(id)),
          "a symptom the diary doesn't have",
        ),
      ),
    hotFlushes: whole(LIMITS.count, "the count of hot flushes"),
    nightSweats: whole(LIMITS.count, "the count of night sweats"),
    sleepHours: z.nullable(
      z
        .number("the hours of sleep are not a number")
        .check(
          z.minimum(0, "the hours of sleep are below 0"),
          z.maximum(LIMITS.sleepHours, `the hours of sleep are more than ${LIMITS.sleepHours}`),
        ),
    ),
    timesWoken: whole(LIMITS.timesWoken, "the number of times woken"),
    mood: whole(LIMITS.mood, "the mood"),
    bleeding: z.nullable(
      z.enum(BLEEDING_LEVELS, "the bleeding is not none, spotting, light or heavy"),
    ),
    chestPain: z.boolean("chest pain is not yes or no"),
    fainting: z.boolean("fainting is not yes or no"),
    medicines: text(LINE_MAX, "A medicines line"),
    change: z.nullable(
      z.strictObject(
        {
          kind: z.enum(CHANGE_KINDS, "a medicine change is not started, changed or stopped"),
          what: text(LINE_MAX, "A medicine change"),
        },
        "a medicine change is not a record",
      ),
    ),
    note: text(NOTE_MAX, "A note"),
    savedAt: z
      .string("the time saved is not text")
      .check(z.maxLength(40, "the time saved is too long")),
  },
  "a day is not a record of the diary's columns",
);

export type DayEntry = z.infer<typeof dayEntrySchema>;

/** A blank day: nothing recorded yet. */
export function emptyDay(date: string): DayEntry {
  return {
    date,
    scores: {},
    hotFlushes: null,
    nightSweats: null,
    sleepHours: null,
    timesWoken: null,
    mood: null,
    bleeding: null,
    chestPain: false,
    fainting: false,
    medicines: "",
    change: null,
    note: "",
    savedAt: "",
  };
}

/** What is stored: a day with the version that wrote it. */
export type StoredDay = DayEntry & { v: number };

export function toStored(day: DayEntry): StoredDay {
  return { v: FORMAT_VERSION, ...day };
}

/**
 * A stored or imported day, brought up to FORMAT_VERSION and checked. Returns the day or the
 * reason it cannot be read. Version 1 is the first, so it needs no step yet.
 */
export function upgradeDay(
  raw: unknown,
): { ok: true; day: DayEntry } | { ok: false; reason: string } {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    return { ok: false, reason: "a day is not a record" };
  }
  const { v, ...rest } = raw as Record<string, unknown>;
  if (typeof v !== "number" || !Number.isInteger(v) || v < 1) {
    return { ok: false, reason: "a day has no format version" };
  }
  if (v > FORMAT_VERSION) {
    return { ok: false, reason: `a day was written by a newer version of the tracker (${v})` };
  }
  const parsed = dayEntrySchema.safeParse(rest);
  if (!parsed.success) {
    return { ok: false, reason: parsed.error.issues[0]?.message ?? "a day is not valid" };
  }
  return { ok: true, day: parsed.data };
}

/** True when the day records anything at all. */
export function hasAnything(day: DayEntry): boolean {
  return (
    Object.keys(day.scores).length > 0 ||
    [day.hotFlushes, day.nightSweats, day.sleepHours, day.timesWoken, day.mood, day.bleeding].some(
      (value) => value !== null,
    ) ||
    day.chestPain ||
    day.fainting ||
    day.medicines !== "" ||
    day.change !== null ||
    day.note !== ""
  );
}
