import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as about from "~content/about";
import {
  ageInWords,
  authorStory,
  currentAge,
  decadeOf,
  monthInWords,
  seasonInWords,
} from "~content/author-story";
import * as beauty from "~content/beauty";
import * as follow from "~content/follow";
import * as food from "~content/food";
import * as home from "~content/home";
import * as recipes from "~content/recipes";
import * as site from "~content/site";
import * as sleep from "~content/sleep";
import * as stress from "~content/stress";
import * as symptomDiary from "~content/symptom-diary";
import * as symptoms from "~content/symptoms";
import * as tracker from "~content/tracker";
import * as treatments from "~content/treatments";
import * as weeklyRoutine from "~content/weekly-routine";

/**
 * The author's story is told on many pages and in every blog post. These rules read all of that
 * prose against the one fact sheet (content/author-story.ts) and fail, naming the sentence, on
 * anything that tells the story differently: her age at each turn, her caffeine cut-off, her
 * shower, her Saturday and which day each session falls on, and her habits: what she drinks in
 * the evening, how often she lifts and how she began, her diary, her breakfast and last meal,
 * what she never eats, her plate, her periods, her phone and her skin; and her HRT: when she
 * started it, what she takes, and that every page saying how she feels now says she is on it.
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
  follow,
  food,
  home,
  recipes,
  site,
  sleep,
  stress,
  symptomDiary,
  symptoms,
  tracker,
  treatments,
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
  it("is the order of /symptoms: the chronicle, then the later changes", () => {
    const { chronicle, laterChanges } = symptoms.symptomsPage;
    expect([...chronicle.symptoms, laterChanges.symptom].map(({ id }) => id)).toEqual(
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

  it("showers in the evening wind-down, never in the morning", () => {
    const showers = sentencesMatching(/\bshowers?\b/i);
    expect(showers.some((s) => new RegExp(`\\b${routine.showerWhen}\\b`, "i").test(s))).toBe(true);
    // "morning and night" is her face cream, not her shower.
    expect(showers.filter((s) => /\bmornings?\b(?! and night)/i.test(s))).toEqual([]);
  });

  it("sleeps on the pillowcases the fact sheet names", () => {
    const cases = sentencesMatching(/\bpillowcases?\b/i).flatMap((sentence) =>
      [
        ...sentence.matchAll(
          /\b(silk|satin|cotton|linen|bamboo|polyester)\b[^.]{0,20}?\bpillowcases?\b/gi,
        ),
      ].map(([, fabric]) => fabric!.toLowerCase()),
    );
    expect(cases.length).toBeGreaterThan(0);
    // Polyester is what she swapped away from, named only in that sentence.
    for (const fabric of cases.filter((f) => f !== "polyester")) {
      expect(fabric).toBe(authorStory.pillowcases);
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

/** The sentences that match every one of the patterns. */
const sentencesMatchingAll = (...patterns: RegExp[]) =>
  sentences.filter((s) => patterns.every((pattern) => pattern.test(s)));

const NUMBER_WORD = "a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve";

