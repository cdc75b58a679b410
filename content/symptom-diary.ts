import { symptomDiaryEntry } from "./page-names";
import type { IsoDate, PageSeo, SourcesBlock } from "./types";

/** A column of the diary: a short heading that fits a narrow printed column. */
export interface DiaryColumn {
  /** For a symptom, the id of its section in the symptoms guide's chronicle. */
  id: string;
  label: string;
  /** What to write in the column, shown under its heading. */
  hint?: string;
}

export interface ChecklistGroup {
  heading: string;
  items: string[];
}

/** Copy for the printable symptom diary and GP appointment checklist (/symptom-diary). */
export interface SymptomDiaryPage {
  seo: PageSeo;
  hero: { eyebrow: string; title: string; standfirst: string };
  lastReviewed: IsoDate;
  intro: string[];
  printing: {
    /** How to print from the browser: the button needs JavaScript, this does not. */
    instructions: string;
    button: string;
  };
  diary: {
    heading: string;
    caption: string;
    weekLabel: string;
    scaleHeading: string;
    scale: { score: number; meaning: string }[];
    dayHeading: string;
    days: string[];
    /** The symptoms of the symptoms guide: its chronicle of eight, then the later changes. */
    symptoms: DiaryColumn[];
    /** Sleep, mood and cycle. */
    extras: DiaryColumn[];
    notesLabel: string;
  };
  checklist: {
    heading: string;
    intro: string;
    groups: ChecklistGroup[];
  };
  disclaimer: { title: string; text: string };
  sources: SourcesBlock;
}

