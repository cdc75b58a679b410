import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as about from "~content/about";
import { ageInWords, authorStory, currentAge, decadeOf } from "~content/author-story";
import * as beauty from "~content/beauty";
import * as food from "~content/food";
import * as home from "~content/home";
import * as recipes from "~content/recipes";
import * as site from "~content/site";
import * as sleep from "~content/sleep";
import * as stress from "~content/stress";
import * as symptoms from "~content/symptoms";
import * as weeklyRoutine from "~content/weekly-routine";

/**
 * The author's story is told on many pages and in every blog post. These rules read all of that
 * prose against the one fact sheet (content/author-story.ts) and fail, naming the sentence, on
 * anything that tells the story differently: her age at each turn, her caffeine cut-off, her
 * shower, her Saturday and which day each session falls on.
 */

function strings(value: unknown, found: string[] = []): string[] {
  if (typeof value === "string") found.push(value);
  else if (Array.isArray(value)) value.forEach((item) => strings(item, found));
  else if (value && typeof value === "object")
    Object.values(value).forEach((v) => strings(v, found));
  return found;
}

const contentModules = {
  about,
  beauty,
  food,
  home,
  recipes,
  site,
  sleep,
  stress,
  symptoms,
  weeklyRoutine,
};

/** The author's posts (content/posts/*.md): frontmatter and body alike, as she wrote them. */
const postText = readdirSync("content/posts")
  .filter((file) => file.endsWith(".md"))
  .map((file) => readFileSync(`content/posts/${file}`, "utf8"));

/** Routes hold a little prose of their own in JSX. */
const routeText = readdirSync("app/routes").map((file) =>
  readFileSync(`app/routes/${file}`, "utf8"),
);

const allText = [...strings(contentModules), ...postText, ...routeText];

/** Every sentence the site shows, with inline link addresses and markup left out. */
const sentences = allText
  .map((text) => text.replace(/\]\([^)]*\)/g, "]").replace(/<[^>]+>/g, " "))
  .flatMap((text) => text.split(/(?<=[.!?])\s+|\n+/))
  .map((sentence) => sentence.trim())
  .filter(Boolean);

const sentencesMatching = (pattern: RegExp) => sentences.filter((s) => pattern.test(s));

const UNITS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
function wordsToAge(words: string): number {
  const [tens, ones] = words.toLowerCase().split("-");
  const base = tens === "forty" ? 40 : 50;
  return base + (ones ? UNITS.indexOf(ones) + 1 : 0);
}