describe("her habits", () => {
  const story = authorStory;

  it("drinks only what the fact sheet allows after her last meal", () => {
    const { eveningDrinks } = story;
    expect(sentencesMatching(/\b(?:nothing but|only) (?:water|herbal tea)\b/i)).toEqual([]);
    const rules = sentencesMatchingAll(
      /\b(?:after that|until the morning|after (?:my|the|that) (?:last )?meal)\b/i,
      /\b(?:water|herbal tea)\b/i,
    );
    expect(rules.length).toBeGreaterThan(0);
    for (const sentence of rules) {
      for (const drink of eveningDrinks.always) expect(sentence).toContain(drink);
      expect(sentence).toContain(eveningDrinks.afterLifting);
      expect(sentence).toContain(eveningDrinks.sometimes);
    }
    const milk = sentencesMatching(/\bglass of (?:\w+ )?milk\b/i);
    expect(milk.length).toBeGreaterThan(0);
    for (const sentence of milk) {
      expect(sentence).toContain(eveningDrinks.sometimes);
      expect(sentence).toContain(eveningDrinks.afterLifting);
    }
  });

  it("lifts as often as the fact sheet says", () => {
    const lifting = sentencesMatching(
      /\b(?:lift\w*|strength[- ]train\w*|strength sessions?|weights)\b/i,
    );
    const often = lifting.flatMap((sentence) =>
      [...sentence.matchAll(/\b(once|twice|(?:\w+,? (?:or|then) )?\w+ times) a week\b/gi)].map(
        ([, times]) => times!.toLowerCase().replace(/^\w+,? then /, ""),
      ),
    );
    expect(often.length).toBeGreaterThan(0);
    for (const times of often) expect(times).toBe(`${story.strengthSessionsPerWeek} times`);
    const sessions = sentences.flatMap((sentence) =>
      [...sentence.matchAll(/\b(\w+) strength sessions\b/gi)].map(([, n]) => n!.toLowerCase()),
    );
    expect(sessions.length).toBeGreaterThan(0);
    for (const n of sessions) expect(n).toBe(story.strengthSessionsPerWeek);
  });

  it("started lifting with a trainer, then on her own", () => {
    const { startedLifting } = story;
    const starts = sentencesMatching(
      /\bstart(?:ed|ing)? (?:\w+ ){0,3}with (?:a pair of )?(?:light )?(?:dumbbells|weights|a kettlebell)\b/i,
    );
    for (const sentence of starts) expect(sentence).toMatch(/\btrainer\b/);
    expect(
      sentencesMatchingAll(
        /\b(?:kitchen|living room|garden|spare room)\b/i,
        /\b(?:dumbbells?|kettlebells?|lift\w*|weights)\b/i,
      ),
    ).toEqual([]);
    const note = weeklyRoutine.weeklyRoutinePage.note.paragraphs.join(" ");
    expect(note).toContain(startedLifting.trainerSessions);
    expect(note).toContain(startedLifting.where);
    expect(note).toContain(startedLifting.thenAlone);
  });

  it("had no anxiety before the age the fact sheet gives", () => {
    const ageWords =
      /\b(?:at|aged|was|turned)\s+((?:forty|fifty)(?:-(?:one|two|three|four|five|six|seven|eight|nine))?)\b/gi;
    const anxious = sentencesMatching(/\banxi(?:ety|ous)\b|\bpanic/i);
    for (const sentence of anxious) {
      for (const [, words] of sentence.matchAll(ageWords))
        expect(`${wordsToAge(words!)}: ${sentence}`).toBe(
          `${story.ages.anxietyBegan}: ${sentence}`,
        );
    }
    // On /stress, everything up to the friend's question (at 47) comes before the anxiety.
    const paragraphs = stress.stressPage.story.paragraphs;
    const friend = paragraphs.findIndex((p) => /a friend a few years ahead/.test(p));
    expect(friend).toBeGreaterThanOrEqual(0);
    for (const paragraph of paragraphs.slice(0, friend + 1)) {
      expect(paragraph).not.toMatch(/\banxi\w*|\bpanic\w*/i);
      if (/\bmeeting\b/.test(paragraph)) expect(paragraph).toMatch(/\bhot flush\b/);
    }
  });

  it("has kept her diary as the fact sheet says", () => {
    const { diary } = story;
    const diarySentences = sentencesMatching(/\b(?:diary|notebooks?)\b/i);
    const keptFor = diarySentences.filter((s) =>
      new RegExp(
        `\\bkept (?:it )?for (?:only |just )?(?:${NUMBER_WORD}|\\d+) (?:weeks?|months?)\\b`,
        "i",
      ).test(s),
    );
    expect(keptFor).toEqual([]);
    expect(
      sentencesMatching(/\bwithin (?:\w+ ){1,2}(?:weeks?|months?)\b[^.]*\bpatterns?\b/i),
    ).toEqual([]);
    const counts = sentences.flatMap((sentence) =>
      [...sentence.matchAll(new RegExp(`\\b(${NUMBER_WORD}) notebooks\\b`, "gi"))].map(([, n]) =>
        n!.toLowerCase(),
      ),
    );
    for (const n of counts) expect(n).toBe(diary.notebooks);
    const symptomDiaryIntro = symptomDiary.symptomDiaryPage.intro.join(" ");
    expect(symptomDiaryIntro).toContain(`the spring I was ${ageInWords(diary.since)}`);
    expect(symptomDiaryIntro).toContain(diary.atTheGp);
    expect(symptomDiaryIntro).toContain(diary.kept);
    const notebooksPost = postText.find((text) => text.includes(`${diary.notebooks} notebooks`));
    expect(notebooksPost).toContain(`${diary.years} years`);
    expect(notebooksPost).toContain(`the spring I was ${ageInWords(diary.since)}`);
  });

  it("logged her flushes for as long as the fact sheet says", () => {
    const logs = sentencesMatchingAll(/\bflush/i, /\b(?:noted|noting|logged|diary)\b/i).flatMap(
      (sentence) =>
        [
          ...sentence.matchAll(
            new RegExp(`\\b(${NUMBER_WORD}) (weeks?|months?|fortnights?)\\b`, "gi"),
          ),
        ].map(([phrase]) => phrase.toLowerCase()),
    );
    expect(logs.length).toBeGreaterThan(0);
    for (const phrase of logs) expect(phrase).toBe(story.diary.flushLog);
  });

  it("eats the breakfast the fact sheet names", () => {
    const { breakfast } = story;
    for (const pattern of [
      /\bmost (?:days|mornings)\b[^.]*\bporridge\b|\bporridge\b[^.]*\bmost (?:days|mornings)\b/i,
      /\b(?:on )?weekdays?\b[^.]*\bporridge\b/i,
      /\btwo jars\b/i,
      /\bin summer\b[^.]*\bovernight oats\b|\bovernight oats\b[^.]*\bin summer\b/i,
    ]) {
      expect(sentencesMatching(pattern)).toEqual([]);
    }
    const wind = weeklyRoutine.weeklyRoutinePage.daily.entries.find((e) => e.label === "Wind down");
    expect(wind?.description).toContain(breakfast.weekdays);
    const threeMeals = food.foodPage.sections.find((s) => s.id === "three-meals");
    expect(threeMeals?.paragraphs.join(" ")).toMatch(
      new RegExp(`weekdays[^.]*${breakfast.weekdays}`, "i"),
    );
    const oats = recipes.recipes.find((r) => r.slug === "overnight-oats");
    expect(`${oats?.description} ${oats?.tip}`).toContain(breakfast.oatsMade);
  });

  it("eats her weekday last meal at work and cooks dinner at weekends", () => {
    expect(
      sentencesMatching(
        /\b(?:end of a (?:long |working )?day|after work|(?:get|got|come|came) home from work)\b/i,
      ),
    ).toEqual([]);
    for (const recipe of recipes.recipes.filter((r) => r.group === "dinner")) {
      expect(`${recipe.slug}: ${recipe.description}`).toMatch(/\b(?:weekends?|Saturday|Sunday)\b/);
    }
    const timing = food.foodPage.sections.find((s) => s.id === "meal-timing");
    expect(timing?.paragraphs.join(" ")).toContain(`eaten ${story.lastMealOnWeekdays}`);
  });

  it("never eats what the /food list says she never eats", () => {
    expect(food.foodPage.neverEat.intro).toContain(story.processedMeans);
    const hedged = sentencesMatchingAll(
      /\b(?:takeaways?|ready meals?|fast food|fried food|processed food)\b/i,
      /\b(?:most of the time|mostly|usually|occasionally|now and then|once or twice|sometimes|rarely|the odd|cheat)\b/i,
    ).filter((s) => !/\bno cheat day\b/i.test(s));
    expect(hedged).toEqual([]);
    const biscuits = sentencesMatchingAll(
      /\bbiscuits?\b/i,
      /\b(?:once|twice|\w+ times) a week\b|\bnow and then\b|\bsometimes\b|\bI (?:have|eat) a biscuit\b/i,
    );
    expect(biscuits).toEqual([]);
  });

  it("fills her plate in the proportions of the /food chart", () => {
    const carbs = food.foodPage.whatIEat.categories.find((c) => /Carbs/.test(c.name));
    expect(carbs?.value).toBe(story.carbsFruitAndVegPercent);
    expect(
      sentencesMatching(
        /\b(?:half|a third|two thirds|a quarter|three quarters)\b[^.]{0,25}\bplate\b|\bplate\b[^.]{0,15}\b(?:half|a third|two thirds|a quarter|three quarters)\b/i,
      ),
    ).toEqual([]);
    const percents = sentencesMatching(/\bvegetables\b|\bveg\b|\bcarbs\b/i).flatMap((sentence) =>
      [...sentence.matchAll(/\b(\d+)%/g)].map(([, n]) => Number(n)),
    );
    for (const n of percents) expect(n).toBe(story.carbsFruitAndVegPercent);
  });

  it("had irregular periods for as long as the fact sheet says", () => {
    const spans = [
      ...sentencesMatchingAll(
        /\b(?:cycle|periods?)\b/i,
        /\b(?:all over the place|irregular|unpredictable)\b/i,
      ),
      // The same years told without the word: "I never quite knew what my body would do".
      ...sentencesMatching(/\bnever (?:quite )?knew what my (?:body|cycle)\b/i),
    ].flatMap((sentence) =>
      [
        ...sentence.matchAll(
          /\b(?:for|in the last|over) (?:about |nearly |almost |around )?((?:\w+ or )?\w+|couple of) years\b/gi,
        ),
      ].map(([, years]) => `${years!.toLowerCase()} years`),
    );
    expect(spans.length).toBeGreaterThan(0);
    for (const span of spans) expect(span).toBe(story.irregularPeriodsFor);
  });

  it("puts her phone away at the fact sheet's hour", () => {
    const when = `(\\d{1,2}(?::\\d\\d)? ?[ap]m|six|seven|eight|nine|ten|eleven)`;
    const times = sentencesMatching(/\bphone\b/i).flatMap((sentence) => [
      ...[
        ...sentence.matchAll(
          new RegExp(`\\bphone\\b[^.]{0,40}?\\b(?:at|from|by) (?:about |around )?${when}\\b`, "gi"),
        ),
        ...sentence.matchAll(
          new RegExp(`\\b(?:at|from|by) (?:about |around )?${when}\\b[^.]{0,40}?\\bphone\\b`, "gi"),
        ),
      ].map(([, time]) => time!.toLowerCase()),
    ]);
    expect(times.length).toBeGreaterThan(0);
    for (const time of times) expect([story.phoneAway.words, story.phoneAway.time]).toContain(time);
  });

  it("had the skin the fact sheet says before perimenopause", () => {
    expect(sentencesMatching(/\boily (?:skin|side)\b/i)).toEqual([]);
    const before = sentencesMatchingAll(
      /\bskin\b/i,
      /\b(?:always been|had been|went from|used to be)\b/i,
    ).filter((s) => /\b(?:oily|dry|combination|normal|sensitive)\b/i.test(s));
    expect(before.length).toBeGreaterThan(0);
    for (const sentence of before) expect(sentence).toContain(story.skinBefore);
  });
});

