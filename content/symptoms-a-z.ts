/** Where the site tells something: a page or a section's address, and what to call the link. */
export interface Place {
  href: string;
  label: string;
}

/** A symptom the site writes about: where, and what a reader searches to find the posts on it. */
export interface CoveredSymptom {
  name: string;
  /** One line in her words: what it was like for her, or what the linked pages hold. */
  note: string;
  /** Where the guides tell it. */
  guides: Place[];
  /** The sections of /treatments on what can be done for it, where there are any. */
  treatments: Place[];
  /** What search is asked for the posts about it (and what "everything on it" searches). */
  search: string;
  /** Other names a reader might look under: each has its letter, "see" this entry. */
  alsoUnder: string[];
}

/** A symptom on the NHS list that the site does not write about yet, with the NHS page on it. */
export interface UncoveredSymptom {
  name: string;
  note: string;
  nhs: Place;
  /** Other names a reader might look under: each has its letter, "see" this entry. */
  alsoUnder: string[];
  /** What readers type for it: search offers the NHS page for these (content/search-vocabulary.ts). */
  readers: string[];
}

export interface SymptomsAZPage {
  seo: { title: string; description: string };
  hero: { eyebrow: string; title: string; standfirst: string };
  intro: string[];
  index: { heading: string; intro: string; notYet: string };
  covered: CoveredSymptom[];
  uncovered: UncoveredSymptom[];
  closing: string;
}

/**
 * The sections the entries link to, each named once: when a section moves or a better one is
 * written (a fuller page on mood, say), change it here and every entry that links it follows.
 * The A–Z's test opens every one of these and fails on an anchor the page doesn't have.
 */
const at = {
  periods: { href: "/symptoms#heavy-irregular-periods", label: "Heavy and irregular periods" },
  brokenSleep: { href: "/symptoms#broken-sleep", label: "Broken sleep" },
  sleepGuide: { href: "/sleep", label: "How I got my sleep back" },
  anxietyLowMood: { href: "/symptoms#anxiety-low-mood", label: "Anxiety and low mood" },
  moodSwings: {
    href: "/stress#mood-swings-and-rage",
    label: "Mood swings, irritability and the rage nobody mentions",
  },
  confidence: { href: "/stress#confidence-and-self-esteem", label: "Confidence and self-esteem" },
  whyStressFeelsDifferent: {
    href: "/stress#why-stress-feels-different",
    label: "Why stress feels different now",
  },
  whenToAskForHelp: { href: "/stress#when-to-ask-for-help", label: "When to ask for help" },
  stressGuide: { href: "/stress", label: "Managing menopause stress" },
  jointAches: { href: "/symptoms#joint-aches", label: "Aching joints, muscles and stiffness" },
  pelvicFloor: { href: "/symptoms#pelvic-floor", label: "Pelvic floor and bladder leaks" },
  heartHealth: {
    href: "/symptoms#heart-health",
    label: "My heart, my blood pressure and the NHS Health Check",
  },
  screening: { href: "/symptoms#screening", label: "Screening, and knowing my own breasts" },
  bones: { href: "/food#bones", label: "Food for my bones, and the rest of bone care" },
  brainFog: { href: "/symptoms#brain-fog", label: "Brain fog and forgetfulness" },
  hotFlushes: { href: "/symptoms#hot-flushes-night-sweats", label: "Hot flushes and night sweats" },
  skinAndHair: { href: "/symptoms#dry-itchy-skin-hair", label: "Dry, itchy skin and hair changes" },
  beautyGuide: { href: "/beauty", label: "My beauty guide" },
  hairCare: { href: "/beauty#hair", label: "How I look after my hair" },
  oralCare: { href: "/beauty#why-oral-care", label: "Why oral care is part of my routine" },
  palpitations: { href: "/symptoms#heart-palpitations", label: "Heart palpitations" },
  headaches: { href: "/symptoms#headaches-and-migraine", label: "Headaches and migraine" },
  vaginalAndBladder: {
    href: "/symptoms#vaginal-bladder-changes",
    label: "Vaginal dryness, bladder changes and a lower sex drive",
  },
  weight: {
    href: "/food#steadier-weight",
    label: "Midlife weight, a changing shape, and a weight that stopped swinging",
  },
  hrt: { href: "/treatments#hrt-and-its-forms", label: "HRT, and the forms it comes in" },
  withoutHormones: { href: "/treatments#without-hormones", label: "Medicines without hormones" },
  cbt: { href: "/treatments#cbt", label: "CBT and talking therapy" },
  vaginalOestrogen: { href: "/treatments#vaginal-oestrogen", label: "Vaginal oestrogen" },
  testosterone: { href: "/treatments#testosterone", label: "Testosterone, for low desire" },
  hrtWarningSigns: {
    href: "/treatments#warning-signs",
    label: "Warning signs while you're on HRT",
  },
  herbalRemedies: {
    href: "/treatments#supplements-and-herbal-remedies",
    label: "Supplements and herbal remedies",
  },
} satisfies Record<string, Place>;