describe("the author's age", () => {
  const storyAges = new Set<number>([...Object.values(authorStory.ages), currentAge]);

  it("is only ever one the fact sheet names", () => {
    const agePhrase =
      /\b(?:at|aged|was|turned|I'm|am|now)\s+((?:forty|fifty)(?:-(?:one|two|three|four|five|six|seven|eight|nine))?)\b(?! (?:years|minutes|miles|percent))/gi;
    const strays: string[] = [];
    for (const sentence of sentences) {
      for (const [, words] of sentence.matchAll(agePhrase)) {
        if (!storyAges.has(wordsToAge(words!))) strays.push(sentence);
      }
      for (const [, digits] of sentence.matchAll(/\b(?:at|aged)\s+([45]\d)\b(?! ?%)/g)) {
        if (!storyAges.has(Number(digits))) strays.push(sentence);
      }
    }
    expect(strays).toEqual([]);
  });

  it("is never left vague where the story gives a number", () => {
    expect(sentencesMatching(/\bmid-forties\b/i)).toEqual([]);
  });

  it.each([
    ["the car park, the first sign", /cried in the car park/, authorStory.ages.firstSigns],
    ["the woman she writes for", /the woman I was at/, authorStory.ages.firstSigns],
    ["the 4 am dread", /waking at four in the morning/, authorStory.ages.anxietyBegan],
    ["starting to lift", /three things happened close together/, authorStory.ages.startedLifting],
  ])("names the fact sheet's age at %s", (_, anchor, age) => {
    const found = sentencesMatching(anchor);
    expect(found.length).toBeGreaterThan(0);
    for (const sentence of found) expect(sentence).toContain(ageInWords(age));
  });

  it("describes her as the decade she is in now", () => {
    expect(about.aboutPage.authorSummary).toContain(`in her ${decadeOf(currentAge)}`);
    expect(decadeOf(53)).toBe("fifties");
    expect(ageInWords(47)).toBe("forty-seven");
    expect(ageInWords(50)).toBe("fifty");
  });
});

describe("the order her symptoms came in", () => {
  it("is the order of the chronicle on /symptoms", () => {
    expect(symptoms.symptomsPage.chronicle.symptoms.map(({ id }) => id)).toEqual(
      authorStory.symptomOrder,
    );
  });

  it("puts the first hot flush where the fact sheet does", () => {
    const delays = sentencesMatching(/flush/i).flatMap((sentence) =>
      [...sentence.matchAll(/\b(?:first|until) (\w+ months)\b/g)].map(([, months]) => months),
    );
    expect(delays.length).toBeGreaterThan(0);
    for (const months of delays) expect(months).toBe(authorStory.firstHotFlushAfter);
  });
});

describe("her routine", () => {
  const { routine } = authorStory;

  it("has one caffeine cut-off everywhere", () => {
    const cutOffs = sentencesMatching(/caffein|decaf|coffee/i).flatMap((sentence) =>
      [
        ...sentence.matchAll(
          /\bafter (ten|eleven|twelve|midday|noon|lunch(?:time)?|breakfast|\d{1,2}(?::\d\d)? ?[ap]m)\b/gi,
        ),
      ].map(([, when]) => when!.toLowerCase()),
    );
    expect(cutOffs.length).toBeGreaterThan(0);
    for (const when of cutOffs) expect(when).toBe(routine.caffeineCutOff);
  });

  it("has showers of one temperature", () => {
    const temperature = /\b(warm|cool|cooler|cold|hot|tepid|scalding|lukewarm)\b/i;
    const withTemperature = sentencesMatching(/\bshowers?\b/i).filter((s) => temperature.test(s));
    expect(withTemperature.length).toBeGreaterThan(0);
    for (const sentence of withTemperature) {
      expect(sentence).toMatch(new RegExp(`\\b${routine.shower}\\b`, "i"));
      expect(sentence).not.toMatch(
        /(?<!than )\b(warm|cool|cooler|cold|hot|tepid|scalding) showers?\b/i,
      );
    }
  });

  it("spends Saturday walking, never swimming, for the fact sheet's distance", () => {
    expect(sentencesMatching(/Saturday/).filter((s) => /\bswim/i.test(s))).toEqual([]);
    const saturday = weeklyRoutine.weeklyRoutinePage.exercise.days.find(
      (d) => d.day === "Saturday",
    );
    expect(saturday?.description).toMatch(/\bwalk\b/);
    expect(saturday?.description).toContain(authorStory.saturdayWalk);
    const distances = sentences.flatMap((sentence) =>
      [...sentence.matchAll(/\b(\w+(?: or \w+)? miles?|\w+-mile)\b/gi)].map(([, distance]) =>
        distance!.replace(/-mile$/, " miles"),
      ),
    );
    expect(distances.length).toBeGreaterThan(0);
    for (const distance of distances) expect(distance).toBe(authorStory.saturdayWalk);
  });

  it("puts each session on the day the plan does", () => {
    const sessionDay: Record<string, string> = {
      spin: "Monday",
      "upper body": "Tuesday",
      "lower body": "Thursday",
      core: "Friday",
      "full body": "Sunday",
      "full-body": "Sunday",
    };
    const pairs = sentences.flatMap((sentence) =>
      [
        ...sentence.matchAll(
          /\b(spin|upper body|lower body|core|full[- ]body)\b[^.,;]{0,25}?\bon (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)s?\b/gi,
        ),
      ].map(([, session, day]) => [session!.toLowerCase(), day!] as const),
    );
    expect(pairs.length).toBeGreaterThan(0);
    for (const [session, day] of pairs)
      expect(`${session} on ${day}`).toBe(`${session} on ${sessionDay[session]}`);
    for (const planned of weeklyRoutine.weeklyRoutinePage.exercise.days) {
      expect(planned.title).toBe(authorStory.week[planned.day]);
    }
  });

  it("is the daily schedule /weekly-routine shows", () => {
    const times = weeklyRoutine.weeklyRoutinePage.daily.entries.map((entry) => entry.time);
    for (const key of ["wake", "breakfast", "work", "exercise", "windDown", "sleep"] as const) {
      expect(times).toContain(routine[key]);
    }
    expect(
      weeklyRoutine.weeklyRoutinePage.daily.entries.find((e) => e.label === "Work")?.description,
    ).toContain(routine.lastMeal);
  });
});