export const symptomDiaryPage: SymptomDiaryPage = {
  seo: {
    title: symptomDiaryEntry.title,
    description:
      "A printable symptom diary, one week to an A4 page, with sleep, mood and cycle, and a one-page checklist of what to bring and ask at your GP appointment.",
    keywords: [
      "menopause symptom diary",
      "perimenopause symptom tracker printable",
      "GP appointment menopause checklist",
    ],
  },
  hero: {
    eyebrow: "Print and keep",
    title: symptomDiaryEntry.title,
    standfirst:
      "A tidied-up version of the notebook that turned my second GP appointment into a proper conversation: a week to a page, and a list of what to take and what to ask.",
  },
  lastReviewed: "2026-11-28",
  intro: [
    "When I finally saw my GP about what turned out to be perimenopause, the thing that changed the conversation wasn't anything I said. It was a scruffy, coffee-ringed notebook I'd been filling in every evening since the spring I was forty-five, almost two years by then, with how I'd slept, my mood out of ten, where I was in my cycle and a score for each symptom. My GP read it in about a minute and could see straight away what I'd spent months failing to describe.",
    "This is a tidied-up version of that diary, with the symptoms I write about on the [symptoms page](/symptoms), plus sleep, mood and your cycle. Print a page for each week and fill it in at the same time every evening; it takes a couple of minutes. Don't worry about being precise. A rough score, written down each day, tells far more than a vivid memory of one bad night.",
    "After the diary there's a one-page checklist for the appointment itself. It's what I wish I'd had the first time, when I left the notebook at home, forgot half of what I meant to say and came out told it was probably stress.",
    "If your phone is more often to hand than a pen, my [symptom tracker](/tracker) has the same symptoms and scores, keeps them on your phone and nowhere else, and prints a summary of the last twelve weeks for your GP.",
  ],
  printing: {
    instructions:
      "It prints as a week to an A4 page, with the checklist on the page after. Print it from your browser: Ctrl+P on Windows, Cmd+P on a Mac, or Share and then Print on most phones.",
    button: "Print this diary",
  },
  diary: {
    heading: "One Week of Symptoms",
    caption:
      "A week of my symptoms, sleep, mood and cycle: a row for each day, with each symptom scored from 0 to 3.",
    weekLabel: "Week beginning",
    scaleHeading: "How to score a symptom",
    scale: [
      { score: 0, meaning: "not at all" },
      { score: 1, meaning: "mild: I noticed it, but it didn't change my day" },
      { score: 2, meaning: "moderate: it got in the way of something" },
      { score: 3, meaning: "severe: it stopped me doing something or kept me awake" },
    ],
    dayHeading: "Day",
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    symptoms: [
      { id: "heavy-irregular-periods", label: "Heavy or irregular bleeding" },
      { id: "broken-sleep", label: "Broken sleep" },
      { id: "anxiety-low-mood", label: "Anxiety or low mood" },
      { id: "joint-aches", label: "Aching joints" },
      { id: "brain-fog", label: "Brain fog" },
      { id: "hot-flushes-night-sweats", label: "Hot flushes and night sweats" },
      { id: "dry-itchy-skin-hair", label: "Dry skin or hair changes" },
      { id: "heart-palpitations", label: "Palpitations" },
      {
        id: "vaginal-bladder-changes",
        label: "Vaginal or bladder changes",
        hint: "dryness, soreness, needing to wee, sex drive",
      },
    ],
    extras: [
      { id: "sleep", label: "Sleep", hint: "hours, times woken" },
      { id: "mood", label: "Mood", hint: "out of ten" },
      { id: "cycle", label: "Cycle", hint: "bleeding: none, spotting, light or heavy" },
    ],
    notesLabel:
      "Notes for the week: headaches or migraine (the day, the time, how long), and anything that seemed to help or make things worse, such as alcohol, caffeine, a late meal, exercise or a stressful day",
  },
  checklist: {
    heading: "Before and at Your GP Appointment",
    intro:
      "My GP appointments are usually ten minutes, and they go quickly. These are the things that made mine count. Tick them off as you go.",
    groups: [
      {
        heading: "What to bring",
        items: [
          "This diary, kept for at least two or three weeks, or the GP summary from my [symptom tracker](/tracker). Patterns matter more than any single bad day.",
          "The date your last period started, and roughly how your cycle has changed over the past year.",
          "A list of every medicine you take, including anything from the pharmacy, vitamins and herbal remedies.",
          "Your family history, as far as you know it: heart disease, stroke, breast or ovarian cancer, osteoporosis and blood clots.",
          "Your three most important concerns, written down in order, so the biggest one gets said first.",
          "Someone you trust, if it helps. A partner or friend can remember what was said while you concentrate on saying it.",
        ],
      },
      {
        heading: "What to say first",
        items: [
          'The symptom that affects your life most, and how it does: "I\'m waking four times a night and making mistakes at work" says more than "I\'m not sleeping well".',
          "That you think it might be perimenopause or menopause. It's a reasonable question to ask outright, and it saves time.",
          "Anything that worries you, even if it seems unrelated or embarrassing. Many symptoms have more than one possible cause, and your GP would rather hear about it.",
          "Whether you get migraine with aura: it changes which contraception and which HRT suit you.",
        ],
      },
      {
        heading: "Questions worth asking",
        items: [
          "Could this be perimenopause or menopause, and is there anything else we should rule out?",
          "Do I need any tests, or can it be recognised from my symptoms and my age?",
          "What are my options, with and without hormones, and what are the benefits and risks of each for me?",
          "If I try HRT, what kind would suit me, how soon might I notice a difference, and when will we review it?",
          "Is there a GP or nurse here with a special interest in menopause, or a specialist clinic if things don't improve?",
          "Do I still need contraception, and until when? HRT isn't contraception.",
          "When should I come back, and what should make me come back sooner?",
        ],
      },
      {
        heading: "Before you leave",
        items: [
          "Check you know what happens next: a prescription, a test, a follow-up appointment or a referral. In England, if you'll pay for HRT, ask the pharmacist about the [HRT prescription prepayment certificate](https://www.nhsbsa.nhs.uk/help-nhs-prescription-costs/hrt-prescription-prepayment-certificate-hrt-ppc).",
          "Write down what was agreed as soon as you're out of the door, while it's fresh.",
          "Keep the diary going. It's the simplest way to see whether whatever you try is making a difference.",
        ],
      },
    ],
  },
  disclaimer: {
    title: "A diary, not a diagnosis",
    text: "This diary and checklist are a way of organising what you notice; they can't tell you what's causing it, and only a proper consultation can. If something is new, severe or frightening, such as bleeding after your periods have stopped, or palpitations with chest pain, breathlessness or fainting, don't wait to fill in a week of boxes: contact your GP or call NHS 111, or 999 in an emergency.",
  },
  sources: {
    intro:
      "The NICE guideline is the one GPs in England work from; the NHS and Women's Health Concern pages are written for the rest of us. The checklist follows what they say about recognising the menopause and what to discuss with a GP, and the diary is my own.",
    items: [
      "nhsMenopauseSymptoms",
      "niceNg23",
      "whcFactsheets",
      "nhsContraception",
      "nhsbsaHrtPpc",
    ],
  },
};
