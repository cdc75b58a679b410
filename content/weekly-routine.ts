import { authorStory, seasonInWords } from "./author-story";
import { weeklyRoutineEntry } from "./page-names";
import type { IsoDate, PageHero, PageSeo, ProseSection, SourcesBlock } from "./types";

const { routine } = authorStory;

export type Weekday =
  "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";

export interface DailyEntry {
  /** A clock time or range, or a short label such as "On waking". */
  time: string;
  label: string;
  description: string;
  /** True when the entry only happens Monday to Friday. */
  weekdaysOnly?: boolean;
}

export interface Exercise {
  name: string;
  sets: number;
  reps: number;
  /** Extra detail, e.g. "each leg". */
  note?: string;
}

export interface CoreCircuit {
  rounds: 3;
  reps: 10;
  moves: string[];
}

export type ExerciseKind = "cardio" | "strength" | "rest" | "hiit";

export interface ExerciseDay {
  day: Weekday;
  title: string;
  duration?: string;
  kind: ExerciseKind;
  description: string;
  exercises?: Exercise[];
  circuit?: CoreCircuit;
}

export interface WeeklyRoutinePage {
  seo: PageSeo;
  hero: PageHero;
  note: { heading: string; paragraphs: string[] };
  daily: { heading: string; intro: string; entries: DailyEntry[] };
  exercise: { heading: string; dated: "September 2025"; intro: string; days: ExerciseDay[] };
  closing: ProseSection[];
  /**
   * When the author last read the page through, checked it against its sources and against
   * the week she actually lives. Shown on the page; change it whenever the text changes.
   */
  lastReviewed: IsoDate;
  sources: SourcesBlock;
}

