import { authorStory, seasonInWords } from "./author-story";
import { trackerEntry } from "./page-names";
import type { PageSeo } from "./types";

/** Copy for the symptom tracker (/tracker): a day in seconds, kept on her own phone. */
export const trackerPage = {
  seo: {
    title: trackerEntry.title,
    description:
      "A symptom tracker that keeps your diary on your phone: log a day in seconds, see the pattern, print a summary for your GP. No account, nothing sent anywhere.",
    keywords: [
      "menopause symptom tracker",
      "perimenopause tracker app no account",
      "symptom diary for GP appointment",
    ],
  } satisfies PageSeo,
  hero: {
    eyebrow: "Stays on your phone",
    title: trackerEntry.title,
    standfirst:
      "My printable diary, made quick enough to fill in on the sofa: the same symptoms and scores, kept on your phone and nowhere else, with a summary to take to your GP.",
  },
  intro: [
    "The notebook that changed my GP appointment took me a couple of minutes every evening, and an hour with a calculator before I went. This does the adding up for you. Fill in today (or yesterday, if you forgot), and over the weeks it draws the pattern: whether the flushes ease after a change of medicine, how your sleep follows your mood, when you bled.",
    `I started HRT in ${seasonInWords(authorStory.startedHrt)}, and the thing I most wanted afterwards was to see whether it was working, not just feel it. That's what the charts are for.`,
  ],
  /** What the page says before its script runs, and all it says with JavaScript off. */
  withoutScript: {
    heading: "The tracker needs JavaScript",
    paragraphs: [
      "The tracker keeps your diary in your own browser rather than on this website, so it needs JavaScript to save and read it, and JavaScript seems to be switched off or still loading here.",
      "If you'd rather not switch it on, my [printable symptom diary](/symptom-diary) has exactly the same symptoms and scores, a week to an A4 page, with the GP checklist after it. Paper works: it's what I used for two years.",
    ],
  },
  privacy: {
    heading: "Your diary stays on this device",
    paragraphs: [
      "Everything you enter is saved in this browser, on this phone or computer, and nowhere else. There's no account, nothing is sent to me or anyone else, and there's nothing to track you with. The flip side is that I can't recover it for you.",
      "If you clear this browser's data for this website (its cookies and site data, or its history with everything ticked), or uninstall the browser, your diary goes with it. So every few weeks, save a backup file below and keep it somewhere safe, such as your email or your cloud drive. To move to a new phone, save a backup here and open it in the tracker there.",
    ],
    persisted:
      "This browser has agreed to keep your diary even when it's short of space. Clearing its data yourself will still remove it.",
    notPersisted:
      "This browser may clear your diary by itself if the phone runs very short of space, so keep a backup. Adding this page to your home screen usually makes it keep it.",
  },
  reminder: {
    text: "You've been keeping your diary for over a month now. It lives only in this browser, so it's worth saving a backup file somewhere safe.",
    action: "Save a backup now",
    dismiss: "Not now",
  },
  form: {
    heading: "How was your day?",
    dayLabel: "Which day",
    today: "Today",
    yesterday: "Yesterday",
    otherDay: "Another day",
    editing: "You're changing a day you've already saved.",
    countsHeading: "Hot flushes and night sweats",
    countsHint: "How many, roughly. A guess is fine.",
    hotFlushes: "Hot flushes in the day",
    nightSweats: "Night sweats",
    scoresHeading: "Symptoms",
    sleepHeading: "Sleep and mood",
    sleepHours: "Hours of sleep",
    timesWoken: "Times woken",
    mood: "Mood, out of ten",
    moodHint: "10 is your best.",
    bleedingHeading: "Bleeding",
    bleedingLevels: { none: "None", spotting: "Spotting", light: "Light", heavy: "Heavy" },
    palpitationsExtras: "With the palpitations",
    chestPain: "Chest pain",
    fainting: "Fainting or nearly fainting",
    medicinesHeading: "Medicines",
    medicines: "Medicines taken today",
    medicinesHint: "Carried over from your last day. Change it if something was different.",
    changeLabel: "Anything changed?",
    changeKinds: {
      none: "No change",
      started: "Started something",
      changed: "Changed a dose",
      stopped: "Stopped something",
    },
    changeWhat: "What changed",
    changeWhatHint: "For example: started HRT patch, or progesterone dose changed",
    note: "Anything else",
    noteHint:
      "Headaches, what helped or made things worse: alcohol, caffeine, a late meal, exercise, a stressful day.",
    notSet: "Not recorded",
    clear: "Clear",
    decrease: "One fewer",
    increase: "One more",
    save: "Save this day",
    saved: "Saved",
    deleteDay: "Delete this day",
  },
  warnings: {
    heading: "Something to mention to your GP",
    intro: "One of the days you've logged matches something the guides on this site flag:",
    checkedAfter:
      "I'm not able to tell you what's causing anything, and the tracker only repeats what the guides say.",
  },
  charts: {
    heading: "Your pattern",
    ranges: { month: "4 weeks", quarter: "3 months", year: "A year" },
    rangeLabel: "Show",
    empty: "Your chart appears here once you've logged a few days.",
    loading: "Drawing your chart…",
    failed: "The chart couldn't be drawn just now. The table below has the same numbers.",
    tableSummary: "The same numbers as a table",
    weekly: "Over a year, each point is a week's average.",
    legendBleeding: "Bleeding",
    legendChange: "Medicine change",
  },
  days: {
    heading: "Days you've logged",
    empty: "Nothing logged yet. Today is a good day to start.",
    edit: "Change",
  },
  summary: {
    heading: "Summary for your GP",
    intro:
      "A one-page summary of the last twelve weeks, with my GP checklist after it. Print it, or choose Save as PDF in the print window to email it or keep it on your phone.",
    print: "Print or save as PDF",
    title: "Symptom summary: the last twelve weeks",
    scaleNote: "Symptoms are scored 0 (not at all) to 3 (severe), as in my printable diary.",
    daysLogged: "Days logged",
    averagesHeading: "Averages",
    weeksHeading: "Week by week",
    hardestHeading: "Hardest weeks",
    bleedingHeading: "Bleeding",
    noBleeding: "No bleeding logged in these twelve weeks.",
    lastBleed: "Last bleeding logged",
    changesHeading: "Medicine changes",
    noChanges: "No medicine changes logged.",
    notesHeading: "Notes",
    noNotes: "No notes.",
    warningsHeading: "Days to mention first",
    footer: "Kept by me in a symptom tracker. A record of what I noticed, not a diagnosis.",
  },
  data: {
    heading: "Your data",
    exportCsv: "Download as a spreadsheet (CSV)",
    exportBackup: "Save a backup file",
    importLabel: "Restore from a backup file",
    importHint:
      "Days in the file are added to this diary; a day in both is replaced by the file's.",
    imported: (count: number) =>
      `Restored ${count} ${count === 1 ? "day" : "days"} from your backup.`,
    lastPeriodLabel: "If your periods have stopped, the day your last one started",
    lastPeriodHint:
      "Optional. It lets the tracker notice bleeding a year or more later, which always needs a GP appointment.",
    deleteHeading: "Delete everything",
    deleteText:
      "This removes every day and setting from this browser. It can't be undone, so save a backup first if you might want it again.",
    deleteButton: "Delete everything",
    deleteConfirm: "Yes, delete my whole diary",
    deleteCancel: "Keep it",
    deleted: "Your diary has been deleted from this browser.",
  },
  disclaimer: {
    title: "A diary, not a diagnosis",
    text: "The tracker organises what you notice; it can't tell you what's causing it, and nothing it shows is medical advice. If something is new, severe or frightening, don't wait for a chart: contact your GP or call NHS 111, or 999 in an emergency.",
  },
  offline:
    "Once you've opened it, the tracker works without a signal, and you can add it to your home screen from your browser's menu.",
};

export type TrackerPage = typeof trackerPage;
