/**
 * The author's own story, written down once. Every page that tells part of it (the guides,
 * /about, the weekly routine and the blog posts in `content/posts/`) has to agree with this
 * sheet, and `test/unit/author-story.test.ts` reads all of that prose against it. To change a
 * fact, change it here first: the test then names every sentence that still says the old one.
 * Where a page can, it reads the fact from here instead of repeating it (ages, times).
 */
import { MONTHS } from "./calendar";

/** A symptom on /symptoms (the chronicle of eight, or the later changes), by its anchor id. */
export type SymptomId =
  | "heavy-irregular-periods"
  | "broken-sleep"
  | "anxiety-low-mood"
  | "joint-aches"
  | "brain-fog"
  | "hot-flushes-night-sweats"
  | "dry-itchy-skin-hair"
  | "heart-palpitations"
  | "vaginal-bladder-changes";

export const authorStory = {
  /** Born in February 1973, so she turns a year older each February. */
  born: { year: 1973, month: 2 },

  /** How old she was when each part of the story happened. */
  ages: {
    /** Spring 2018: irregular periods, broken sleep, low mood and a short fuse. */
    firstSigns: 45,
    /** Autumn 2019, eighteen months after the first signs. */
    firstHotFlush: 46,
    /** Early 2020: a friend's question, a diary and a second GP appointment. */
    knewItWasPerimenopause: 47,
    /** 2022: the 4 am dread; talking therapy through her GP. */
    anxietyBegan: 49,
    /** Spring 2023: three sessions with a trainer, then on her own. */
    startedLifting: 50,
    /** August 2024; twelve months later, in August 2025, she was past the menopause. */
    lastPeriod: 51,
    /** 2024, the year her periods stopped: dryness, soreness, her bladder (hrt.vaginalOestrogen). */
    vaginalAndBladderChanges: 51,
    /** July 2025 (startedHrt). */
    startedHrt: 52,
    /** 2023: her first NHS Health Check, the year she started lifting (healthCheck). */
    firstHealthCheck: 50,
    /** 2024: her first breast screening invitation. */
    firstMammogram: 51,
  },

  /** She had no hot flush at all for this long after the first signs, in the prose's words. */
  firstHotFlushAfter: "eighteen months",

  /** The year and month of her last period, "YYYY-MM". */
  lastPeriod: "2024-08",

  /** When she started HRT, "YYYY-MM"; the prose says "July 2025" or "the summer of 2025". */
  startedHrt: "2025-07",

  /**
   * Her HRT, in the general terms she writes about it (never a dose or a brand). The post `post`
   * tells the decision; every guide that says how she feels now says she is on it and links there.
   */
  hrt: {
    /** The blog post about her decision: its address (content/posts/<slug>.md). */
    post: "/blog/why-i-decided-to-try-hrt",
    /** HRT was first offered at her second GP appointment (ages.knewItWasPerimenopause). */
    firstOfferedAt: 47,
    /** The double appointment where she went through benefits and risks with her GP. */
    decidedAfter: "2025-06",
    /** Oestradiol, the same oestrogen the ovaries make. */
    oestrogen: "body-identical",
    /** The one form of her oestrogen: a first-person sentence that names a form names this. */
    form: "patch",
    changed: "twice a week",
    /** She still has a womb, so this protects its lining; a capsule at bedtime. */
    progestogen: "micronised progesterone",
    /**
     * Low-dose vaginal oestrogen, a pessary, from her GP after her third urine infection, before
     * the HRT; she still uses it alongside. "YYYY-MM"; the prose says "April 2025" or "the spring
     * of 2025".
     */
    vaginalOestrogen: { started: "2025-04", form: "pessary" },
    /** Urine infections in the five months before the vaginal oestrogen, and none since. */
    urineInfections: "three",
    /**
     * Her reviews, as /treatments tells them: three months in (October 2025), then this often.
     * "YYYY-MM" for the first.
     */
    firstReview: "2025-10",
    reviewsThen: "every year",
  },

  /**
   * What her NHS Health Check at ages.firstHealthCheck found: blood pressure fine, cholesterol a
   * little high, which she brought down with food and exercise (/symptoms#heart-health).
   */
  healthCheck: { bloodPressure: "fine", cholesterol: "a little high" },

  /**
   * Her bladder leaks (the squat jumps on Friday) eased with pelvic floor exercises done with
   * this app, within this long, without a physiotherapy referral (/symptoms#pelvic-floor).
   */
  pelvicFloor: { app: "Squeezy", easedWithin: "three months" },

  /**
   * Her symptoms in the order they turned up: the chronicle of eight on /symptoms, then the
   * vaginal and bladder changes of 2024, told after it (docs/decisions/0031).
   */
  symptomOrder: [
    "heavy-irregular-periods",
    "broken-sleep",
    "anxiety-low-mood",
    "joint-aches",
    "brain-fog",
    "hot-flushes-night-sweats",
    "dry-itchy-skin-hair",
    "heart-palpitations",
    "vaginal-bladder-changes",
  ] as const satisfies readonly SymptomId[],

  /** Her day, as /weekly-routine sets it out. */
  routine: {
    wake: "5:30–6:00 am",
    rehydrate: "6:00 am",
    breakfast: "6:30 am",
    work: "8:00 am–6:00 pm",
    lastMeal: "4:30–5:00 pm",
    exercise: "6:30–7:30 pm",
    windDown: "8:00–9:30/10:00 pm",
    sleep: "9:30–10:00 pm",
    /** The one temperature her showers are, in every sentence that mentions one. */
    shower: "lukewarm",
    /** Her shower is part of the evening wind-down, never the morning. */
    showerWhen: "evening",
    /**
     * Nothing with caffeine after this; every page says it in these words. Since the anxiety (at
     * ages.anxietyBegan) that means one coffee, with breakfast, and decaf or herbal tea after it.
     */
    caffeineCutOff: "midday",
  },

  /** Her week, as the September 2025 exercise plan on /weekly-routine names each day. */
  week: {
    Monday: "Spin Class",
    Tuesday: "Upper Body Strength",
    Wednesday: "Active Rest",
    Thursday: "Lower Body Strength",
    Friday: "Core HIIT",
    Saturday: "Active Rest",
    Sunday: "Full Body Strength + Core Circuit",
  },

  /** The Saturday walk: she walks, never swims, and it is this long, in the prose's words. */
  saturdayWalk: "eight miles",

  /** After her last meal she eats nothing more; these are the only things she drinks. */
  eveningDrinks: {
    always: ["water", "herbal tea"],
    /** Only after an evening strength session. */
    afterLifting: "protein shake",
    /** Now and then, before bed. */
    sometimes: "warm milk",
  },

  /** Strength sessions a week (Tuesday, Thursday, Sunday), in the prose's words. */
  strengthSessionsPerWeek: "three",

  /** How she started lifting: one story, the trainer first, then dumbbells on her own. */
  startedLifting: {
    trainerSessions: "three sessions",
    where: "my local leisure centre",
    thenAlone: "light dumbbells",
  },

  /** The notebook she has written in every evening since the spring she was 45. */
  diary: {
    kept: "every evening",
    /** The first age she wrote in it: ages.firstSigns. */
    since: 45,
    notebooks: "eleven",
    years: "eight",
    /** How long she had kept it when she took it to the second GP appointment, at 47. */
    atTheGp: "almost two years",
    /** The flush log inside it, for the hot-flush triggers. */
    flushLog: "a month",
  },

  /** Her breakfast: overnight oats made in the evening wind-down on weekdays, porridge at weekends. */
  /**
   * The oats are stirred "each evening" before a working day (Sunday to Thursday). At weekends,
   * porridge or now and then eggs; the peanut butter toast is for the morning the oats were forgotten.
   */
  breakfast: { weekdays: "overnight oats", weekends: "porridge", oatsMade: "each evening" },

  /**
   * Her last meal, 4:30–5:00 pm: on weekdays packed or batch-cooked and eaten at her desk; the
   * dinners she cooks from scratch (the stir-fry, the steak) are weekend meals.
   */
  lastMealOnWeekdays: "at work",

  /** Carbs, fruit and vegetables together, as a percentage of what she eats (the /food chart). */
  carbsFruitAndVegPercent: 40,

  /** The /food list is literal: she never eats these, and "processed" means this to her. */
  processedMeans: "a long list of ingredients I couldn't buy on their own",

  /** Her periods were irregular from the spring of 2018 to August 2024, in the prose's words. */
  irregularPeriodsFor: "six years",

  /**
   * What the evening diary holds, in these words where a page lists it (the symptom diary, the
   * post about keeping one). Her worries at 3 am go on its back page; training weights and work
   * lists have notebooks of their own.
   */
  diaryHolds:
    "how I'd slept, my mood out of ten, where I was in my cycle and a score for each symptom",

  /**
   * Her first GP visit went without the diary and ended "probably stress"; the second, a month
   * later, with a different GP, with it. Her first hot flush at work came mid-presentation.
   */
  firstGpVisit: "probably stress",

  /** The night of the week she sleeps most deeply: after the Saturday walk (that post tells it). */
  deepestSleep: "Saturday",

  /** What did most for her head, as the brain fog post tells it; nothing else is "better than anything". */
  clearsHerHeadMost: "sleep",

  /** Why she gave up alcohol: the month's flush log showed the nights she drank were the nights she woke soaked. */
  alcoholShowed: "woke soaked",

  /** Her weight swing, and its reasons as /food gives them: winters, holidays, crash diets. */
  weightSwing: { kilos: 5, reasons: "winter" },

  /** How far her weekend bedtime and wake-up may move from the weekday ones. */
  weekendLeeway: "half an hour",

  /** The brain-fog report she read again and again, in the prose's words. */
  reportReread: "three times",

  /** Phone away and lights down at this hour, in the prose's words or as a time. */
  phoneAway: { words: "eight", time: "8 pm" },

  /** What her pillowcases are made of (she swapped polyester for it during the night sweats). */
  pillowcases: "cotton",

  /** Her skin before perimenopause. */
  skinBefore: "combination",
} as const;

const ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
const TENS: Record<number, string> = { 4: "forty", 5: "fifty", 6: "sixty" };

/** 40 to 69 in words, as the prose writes ages: 47 -> "forty-seven". */
export function ageInWords(age: number): string {
  const tens = TENS[Math.floor(age / 10)];
  if (!tens || !Number.isInteger(age)) throw new Error(`No words for the age ${age}`);
  const ones = ONES[age % 10];
  return ones ? `${tens}-${ones}` : tens;
}

/** Her age in a given month (1 to 12) of a given year. */
export function ageIn(year: number, month = 12): number {
  const { born } = authorStory;
  return year - born.year - (month < born.month ? 1 : 0);
}

/** Her age now, as the site's pages are dated (November 2026). */
export const currentAge = ageIn(2026, 11);

/** "fifties" for 53, as in "in my fifties". */
export function decadeOf(age: number): string {
  const tens = TENS[Math.floor(age / 10)];
  if (!tens) throw new Error(`No decade for the age ${age}`);
  return `${tens.slice(0, -1)}ies`;
}

const SEASONS = ["winter", "spring", "summer", "autumn"] as const;

function yearAndMonth(yearMonth: string): [year: number, month: number] {
  const match = /^(\d{4})-(\d{2})$/.exec(yearMonth);
  const month = Number(match?.[2]);
  if (!match || month < 1 || month > 12) throw new Error(`Not a "YYYY-MM": ${yearMonth}`);
  return [Number(match[1]), month];
}

/** "2025-07" as the prose writes a month: "July 2025". */
export function monthInWords(yearMonth: string): string {
  const [year, month] = yearAndMonth(yearMonth);
  return `${MONTHS[month - 1]} ${year}`;
}

/** "2025-07" as the prose writes a season: "the summer of 2025" (December is that year's winter). */
export function seasonInWords(yearMonth: string): string {
  const [year, month] = yearAndMonth(yearMonth);
  return `the ${SEASONS[Math.floor((month % 12) / 3)]} of ${year}`;
}