/** A month or season with its year, as the prose dates things: "July 2025", "the summer of 2025". */
const WHEN =
  "(?:the )?(?:(?:early|late) )?((?:spring|summer|autumn|winter|January|February|March|April|May|June|July|August|September|October|November|December)(?: of)? \\d{4})";

/** "the summer of 2025", "summer 2025" -> "summer 2025"; "July 2025" -> "july 2025". */
const normaliseWhen = (when: string) =>
  when.replace(/^the /i, "").replace(/ of /, " ").toLowerCase();

/** A post's `date` field, as written in its frontmatter ("2025-12-16T20:10"). */
const postDate = (text: string) => /^date: (\S+)$/m.exec(text)?.[1] ?? "";

describe("her HRT", () => {
  const { hrt } = authorStory;
  const HRT = "(?:HRT|hormone replacement therapy)";
  const hrtPost = readFileSync(`content/posts/${hrt.post.replace(/^\/blog\//, "")}.md`, "utf8");

  it("started when the fact sheet says, wherever a page dates it", () => {
    const started = [monthInWords(authorStory.startedHrt), seasonInWords(authorStory.startedHrt)];
    const starts = [
      `\\b(?:start(?:ed|ing)?|began|begun|beginning)\\b[^.;]{0,30}?\\b${HRT}\\b[^.;]{0,25}?\\b(?:in|from) ${WHEN}`,
      `\\b${HRT}\\b[^.;]{0,30}?\\bsince ${WHEN}`,
      `\\bsince ${WHEN},? I(?:'ve| have) (?:also )?been (?:on|taking|using) ${HRT}`,
      `\\bin ${WHEN}\\b[^.;]{0,80}?\\bI (?:started|began) (?:it|${HRT})\\b`,
    ].map((source) => new RegExp(source, "gi"));
    const dated = sentences.flatMap((sentence) =>
      starts.flatMap((pattern) =>
        [...sentence.matchAll(pattern)].map(([, when]) => `${normaliseWhen(when!)}: ${sentence}`),
      ),
    );
    // The posts and every page that says she is on it: /symptoms, /sleep, /stress and /about.
    expect(dated.length).toBeGreaterThanOrEqual(8);
    const allowed = new RegExp(`^(?:${started.map(normaliseWhen).join("|")}): `);
    for (const date of dated) expect(date).toMatch(allowed);
  });

  it("started at the fact sheet's age, years after it was first offered", () => {
    const ages = sentences.flatMap((sentence) =>
      [
        ...sentence.matchAll(
          new RegExp(
            `\\b(?:started|began)\\b[^.;]{0,20}\\b${HRT}\\b[^.;]*?\\bat ((?:forty|fifty)(?:-\\w+)?)\\b`,
            "gi",
          ),
        ),
      ].map(([, age]) => `${age}: ${sentence}`),
    );
    expect(ages.length).toBeGreaterThan(0);
    for (const age of ages)
      expect(age).toMatch(new RegExp(`^${ageInWords(authorStory.ages.startedHrt)}: `));
    const offered = sentencesMatchingAll(
      new RegExp(`\\b${HRT}\\b`),
      /\bfirst (?:came up|mentioned|offered|suggested|raised)\b/i,
    );
    expect(offered.length).toBeGreaterThan(0);
    for (const sentence of offered) expect(sentence).toContain(ageInWords(hrt.firstOfferedAt));
  });

  it("is the oestrogen and progestogen the fact sheet names, and no other", () => {
    const firstPerson = /\b(?:I|I'm|I've|I'd|my|me)\b/;
    const herOestrogen = sentencesMatchingAll(
      firstPerson,
      /\b(?:HRT|oestrogen|oestradiol)\b/i,
    ).filter((s) => !/\bvaginal\b|\bpessar|\blocal(?:ly)?\b/i.test(s));
    // A sentence that names one form is about hers; one that lists several is about the choices.
    const forms = herOestrogen.flatMap((sentence) => {
      const named = new Set(
        [...sentence.matchAll(/\b(gels?|patch(?:es)?|sprays?|tablets?|implants?)\b/gi)].map(
          ([form]) => form.toLowerCase().replace(/e?s$/, ""),
        ),
      );
      return named.size === 1 ? [`${[...named][0]}: ${sentence}`] : [];
    });
    expect(forms.length).toBeGreaterThan(0);
    for (const form of forms) expect(form).toMatch(new RegExp(`^${hrt.form}: `));
    const progestogen = sentencesMatchingAll(firstPerson, /\bprogest\w*|\bcoil\b|\bIUS\b|Mirena/i);
    expect(progestogen.length).toBeGreaterThan(0);
    for (const sentence of progestogen) {
      expect(sentence).toContain(hrt.progestogen);
      expect(sentence).not.toMatch(/\bcoil\b|\bIUS\b|Mirena|norethisterone|medroxyprogesterone/i);
    }
  });

  it("added vaginal oestrogen when the fact sheet says, after the infections it counts", () => {
    const { started } = hrt.vaginalOestrogen;
    const dates = sentences.flatMap((sentence) =>
      [
        ...sentence.matchAll(
          new RegExp(`\\bvaginal oestrogen\\b[^.;,]{0,40}?\\b(?:in|from) ${WHEN}`, "gi"),
        ),
      ].map(([, when]) => `${normaliseWhen(when!)}: ${sentence}`),
    );
    expect(dates.length).toBeGreaterThanOrEqual(2);
    const allowed = [monthInWords(started), seasonInWords(started)].map(normaliseWhen);
    for (const date of dates) expect(date).toMatch(new RegExp(`^(?:${allowed.join("|")}): `));
    const counts = sentences.flatMap((sentence) =>
      [...sentence.matchAll(new RegExp(`\\b(${NUMBER_WORD}) urine infections\\b`, "gi"))].map(
        ([, n]) => n!.toLowerCase(),
      ),
    );
    expect(counts.length).toBeGreaterThanOrEqual(2);
    for (const n of counts) expect(n).toBe(hrt.urineInfections);
  });

  it("is said, with a link to her post, on every page that says how she feels now", () => {
    const link = `](${hrt.post})`;
    // The guides the HRT post says she added the line to, /about, and the routine.
    const pages = {
      symptoms: symptoms.symptomsPage,
      sleep: sleep.sleepPage,
      food: food.foodPage,
      stress: stress.stressPage,
      beauty: beauty.beautyPage,
      about: about.aboutPage,
      weeklyRoutine: weeklyRoutine.weeklyRoutinePage,
    };
    for (const [name, page] of Object.entries(pages))
      expect(`${name} links the post: ${JSON.stringify(page).includes(link)}`).toBe(
        `${name} links the post: true`,
      );
    const page = symptoms.symptomsPage;
    // Before the chronicle, in the HRT section, and where the FAQ weighs lifestyle on its own.
    expect(page.intro.join(" ")).toContain(link);
    const section = page.closing.find((s) => /\bHRT\b/.test(s.heading))?.paragraphs.join(" ");
    for (const fact of [hrt.oestrogen, hrt.form, hrt.progestogen, link])
      expect(section).toContain(fact);
    const lifestyle = page.faq.items.find((item) => /\blifestyle\b/i.test(item.question));
    expect(lifestyle?.answer.join(" ")).toMatch(/\bstarted HRT\b/);
  });

  it("has its post: published after she started, after the post that promised it, telling what she takes", () => {
    expect(hrtPost).not.toMatch(/^draft: true$/m);
    const date = postDate(hrtPost);
    expect(date > authorStory.startedHrt).toBe(true);
    expect(Date.parse(date)).toBeLessThan(Date.now());
    const promises = postText.filter((text) =>
      /\bwrite about (?:that|the|my) decision\b/.test(text),
    );
    expect(promises.length).toBeGreaterThan(0);
    for (const text of promises) expect(postDate(text) < date).toBe(true);
    for (const fact of [
      hrt.oestrogen,
      hrt.form,
      hrt.changed,
      hrt.progestogen,
      `started HRT in ${monthInWords(authorStory.startedHrt)}`,
      "https://www.nhs.uk/medicines/hormone-replacement-therapy-hrt/",
      "https://www.womens-health-concern.org/",
    ])
      expect(hrtPost).toContain(fact);
    // No post speaks of her HRT from before she started it.
    for (const text of postText.filter((t) =>
      /\bI(?:'ve| have| had)? (?:also )?(?:started|been on|begun) HRT\b|\bmy HRT\b/.test(t),
    ))
      expect(postDate(text) >= authorStory.startedHrt).toBe(true);
  });
});

/**
 * Facts that pages used to tell differently, each now told once where it belongs and linked from
 * elsewhere. Each rule fails, naming the sentence, if an old telling comes back.
 */
describe("one telling of each fact", () => {
  const story = authorStory;

  it("keeps the diary's contents in one list, and her other notes in their own notebooks", () => {
    expect(symptomDiary.symptomDiaryPage.intro.join(" ")).toContain(story.diaryHolds);
    expect(postText.find((text) => text.includes("## Keep a [diary]"))).toContain(story.diaryHolds);
    // Her periods went in the diary, not an app; her night worries on its back page.
    expect(sentencesMatching(/\bperiods?\b[^.]*\bin an app\b|\bnotepad\b/i)).toEqual([]);
    expect(sentencesMatching(/\bnotebook\b[^.]*\btraining weights\b/i)).toEqual([]);
  });

  it("went to her first GP appointment without the diary and heard it was probably stress", () => {
    expect(sentencesMatching(/\bvague sense\b/i)).toEqual([]);
    // The symptoms guide, the diary page, the post about what she wishes she'd known, the notebooks.
    const outcome = sentencesMatching(/\bprobably (?:just )?stress/i);
    expect(outcome.length).toBeGreaterThanOrEqual(4);
    const told = sentencesMatching(/\bfirst (?:appointment|time)\b[^.]*\b(?:leaflet|told)\b/i);
    expect(told.length).toBeGreaterThan(0);
    for (const sentence of told) expect(sentence).toContain(story.firstGpVisit);
  });

  it("sleeps most deeply on the night the fact sheet names, nowhere a training day", () => {
    const deepest = sentencesMatching(
      /\b(?:sleep|slept) (?:more |most )?deeply\b|\bdeepest\b|\bdeeper\b[^.]*\bsleep|\bsleep\b[^.]*\bdeeper\b/i,
    );
    expect(deepest.length).toBeGreaterThan(0);
    for (const sentence of deepest) {
      expect(sentence).not.toMatch(/\b(?:training|lifting) days\b|\bSunday nights?\b/i);
      expect(sentence).toMatch(new RegExp(`\\b${story.deepestSleep}\\b|\\bwalk\\b`));
    }
  });

  it("credits one thing, sleep, with doing most for her head", () => {
    const superlatives = sentencesMatchingAll(
      /\b(?:head|brain|fog|mind)\b/i,
      /\b(?:better|more)\b[^.]{0,30}\bthan (?:almost )?anything\b|\bbest thing I know\b|\bmost reliable\b/i,
    );
    expect(superlatives.length).toBeGreaterThan(0);
    for (const sentence of superlatives) expect(sentence).toContain(story.clearsHerHeadMost);
  });

  it("had cut her caffeine long before the anxiety, so never drank four or five coffees at forty-nine", () => {
    expect(
      sentencesMatching(/\b(?:three|four|five|six) (?:strong )?(?:coffees|cups of coffee)\b/i),
    ).toEqual([]);
  });

  it("gives her weight swing the reasons /food gives, never 'no reason'", () => {
    const swings = sentencesMatching(/\bweight\b[^.]*\b(?:swung|swinging|swing)\b/i);
    expect(swings.length).toBeGreaterThan(0);
    expect(
      swings.filter((s) =>
        /\bno (?:obvious )?reason\b|\bwithout any (?:obvious )?reason\b/i.test(s),
      ),
    ).toEqual([]);
    for (const sentence of swings.filter((s) => /\bkilo/i.test(s))) {
      expect(sentence).toMatch(/\b(?:5|five)\b/);
      expect(sentence).toContain(story.weightSwing.reasons);
    }
  });

  it("gave up alcohol for the one reason her flush log showed", () => {
    expect(sentencesMatchingAll(/\b(?:alcohol|wine|drink)\b/i, /\banxi/i)).toEqual([]);
    expect(
      sentencesMatchingAll(/\b(?:notes|noted|kept)\b/i, /\bfortnight\b/i, /\bdr(?:i|a)nk/i),
    ).toEqual([]);
    const woke = sentencesMatchingAll(
      /\b(?:wine|drink|drank|alcohol|a glass)\b/i,
      /\bwo(?:ke|ken)\b/i,
    );
    expect(woke.length).toBeGreaterThan(1);
    for (const sentence of woke) expect(sentence).toMatch(/\bsoaked\b/);
  });

  it("keeps a skin regimen that is what survived, not 'fewer products'", () => {
    expect(sentencesMatching(/\bfewer products\b|\bemptier than\b/i)).toEqual([]);
  });

  it("keeps weekend times within the fact sheet's leeway", () => {
    expect(
      sentencesMatching(/\bseven days a week\b|\bweekends are looser\b/i).concat(
        sentencesMatchingAll(/\bweekends included\b/i, /\b(?:bed|wake|times?)\b/i),
      ),
    ).toEqual([]);
    const leeway = sentencesMatching(
      /\bweekends?\b[^.]*\b(?:leeway|either side)\b|\b(?:leeway|either side)\b[^.]*\bweekends?\b/i,
    );
    expect(leeway.length).toBeGreaterThanOrEqual(3);
    for (const sentence of leeway) expect(sentence).toContain(story.weekendLeeway);
  });

  it("eats the salmon lunch hot only at the weekend, and takes it to work cold", () => {
    const salmon = recipes.recipes.find((r) => r.slug === "salmon-feta-rocket")!;
    expect(salmon.description).toMatch(/\bweekend\b/);
    expect(salmon.description).toMatch(/\bcold\b/);
  });

  it("leaves her gums out of the first signs, as her chronicle does", () => {
    expect(sentencesMatching(/\bone of the first places\b/i)).toEqual([]);
    const gums = sentencesMatching(/\bgums?\b/i).join(" ");
    expect(gums).not.toMatch(/(?:Falling|Low) oestrogen[^.]*\bsaliva\b/i);
  });

  it("counts the symptoms as /symptoms does: eight in the chronicle, then the later changes", () => {
    for (const sentence of sentencesMatching(/\beight symptoms\b/i))
      expect(sentence).toMatch(
        /\blater\b|\babove\b|\bchronicle\b|\bChronicle of Eight\b|\bperimenopause\b/i,
      );
  });

  it("rereads the report as many times on every page", () => {
    const rereads = sentencesMatching(/\bparagraph of a report\b/i);
    expect(rereads.length).toBeGreaterThanOrEqual(2);
    for (const sentence of rereads) expect(sentence).toContain(story.reportReread);
  });

  it("waits in each post only for a season that was still to come when it was dated", () => {
    const seasonsPassed: Record<string, RegExp> = {
      "12": /\bhow a winter felt\b/i,
      "01": /\bhow a winter felt\b/i,
    };
    for (const text of postText) {
      const month = postDate(text).slice(5, 7);
      const pattern = seasonsPassed[month];
      if (pattern) expect(text).not.toMatch(pattern);
    }
  });
});

/** What the new sections tell of her (issue 49), each fact written once on the sheet. */
describe("her checks and reviews", () => {
  const story = authorStory;
  const text = (value: unknown) => strings(value).join(" ");

  it("has her HRT reviewed when the fact sheet says, on /treatments and in the HRT post", () => {
    const reviews = treatments.treatmentsPage.sections.find(
      (s) => s.id === "how-long-and-stopping",
    );
    expect(text(reviews)).toContain(monthInWords(story.hrt.firstReview));
    expect(text(reviews)).toContain(story.hrt.reviewsThen);
    const hrtPost = postText.find((t) =>
      t.includes(`started HRT in ${monthInWords(story.startedHrt)}`),
    );
    expect(hrtPost).toContain("three-month review in October");
    expect(hrtPost).toContain(`review ${story.hrt.reviewsThen}`);
  });

  it("had her NHS Health Check, her first mammogram and her pelvic floor as the sheet says", () => {
    const closing = (id: string) =>
      text(symptoms.symptomsPage.closing.find((section) => section.id === id));
    const heart = closing("heart-health");
    expect(heart).toContain(`Mine came at ${ageInWords(story.ages.firstHealthCheck)}`);
    expect(heart).toContain(story.healthCheck.bloodPressure);
    expect(heart).toContain(story.healthCheck.cholesterol);
    expect(closing("screening")).toContain(`when I was ${ageInWords(story.ages.firstMammogram)}`);
    const pelvic = closing("pelvic-floor");
    expect(pelvic).toContain(story.pelvicFloor.app);
    expect(pelvic).toContain(`Within ${story.pelvicFloor.easedWithin}`);
    // Nothing else dates these: no other age for a health check or a first mammogram.
    for (const sentence of sentencesMatching(/\bHealth Check\b|\bmammogram\b/i)) {
      for (const [, words] of sentence.matchAll(/\b(?:at|was) ((?:forty|fifty)(?:-\w+)?)\b/gi))
        expect([story.ages.firstHealthCheck, story.ages.firstMammogram]).toContain(
          wordsToAge(words!),
        );
    }
  });

  it("could not have bought her vaginal oestrogen from a pharmacist when she started it", () => {
    // Pharmacy tablets are for women a year past their last period; hers began eight months after.
    const [lastYear, lastMonth] = story.lastPeriod.split("-").map(Number);
    const [startYear, startMonth] = story.hrt.vaginalOestrogen.started.split("-").map(Number);
    const months = (startYear! - lastYear!) * 12 + (startMonth! - lastMonth!);
    expect(months).toBe(8);
    const section = text(
      treatments.treatmentsPage.sections.find((s) => s.id === "vaginal-oestrogen"),
    );
    expect(section).toContain("only eight months behind me");
  });
});