export const weeklyRoutinePage: WeeklyRoutinePage = {
  seo: {
    title: "My Weekly Routine",
    description:
      "The daily schedule and weekly exercise plan that carry me through menopause: early starts, meals built on protein, strength training, spin and rest days.",
    keywords: [
      "menopause routine",
      "menopause exercise plan",
      "strength training menopause",
      "perimenopause daily schedule",
      "sleep routine",
    ],
  },
  hero: {
    eyebrow: "How I structure my week",
    title: weeklyRoutineEntry.title,
    standfirst:
      "Early mornings, regular meals, strength training and a proper wind-down: the rhythm that keeps my body and mood on an even keel.",
    image: {
      src: "/images/routine/hero.svg",
      alt: "A soft sunrise over hills beside a glass of water, a pair of trainers, a dumbbell and a weekly calendar",
      width: 1200,
      height: 675,
    },
  },
  note: {
    heading: "A note before you start",
    paragraphs: [
      "This is my routine, written down exactly as I live it. It didn't arrive fully formed. It grew over about two years of trial and error, after broken nights, afternoon crashes and a creeping feeling that my body no longer belonged to me. What changed things was not one big overhaul but a handful of habits repeated until they stopped needing willpower.",
      "Please don't read it as a timetable you have to match. Your working hours, family and energy will look different from mine, and some days mine falls apart too. If a 5:30 am alarm sounds like torture, start with the parts that cost nothing: a glass of water on waking, protein at breakfast, a walk on your rest days, screens away an hour before bed.",
      `One more thing before you compare your week with mine: since ${seasonInWords(authorStory.startedHrt)} I've also been on HRT, and I've written about [why I decided to try it](${authorStory.hrt.post}); my [treatments page](/treatments) sets out the options. This week was built years before it, and I've kept every part.`,
      "If I could keep only one habit for my body, it would be the **strength training**. As oestrogen falls, muscle and bone are lost more quickly, and lifting is how I push back. I started at fifty with three sessions with a trainer at my local leisure centre, where I learned five basic movements, then carried on alone with a pair of light dumbbells and a small kettlebell. What kept me going was starting small and turning up, not heroics.",
    ],
  },
  daily: {
    heading: "My Daily Schedule",
    intro:
      "A regular rhythm keeps my sleep, my appetite and my mood on an even keel. At weekends I allow myself half an hour either side of my usual wake-up and bedtime, and no more.",
    entries: [
      {
        time: routine.wake,
        label: "Wake up",
        description:
          "No snooze button. I open the curtains straight away, because morning daylight helps set my body clock and makes it easier to fall asleep at night.",
      },
      {
        time: routine.rehydrate,
        label: "Rehydrate",
        description:
          "A big glass of water before anything else, sometimes with a slice of lemon. I always wake up thirsty, and my one coffee of the day waits for breakfast, after the water, never instead of it.",
      },
      {
        time: routine.breakfast,
        label: "Breakfast",
        description:
          "At weekends it is porridge or eggs. On weekdays it is the overnight oats I made the evening before, with Greek yoghurt stirred in for protein. My favourites are in my [breakfast recipes](/recipes#breakfast), and a good breakfast stops me grazing mid-morning.",
      },
      {
        time: routine.work,
        label: "Work",
        description:
          "Lunch at around midday and a protein snack mid-afternoon. I eat my last meal of the day at about 4:30–5:00 pm, which leaves a gap of 4–5 hours before bed. I get up from my desk at least once an hour to stretch or refill my water bottle.",
        weekdaysOnly: true,
      },
      {
        time: routine.exercise,
        label: "Exercise",
        description:
          "My workout for the day, from the plan below. Training in the early evening burns off the day's stress and leaves enough time to calm down before bed.",
      },
      {
        time: routine.windDown,
        label: "Wind down",
        description:
          "Phone and laptop away and the lights low, then a lukewarm shower and a book or a few slow stretches. I lay out tomorrow's clothes and, the night before a working day, make my overnight oats so the morning is easy. More on this in [my sleep routine](/sleep).",
      },
      {
        time: routine.sleep,
        label: "Sleep",
        description:
          "Lights out in a cool, dark bedroom. Going to bed at the same time every night has done more for my sleep than anything I've bought.",
      },
    ],
  },
  exercise: {
    heading: "My Weekly Exercise Plan",
    dated: "September 2025",
    intro:
      "I wrote this plan in September 2025, and more than a year on it's still the week I follow; the weights have gone up, but the shape hasn't changed. It mixes three strength sessions with cardio, a short core workout and two active rest days. I warm up for 5–10 minutes before every session and stretch afterwards, and I pick weights that leave me with one or two good reps in reserve at the end of each set.",
    days: [
      {
        day: "Monday",
        title: "Spin Class",
        duration: "30 minutes",
        kind: "cardio",
        description:
          "A 30-minute spin class at my local gym to start the week. It's hard work for the heart and lungs, easy on the joints, and the music and instructor do the motivating for me.",
      },
      {
        day: "Tuesday",
        title: "Upper Body Strength",
        duration: "60 minutes",
        kind: "strength",
        description:
          "Chest, back, shoulders and arms. I rest for about 60–90 seconds between sets and keep the movements slow and controlled.",
        exercises: [
          { name: "Dumbbell chest press", sets: 3, reps: 10 },
          { name: "Bent-over dumbbell row", sets: 3, reps: 10 },
          { name: "Seated dumbbell shoulder press", sets: 3, reps: 8 },
          { name: "Lat pulldown", sets: 3, reps: 10 },
          {
            name: "Press-ups",
            sets: 2,
            reps: 8,
            note: "on your knees or against a bench if needed",
          },
          { name: "Bicep curl", sets: 2, reps: 12 },
          { name: "Overhead tricep extension", sets: 2, reps: 12 },
        ],
      },
      {
        day: "Wednesday",
        title: "Active Rest",
        kind: "rest",
        description:
          "No formal workout. I go for a brisk 30–45 minute walk, ideally outdoors, and do 10 minutes of gentle stretching or yoga in the evening. Rest is when muscles repair and get stronger.",
      },
      {
        day: "Thursday",
        title: "Lower Body Strength",
        duration: "60 minutes",
        kind: "strength",
        description:
          "Legs and glutes, the biggest muscles in the body and the ones that keep us strong on stairs and steady on our feet.",
        exercises: [
          { name: "Goblet squat", sets: 3, reps: 10 },
          { name: "Dumbbell Romanian deadlift", sets: 3, reps: 10 },
          { name: "Reverse lunge", sets: 3, reps: 8, note: "each leg" },
          { name: "Glute bridge", sets: 3, reps: 12 },
          { name: "Step-up onto a bench", sets: 2, reps: 10, note: "each leg" },
          { name: "Lateral band walk", sets: 2, reps: 12, note: "steps each way" },
          { name: "Calf raise", sets: 2, reps: 15 },
        ],
      },
      {
        day: "Friday",
        title: "Core HIIT",
        duration: "30 minutes",
        kind: "hiit",
        description:
          "A 5-minute warm-up, then four rounds of six moves, each done for 40 seconds with 20 seconds of rest: mountain climbers, bicycle crunches, plank shoulder taps, squat jumps (or fast bodyweight squats), dead bugs and high knees. A short cool-down and stretch finish it off. Jumping is hard on a pelvic floor: in the months my bladder was at its worst I leaked on the squat jumps, so I swapped them for fast squats and marched the high knees, and I still do on a bad week. If jumping makes you leak, that's worth telling your GP, low-impact versions count just as much, and my [pelvic floor section](/symptoms#pelvic-floor) has what fixed mine.",
      },
      {
        day: "Saturday",
        title: "Active Rest",
        kind: "rest",
        description:
          "No gym, no class and no weights: a long, slow walk, usually about eight miles in the hills behind our village with a flask of tea at the top, sometimes alone and sometimes with a friend. On a wet Saturday it shrinks to an hour round the park, and that counts too. It's the part of my week I protect above almost everything else.",
      },
      {
        day: "Sunday",
        title: "Full Body Strength + Core Circuit",
        duration: "60 minutes",
        kind: "strength",
        description:
          "Compound moves that work the whole body, then a core circuit to finish: 3 rounds of 10 reps of each move, with a minute's rest between rounds.",
        exercises: [
          { name: "Dumbbell deadlift", sets: 3, reps: 10 },
          { name: "Squat to overhead press", sets: 3, reps: 10 },
          { name: "Single-arm dumbbell row", sets: 3, reps: 10, note: "each side" },
          { name: "Walking lunges", sets: 2, reps: 12, note: "alternating legs" },
          { name: "Incline press-ups", sets: 3, reps: 10 },
          { name: "Kettlebell swing", sets: 3, reps: 15 },
        ],
        circuit: {
          rounds: 3,
          reps: 10,
          moves: [
            "Dead bugs",
            "Bird dogs",
            "Bicycle crunches",
            "Reverse crunches",
            "Russian twists",
            "Heel taps",
            "Glute bridge marches",
          ],
        },
      },
    ],
  },
  lastReviewed: "2026-11-28",
  closing: [
    {
      id: "listen-to-your-body",
      heading: "Listen to your body",
      paragraphs: [
        "Some weeks I sleep badly, have a flare of joint pain or simply feel flat, and on those weeks I swap a strength session for a walk without guilt. Progress comes from months of showing up, not from forcing one session. If an exercise hurts (sharp pain, not the ordinary effort of working hard), stop and try an easier version.",
        "I also keep a simple note of the weights I lift each session. Seeing the numbers creep up over a few months has been one of the most encouraging things about this whole journey.",
      ],
    },
    {
      id: "check-with-your-gp",
      heading: "Check with your GP first",
      paragraphs: [
        "If you're new to exercise, returning after a long break, or living with a heart condition, high blood pressure, osteoporosis or joint problems, please talk to your GP before starting a new plan. A physiotherapist or qualified personal trainer can show you good form, which matters more than the weight on the bar.",
        "The NHS has clear, sensible guidance on [menopause and the things you can do to help yourself](https://www.nhs.uk/conditions/menopause/), and on [how much activity adults need](https://www.nhs.uk/live-well/exercise/exercise-guidelines/physical-activity-guidelines-for-adults-aged-19-to-64/).",
      ],
    },
  ],
  sources: {
    intro:
      "If you're building a week of your own, start with the NHS activity guidelines. The routine is mine, built by trial and error; where it says how much activity adults need, why strength work matters for bones as oestrogen falls, or what helps with sleep, it rests on these.",
    items: [
      "nhsActivityGuidelines",
      "nhsMenopause",
      "nhsMenopauseSelfHelp",
      "royalOsteoporosisSociety",
      "nhsSleepAndTiredness",
    ],
  },
};
