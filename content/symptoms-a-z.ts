/** A symptom the site writes about: where, and what a reader searches to find the posts on it. */
export interface CoveredSymptom {
  name: string;
  /** One line in her words: what it was like for her, or what the linked pages hold. */
  note: string;
  /** Where the guides tell it: a section's address with its anchor, and what to call the link. */
  guides: { href: string; label: string }[];
  /** What search is asked for the posts about it (and what "everything on it" searches). */
  search: string;
}

/** A symptom on the NHS list that the site does not write about yet, with the NHS page on it. */
export interface UncoveredSymptom {
  name: string;
  note: string;
  nhs: { href: string; label: string };
}

export interface SymptomsAZPage {
  seo: { title: string; description: string };
  hero: { eyebrow: string; title: string; standfirst: string };
  intro: string[];
  covered: { heading: string; intro: string; symptoms: CoveredSymptom[] };
  uncovered: { heading: string; intro: string; symptoms: UncoveredSymptom[] };
  closing: string;
}

/** Here, not in pages.ts: no card links to it, and pages.ts is in every page's JavaScript. */
const TITLE = "Menopause Symptoms A–Z";

const NHS_MENOPAUSE_SYMPTOMS = "https://www.nhs.uk/conditions/menopause/symptoms/";

export const symptomsAZPage: SymptomsAZPage = {
  seo: {
    title: TITLE,
    description:
      "Every menopause symptom I write about, A to Z, with the guide section and posts on each, and the NHS pages for the symptoms I haven't written about yet.",
  },
  hero: {
    eyebrow: "Symptoms A–Z",
    title: TITLE,
    standfirst:
      "Looking for one symptom rather than my whole story? Here is every one I write about, in alphabetical order, with where to read about it, and the ones I haven't reached yet with the NHS page to read instead.",
  },
  intro: [
    "When I was in the thick of it I rarely wanted to read a long page from the top. I wanted to know about the thing that had kept me awake the night before. So this is the index I would have liked: find your symptom, and each link takes you to the part of a guide where I tell what it was like for me and what helped, and to the posts where I go into it more.",
    "It's my experience, not medical advice. If a symptom worries you, or it's getting in the way of your life, please talk to your GP or practice nurse.",
    "To see how yours come and go over the weeks, keep a note of them: on paper in my [printable diary](/symptom-diary), or on your phone in my [symptom tracker](/tracker).",
  ],
  covered: {
    heading: "The symptoms I write about",
    intro:
      "Some have more than one name; I've listed them under the one I'd have typed into a search box.",
    symptoms: [
      {
        name: "Aching joints and stiffness",
        note: "Stiff fingers and hips first thing, which I first blamed on my exercise class.",
        guides: [{ href: "/symptoms#joint-aches", label: "Aching joints and stiffness" }],
        search: "aching joints",
      },
      {
        name: "Anxiety",
        note: "An unease that arrived out of nowhere, in a woman who had never thought of herself as anxious.",
        guides: [
          { href: "/symptoms#anxiety-low-mood", label: "Anxiety and low mood" },
          { href: "/stress#why-stress-feels-different", label: "Why stress feels different now" },
        ],
        search: "anxiety",
      },
      {
        name: "Bladder changes and urine infections",
        note: "Needing the loo more often and more urgently, and infections one after another.",
        guides: [
          {
            href: "/symptoms#vaginal-bladder-changes",
            label: "Vaginal dryness, bladder changes and a lower sex drive",
          },
        ],
        search: "bladder",
      },
      {
        name: "Brain fog and forgetfulness",
        note: "Losing words mid-sentence, and the fear that it meant something worse.",
        guides: [{ href: "/symptoms#brain-fog", label: "Brain fog and forgetfulness" }],
        search: "brain fog",
      },
      {
        name: "Broken sleep",
        note: "Wide awake at 3 am, and the slow business of getting my nights back.",
        guides: [
          { href: "/symptoms#broken-sleep", label: "Broken sleep" },
          { href: "/sleep", label: "How I got my sleep back" },
        ],
        search: "sleep",
      },
      {
        name: "Dry, itchy skin",
        note: "Skin that felt tight and itchy whatever I put on it, until I changed what I put on it.",
        guides: [
          { href: "/symptoms#dry-itchy-skin-hair", label: "Dry, itchy skin and hair changes" },
          { href: "/beauty", label: "My beauty guide" },
        ],
        search: "dry skin",
      },
      {
        name: "Gums and a dry mouth",
        note: "Gums that bled when I brushed in my early fifties: the menopause or my age, neither my dentist nor I can say.",
        guides: [{ href: "/beauty#why-oral-care", label: "Why oral care is part of my routine" }],
        search: "gums",
      },
      {
        name: "Hair thinning",
        note: "A wider parting and more hair in the plughole than I liked.",
        guides: [
          { href: "/symptoms#dry-itchy-skin-hair", label: "Dry, itchy skin and hair changes" },
          { href: "/beauty#hair", label: "How I look after my hair" },
        ],
        search: "thinning hair",
      },
      {
        name: "Headaches and migraine",
        note: "Not one of my eight, apart from a few in my second week of HRT; how to note them in the diary, and why migraine with aura matters to your GP.",
        guides: [{ href: "/symptoms#headaches-and-migraine", label: "Headaches and Migraine" }],
        search: "headaches",
      },
      {
        name: "Heart palpitations",
        note: "A heart that suddenly thumped or fluttered, and why I had it checked.",
        guides: [{ href: "/symptoms#heart-palpitations", label: "Heart palpitations" }],
        search: "palpitations",
      },
      {
        name: "Heavy and irregular periods",
        note: "Three weeks, then seven, then a fortnight, and days planned around the loos.",
        guides: [
          { href: "/symptoms#heavy-irregular-periods", label: "Heavy and irregular periods" },
        ],
        search: "periods",
      },
      {
        name: "Hot flushes",
        note: "The one everyone expects, which for me came eighteen months after the rest had started, often in meetings.",
        guides: [
          { href: "/symptoms#hot-flushes-night-sweats", label: "Hot flushes and night sweats" },
        ],
        search: "hot flushes",
      },
      {
        name: "Low mood",
        note: "Mornings with a heaviness that took until lunchtime to lift.",
        guides: [
          { href: "/symptoms#anxiety-low-mood", label: "Anxiety and low mood" },
          { href: "/stress#when-to-ask-for-help", label: "When to ask for help" },
        ],
        search: "low mood",
      },
      {
        name: "Lower sex drive",
        note: "Part hormones, part tiredness, part not wanting something that hurt.",
        guides: [
          {
            href: "/symptoms#vaginal-bladder-changes",
            label: "Vaginal dryness, bladder changes and a lower sex drive",
          },
        ],
        search: "sex drive",
      },
      {
        name: "Night sweats",
        note: "Damp pillows, changes of nightclothes and the 3am club.",
        guides: [
          { href: "/symptoms#hot-flushes-night-sweats", label: "Hot flushes and night sweats" },
          { href: "/sleep", label: "How I got my sleep back" },
        ],
        search: "night sweats",
      },
      {
        name: "Stress and feeling overwhelmed",
        note: "Why ordinary pressures felt so much bigger, and what took the edge off.",
        guides: [{ href: "/stress", label: "Managing menopause stress" }],
        search: "stress",
      },
      {
        name: "Vaginal dryness",
        note: "Dryness and soreness I took for thrush, and the treatment that helped most.",
        guides: [
          {
            href: "/symptoms#vaginal-bladder-changes",
            label: "Vaginal dryness, bladder changes and a lower sex drive",
          },
        ],
        search: "vaginal dryness",
      },
      {
        name: "Weight changes",
        note: "A weight that used to swing, and the meals that steadied it.",
        guides: [{ href: "/food#steadier-weight", label: "From yo-yo to steady" }],
        search: "weight",
      },
    ],
  },
  uncovered: {
    heading: "Symptoms I haven't written about yet",
    intro:
      "These are common in the menopause but either didn't happen to me or I haven't yet written about them properly, so rather than guess, here is the NHS page for each.",
    symptoms: [
      {
        name: "Dizziness",
        note: "The NHS explains the common causes and when dizziness needs a doctor straight away.",
        nhs: { href: "https://www.nhs.uk/symptoms/dizziness/", label: "NHS: Dizziness" },
      },
      {
        name: "Dry eyes",
        note: "Gritty, sore or watery eyes: what a pharmacist can suggest and when to see someone.",
        nhs: { href: "https://www.nhs.uk/conditions/dry-eyes/", label: "NHS: Dry eyes" },
      },
      {
        name: "Low self-esteem and loss of confidence",
        note: "The NHS lists it among the mood changes of the menopause.",
        nhs: { href: NHS_MENOPAUSE_SYMPTOMS, label: "NHS: Menopause symptoms" },
      },
      {
        name: "Muscle aches",
        note: "The NHS puts muscle aches beside joint pains; I've written about my joints but not my muscles.",
        nhs: { href: NHS_MENOPAUSE_SYMPTOMS, label: "NHS: Menopause symptoms" },
      },
      {
        name: "Pins and needles",
        note: "Tingling or numbness: what usually causes it and when to get help.",
        nhs: {
          href: "https://www.nhs.uk/conditions/pins-and-needles/",
          label: "NHS: Pins and needles",
        },
      },
      {
        name: "Tinnitus",
        note: "Ringing, buzzing or whooshing in the ears, and when to see a GP about it.",
        nhs: { href: "https://www.nhs.uk/conditions/tinnitus/", label: "NHS: Tinnitus" },
      },
    ],
  },
  closing:
    "If there's a symptom you'd like me to write about, or one you looked for here and didn't find, do tell me. It's how this list grows.",
};