/** The A–Z's own places: its links the index test follows too. */
export const symptomsAZPlaces: readonly Place[] = Object.values(at);

/** Here, not in pages.ts: no card links to it, and pages.ts is in every page's JavaScript. */
const TITLE = "Menopause Symptoms A–Z";

export const symptomsAZPage: SymptomsAZPage = {
  seo: {
    title: TITLE,
    description:
      "Menopause symptoms A to Z, under every name you might look for: where I write about each, the treatments and my posts, or the NHS page.",
  },
  hero: {
    eyebrow: "Symptoms A–Z",
    title: TITLE,
    standfirst:
      "Looking for one symptom rather than my whole story? Look it up under whatever you call it: each entry takes you to where I write about it, what can be done for it, and the posts that go further.",
  },
  intro: [
    "When I was in the thick of it I rarely wanted to read a long page from the top. I wanted to know about the thing that had kept me awake the night before. So this is the index I would have liked: find your symptom, and each link takes you to the part of a guide where I tell what it was like for me and what helped, to the treatments that exist for it, and to the posts where I go into it more.",
    "It's my experience, not medical advice. If a symptom worries you, or it's getting in the way of your life, please talk to your GP or practice nurse.",
    "To see how yours come and go over the weeks, keep a note of them: on paper in my [printable diary](/symptom-diary), or on your phone in my [symptom tracker](/tracker).",
  ],
  index: {
    heading: "Symptoms, A to Z",
    intro:
      "Most symptoms go by more than one name. I've put each under the name I use, and the others point to it: look under insomnia and you'll be sent to broken sleep.",
    notYet:
      "I haven't written about this yet, because it didn't happen to me or I haven't done it justice, so here is the NHS page instead.",
  },
  covered: [
    {
      name: "Aching joints and muscles",
      note: "Stiff fingers and hips first thing, which I first blamed on my exercise class, and muscles slower to recover.",
      guides: [at.jointAches],
      treatments: [at.hrt],
      search: "aching joints",
      alsoUnder: ["Joint pain", "Stiffness", "Muscle aches", "Aches, muscle"],
    },
    {
      name: "Anxiety",
      note: "An unease that arrived out of nowhere, in a woman who had never thought of herself as anxious.",
      guides: [at.anxietyLowMood, at.whyStressFeelsDifferent],
      treatments: [at.cbt],
      search: "anxiety",
      alsoUnder: ["Panic and unease"],
    },
    {
      name: "Bladder changes and urine infections",
      note: "Needing the loo more often and more urgently, and infections one after another.",
      guides: [at.vaginalAndBladder, at.pelvicFloor],
      treatments: [at.vaginalOestrogen],
      search: "bladder",
      alsoUnder: [
        "UTI",
        "Urinary tract infections",
        "Urine infections",
        "Cystitis",
        "Weeing more often",
      ],
    },
    {
      name: "Bladder leaks and the pelvic floor",
      note: "Leaks on the squat jumps of my Friday session, and the few minutes a day that stopped them.",
      guides: [at.pelvicFloor],
      treatments: [],
      search: "pelvic floor",
      alsoUnder: ["Incontinence", "Leaking", "Pelvic floor"],
    },
    {
      name: "Bones and osteoporosis",
      note: "Not a symptom you feel, which is the trouble: what I eat and lift for my bones, and when a scan is offered.",
      guides: [at.bones],
      treatments: [at.hrt],
      search: "bones",
      alsoUnder: ["Osteoporosis", "DEXA scan", "Fractures", "Calcium and vitamin D"],
    },
    {
      name: "Brain fog and forgetfulness",
      note: "Losing words mid-sentence, and the fear that it meant something worse.",
      guides: [at.brainFog],
      treatments: [],
      search: "brain fog",
      alsoUnder: ["Memory", "Concentration", "Forgetfulness"],
    },
    {
      name: "Broken sleep",
      note: "Wide awake at 3 am, and the slow business of getting my nights back.",
      guides: [at.brokenSleep, at.sleepGuide],
      treatments: [at.cbt],
      search: "sleep",
      alsoUnder: ["Insomnia", "Difficulty sleeping", "Waking in the night"],
    },
    {
      name: "Dry, itchy skin",
      note: "Skin that felt tight and itchy whatever I put on it, until I changed what I put on it.",
      guides: [at.skinAndHair, at.beautyGuide],
      treatments: [],
      search: "dry skin",
      alsoUnder: ["Itching", "Skin changes", "Skin, dry"],
    },
    {
      name: "Gums and a dry mouth",
      note: "Gums that bled when I brushed in my early fifties: the menopause or my age, neither my dentist nor I can say.",
      guides: [at.oralCare],
      treatments: [],
      search: "gums",
      alsoUnder: ["Mouth, dry", "Bleeding gums"],
    },
    {
      name: "Hair thinning",
      note: "A wider parting and more hair in the plughole than I liked.",
      guides: [at.skinAndHair, at.hairCare],
      treatments: [],
      search: "thinning hair",
      alsoUnder: ["Hair loss"],
    },
    {
      name: "Headaches and migraine",
      note: "Not one of my eight, apart from a few in my second week of HRT; how to note them in the diary, and why migraine with aura matters to your GP.",
      guides: [at.headaches],
      treatments: [],
      search: "headaches",
      alsoUnder: ["Migraine"],
    },
    {
      name: "Heart health and blood pressure",
      note: "The NHS Health Check at fifty, the cholesterol it found, and how it came back into range.",
      guides: [at.heartHealth],
      treatments: [],
      search: "blood pressure",
      alsoUnder: ["Blood pressure", "Cholesterol", "NHS Health Check"],
    },
    {
      name: "Heart palpitations",
      note: "A heart that suddenly thumped or fluttered, and why I had it checked.",
      guides: [at.palpitations],
      treatments: [],
      search: "palpitations",
      alsoUnder: ["Palpitations", "Racing heart"],
    },
    {
      name: "Heavy and irregular periods",
      note: "Three weeks, then seven, then a fortnight, and days planned around the loos.",
      guides: [at.periods],
      treatments: [],
      search: "periods",
      alsoUnder: ["Periods, heavy", "Periods, irregular", "Periods, changes to", "Bleeding, heavy"],
    },
    {
      name: "Herbal remedies and supplements",
      note: "Black cohosh, red clover, St John's wort and evening primrose: what the NHS and NICE say, and why I'd ask a pharmacist first.",
      guides: [],
      treatments: [at.herbalRemedies],
      search: "herbal remedies",
      alsoUnder: ["Black cohosh", "St John's wort", "Supplements"],
    },
    {
      name: "Hot flushes",
      note: "The one everyone expects, which for me came eighteen months after the rest had started, often in meetings.",
      guides: [at.hotFlushes],
      treatments: [at.hrt, at.withoutHormones, at.cbt],
      search: "hot flushes",
      alsoUnder: ["Flushes", "Hot flashes"],
    },
    {
      name: "Low self-esteem and loss of confidence",
      note: "Not speaking first in meetings in case a word went missing, and how it came back a little at a time.",
      guides: [at.confidence],
      treatments: [at.cbt],
      search: "confidence",
      alsoUnder: ["Confidence, loss of", "Self-esteem"],
    },
    {
      name: "Low mood",
      note: "Mornings with a heaviness that took until lunchtime to lift.",
      guides: [at.anxietyLowMood, at.whenToAskForHelp],
      treatments: [at.cbt],
      search: "low mood",
      alsoUnder: ["Feeling low"],
    },
    {
      name: "Lower sex drive",
      note: "Part hormones, part tiredness, part not wanting something that hurt.",
      guides: [at.vaginalAndBladder],
      treatments: [at.testosterone],
      search: "sex drive",
      alsoUnder: ["Libido", "Sex drive, lower"],
    },
    {
      name: "Mood swings",
      note: "Snapping at my family over a wet towel, then feeling awful about it for the rest of the day.",
      guides: [at.moodSwings, at.whyStressFeelsDifferent],
      treatments: [at.cbt],
      search: "mood swings",
      alsoUnder: ["Irritability", "Short temper", "Rage", "Anger"],
    },
    {
      name: "Night sweats",
      note: "Damp pillows, changes of nightclothes and the 3am club.",
      guides: [at.hotFlushes, at.sleepGuide],
      treatments: [at.hrt, at.withoutHormones, at.cbt],
      search: "night sweats",
      alsoUnder: ["Sweats", "Sweating at night"],
    },
    {
      name: "Screening and breast checks",
      note: "My first mammogram, smear tests, and why HRT makes knowing my own breasts matter more.",
      guides: [at.screening],
      treatments: [at.hrtWarningSigns],
      search: "screening",
      alsoUnder: ["Mammogram", "Breast screening", "Cervical screening", "Smear test"],
    },
    {
      name: "Stress and feeling overwhelmed",
      note: "Why ordinary pressures felt so much bigger, and what took the edge off.",
      guides: [at.stressGuide],
      treatments: [at.cbt],
      search: "stress",
      alsoUnder: ["Overwhelm"],
    },
    {
      name: "Vaginal dryness",
      note: "Dryness and soreness I took for thrush, and the treatment that helped most.",
      guides: [at.vaginalAndBladder],
      treatments: [at.vaginalOestrogen],
      search: "vaginal dryness",
      alsoUnder: ["Pain during sex", "Sex, painful", "Itching, vaginal", "Dryness, vaginal"],
    },
    {
      name: "Warning signs on HRT",
      note: "A swollen leg, sudden breathlessness, bleeding nobody told you to expect: what doesn't wait for a review.",
      guides: [],
      treatments: [at.hrtWarningSigns],
      search: "blood clot",
      alsoUnder: ["Blood clots", "Bleeding on HRT", "HRT, warning signs"],
    },
    {
      name: "Weight changes",
      note: "A weight that used to swing, and the meals that steadied it.",
      guides: [at.weight],
      treatments: [],
      search: "weight",
      alsoUnder: ["Weight gain", "Body shape, changes to", "Middle-age spread"],
    },
  ],
  uncovered: [
    {
      name: "Dizziness",
      note: "The NHS explains the common causes and when dizziness needs a doctor straight away.",
      nhs: { href: "https://www.nhs.uk/symptoms/dizziness/", label: "NHS: Dizziness" },
      alsoUnder: ["Light-headedness"],
      readers: ["dizziness", "dizzy", "light-headed", "vertigo"],
    },
    {
      name: "Dry eyes",
      note: "Gritty, sore or watery eyes: what a pharmacist can suggest and when to see someone.",
      nhs: { href: "https://www.nhs.uk/conditions/dry-eyes/", label: "NHS: Dry eyes" },
      alsoUnder: ["Eyes, dry"],
      readers: ["dry eyes", "gritty eyes", "sore eyes"],
    },
    {
      name: "Pins and needles",
      note: "Tingling or numbness: what usually causes it and when to get help.",
      nhs: {
        href: "https://www.nhs.uk/conditions/pins-and-needles/",
        label: "NHS: Pins and needles",
      },
      alsoUnder: ["Tingling"],
      readers: ["pins and needles", "tingling", "numbness"],
    },
    {
      name: "Tinnitus",
      note: "Ringing, buzzing or whooshing in the ears, and when to see a GP about it.",
      nhs: { href: "https://www.nhs.uk/conditions/tinnitus/", label: "NHS: Tinnitus" },
      alsoUnder: ["Ringing in the ears"],
      readers: ["tinnitus", "ringing in my ears", "ringing in the ears", "ringing ears"],
    },
  ],
  closing:
    "If there's a symptom you'd like me to write about, or one you looked for here under a name I haven't listed, do tell me. It's how this list grows.",
};
