import { authorStory } from "./author-story";
import { symptomsAZPage } from "./symptoms-a-z";

/**
 * A reader's vocabulary: what readers type into the search box, and what this site calls the
 * same thing, so "UTI" finds the urine infections I write about and "Evorel" finds my HRT patch.
 * Kept beside the A–Z (`symptoms-a-z.ts`), whose "see" references are the same idea in print.
 * Search reads it through `app/lib/search/language.ts` (docs/decisions/0041-a-readers-vocabulary.md).
 *
 * Every name is matched as a whole word or phrase, in any spelling search already reads as the
 * site's (estrogen, hot flashes, word forms). Before adding a `site` phrase, check the site really
 * says it (`grep -ri "phrase" content/`): a phrase nothing says finds nothing.
 */

/** An NHS page on a name, for when the site has nothing on it, or not under that name. */
export interface NhsPage {
  href: string;
  /** The link's words, starting "NHS: ". */
  label: string;
}

export interface ReadersName {
  /** What readers type: words or phrases, matched whole. The first names it in notes. */
  readers: readonly string[];
  /** What the site calls it, searched for as if the reader had typed these too. */
  site: readonly string[];
  /**
   * Shown above the results: one plain line on what the name is, where the site doesn't use
   * it or where the difference matters. No advice: what it is, and where the site writes about it.
   */
  note?: string;
  /** The NHS page on it: offered beside the note, and when nothing on the site answers. */
  nhs?: NhsPage;
}

/** The NHS menopause page: where a name the vocabulary knows but the NHS has no page for leads. */
export const NHS_MENOPAUSE: NhsPage = {
  href: "https://www.nhs.uk/conditions/menopause/",
  label: "NHS: Menopause",
};
const NHS_HRT: NhsPage = {
  href: "https://www.nhs.uk/medicines/hormone-replacement-therapy-hrt/",
  label: "NHS: Hormone replacement therapy (HRT)",
};
/** The heading of /treatments' section on HRT, which brands' names are sent to. */
const HRT_FORMS = "HRT, and the forms it comes in";
/** How the site says which patch she uses, and how often (/treatments#what-i-take). */
const MY_PATCH = `oestrogen as a ${authorStory.hrt.form}, changed ${authorStory.hrt.changed}`;
const nhsMedicine = (name: string): NhsPage => ({
  href: `https://www.nhs.uk/medicines/${name.toLowerCase()}/`,
  label: `NHS: ${name}`,
});

/** An antidepressant doctors may prescribe at a low dose for flushes, by its generic name. */
function antidepressant(name: string, brands: readonly string[] = []): ReadersName {
  return {
    readers: [name.toLowerCase(), ...brands],
    site: ["antidepressants", "without hormones"],
    note: `${name} is an antidepressant that doctors sometimes prescribe, at a low dose, for hot flushes. I haven't written about it by name; this is where I write about medicines without hormones.`,
    nhs: nhsMedicine(name),
  };
}

/**
 * Names for the same thing, every way round: a query holding one also asks for the others, as
 * much as for the reader's own words, so "hormone replacement therapy" finds a section that
 * only says "HRT".
 */
export const sameNames: readonly (readonly string[])[] = [
  ["hrt", "hormone replacement therapy", "menopausal hormone therapy", "mht"],
  ["cbt", "cognitive behavioural therapy"],
  ["gsm", "genitourinary syndrome of menopause"],
];

/**
 * Names for nearly the same thing, every way round: a query holding one also asks for the
 * others, for half as much as the reader's own words.
 */
export const relatedNames: readonly (readonly string[])[] = [
  ["hot flush", "vasomotor"],
  ["night sweats", "sweating at night"],
  ["brain fog", "forgetfulness", "memory"],
  ["palpitations", "racing heart", "heart pounding"],
  ["vaginal dryness", "genitourinary syndrome", "vaginal atrophy"],
  ["insomnia", "broken sleep", "sleeplessness"],
  ["gp", "doctor"],
  ["weight training", "lifting", "strength training"],
  ["libido", "sex drive", "desire"],
  ["tiredness", "fatigue"],
];

/**
 * What readers type, one way: the reader's name finds what the site says, not the reverse
 * ("bladder" should not find every mention of a UTI the site never makes).
 */
export const readersNames: readonly ReadersName[] = [
  // The symptoms the A–Z lists as not written about yet, with its NHS page for each.
  ...symptomsAZPage.uncovered.map((symptom): ReadersName => ({
    readers: symptom.readers,
    site: [],
    note: `I haven't written about ${symptom.name.toLowerCase()} yet.`,
    nhs: symptom.nhs,
  })),

  // Symptoms, by the names readers and the NHS use.
  {
    readers: ["uti", "utis", "urinary tract infection", "bladder infection", "cystitis"],
    site: ["urine infections", "bladder"],
  },
  {
    readers: [
      "incontinence",
      "leaking",
      "bladder leaks",
      "leaky bladder",
      "overactive bladder",
      "weeing more",
      "peeing more",
    ],
    site: ["bladder", "pelvic floor", "loo more often"],
    nhs: {
      href: "https://www.nhs.uk/conditions/urinary-incontinence/",
      label: "NHS: Urinary incontinence",
    },
  },
  {
    readers: ["poi", "premature ovarian insufficiency", "premature ovarian failure"],
    site: ["premature ovarian insufficiency", "early menopause"],
    nhs: {
      href: "https://www.nhs.uk/conditions/early-menopause/",
      label: "NHS: Early menopause",
    },
  },
  {
    readers: ["surgical menopause", "hysterectomy", "ovaries removed"],
    site: ["ovaries are removed", "hysterectomy"],
  },
  {
    readers: ["fatigue", "exhaustion", "exhausted", "no energy", "tired all the time"],
    site: ["broken sleep", "tiredness"],
    nhs: {
      href: "https://www.nhs.uk/live-well/sleep-and-tiredness/",
      label: "NHS: Sleep and tiredness",
    },
  },
  {
    readers: ["difficulty sleeping", "trouble sleeping", "can't sleep", "sleep problems"],
    site: ["broken sleep", "sleep"],
  },
  {
    readers: [
      "joint pain",
      "joint pains",
      "joint aches",
      "sore joints",
      "stiff joints",
      "muscle aches",
    ],
    site: ["aching joints", "stiffness"],
  },
  {
    readers: ["mood swings", "moody", "irritability", "irritable", "snappy", "anger", "angry"],
    site: ["mood swings", "rage", "short-tempered"],
  },
  {
    readers: ["depression", "depressed", "feeling low"],
    site: ["low mood"],
  },
  {
    readers: ["memory loss", "memory problems", "concentration", "can't concentrate"],
    site: ["brain fog", "forgetfulness"],
  },
  {
    readers: ["itching", "itchy", "formication", "crawling skin"],
    site: ["itchy skin", "itch"],
  },
  {
    readers: ["pain during sex", "painful sex", "painful intercourse", "sex hurts", "dyspareunia"],
    site: ["vaginal dryness", "pain during sex"],
  },
  {
    readers: [
      "low libido",
      "loss of libido",
      "no sex drive",
      "low sex drive",
      "reduced sex drive",
      "lower sex drive",
    ],
    site: ["lower sex drive"],
  },
  {
    readers: ["heavy bleeding", "flooding", "menorrhagia", "irregular periods", "spotting"],
    site: ["heavy periods", "irregular periods"],
  },
  {
    readers: ["migraines", "headache"],
    site: ["headaches", "migraine"],
  },
  {
    readers: ["weight gain", "belly fat", "middle-age spread", "putting on weight", "body shape"],
    site: ["midlife weight", "weight that stopped swinging"],
  },
  {
    readers: ["hair loss", "losing hair", "thin hair"],
    site: ["hair", "thinner at the parting"],
  },
  {
    readers: ["osteoporosis", "bone health", "bone density", "brittle bones", "dexa", "dxa"],
    site: ["bones"],
  },
  {
    readers: ["cholesterol", "heart health", "heart disease", "cardiovascular"],
    site: ["heart disease", "blood pressure", "NHS Health Check"],
    nhs: {
      href: "https://www.nhs.uk/conditions/high-cholesterol/",
      label: "NHS: High cholesterol",
    },
  },
  {
    readers: ["black cohosh", "red clover", "evening primrose", "herbal remedies", "sage tablets"],
    site: ["herbal remedies", "supplements"],
    note: "I haven't taken any herbal remedy for the menopause. My treatments page says what the NHS and NICE say about the common ones, including how some interact with other medicines.",
    nhs: NHS_MENOPAUSE,
  },

  {
    readers: ["stopping hrt", "coming off hrt", "how long hrt", "how long can i take hrt"],
    site: ["how long HRT is taken"],
  },
  // HRT, by its kinds and the brand names on the box.
  {
    readers: ["bioidentical", "bio-identical", "bioidentical hormones", "natural hormones"],
    site: ["body-identical", "bioidentical"],
    note: 'Body-identical HRT is prescribed, regulated HRT whose hormones match the body\'s own, the kind I take. Compounded "bioidentical" hormones mixed by private clinics are not the same: they are not regulated or tested like licensed HRT, and the NHS does not recommend them.',
    nhs: NHS_HRT,
  },
  {
    readers: [
      "hrt patch",
      "oestrogen patch",
      "hrt gel",
      "hrt spray",
      "hrt tablets",
      "combined hrt",
    ],
    site: ["hrt", "patch", "gel", "tablet"],
  },
  {
    readers: ["evorel", "estradot", "femseven", "estraderm"],
    site: [MY_PATCH],
    note: "A brand of HRT patch. I don't write about brands by name, but I do write about the patch I use.",
    nhs: NHS_HRT,
  },
  {
    readers: ["oestrogel", "estrogel", "sandrena", "lenzetto"],
    site: ["gel", HRT_FORMS],
    note: "A brand of HRT gel or spray. I don't write about brands by name; this is where I write about the forms HRT comes in.",
    nhs: NHS_HRT,
  },
  {
    readers: ["elleste", "femoston", "kliovance", "kliofem", "zumenon", "progynova", "premarin"],
    site: ["tablet", HRT_FORMS],
    note: "A brand of HRT tablet. I don't write about brands by name; this is where I write about the forms HRT comes in.",
    nhs: NHS_HRT,
  },
  {
    readers: ["bijuva"],
    site: ["progestogen", HRT_FORMS],
    note: "Bijuva is a brand of HRT capsule that holds both oestrogen and progesterone. I don't write about brands by name; this is where I write about the forms HRT comes in.",
    nhs: NHS_HRT,
  },
  {
    readers: ["progesterone", "micronised progesterone", "progestin"],
    site: ["micronised progesterone", "progestogen"],
  },
  {
    readers: ["utrogestan"],
    site: ["micronised progesterone", "progestogen"],
    note: "Utrogestan is a brand of micronised progesterone, the capsule I take with my patch.",
    nhs: NHS_HRT,
  },
  {
    readers: ["hormonal coil", "ius", "levonorgestrel"],
    site: ["hormonal coil", "coil"],
  },
  {
    readers: ["mirena"],
    site: ["hormonal coil", HRT_FORMS],
    note: "Mirena is a brand of hormonal coil, which can be the progestogen part of HRT as well as contraception.",
    nhs: NHS_HRT,
  },
  {
    readers: ["tibolone", "livial"],
    site: [HRT_FORMS],
    note: "Tibolone (Livial) is a tablet taken as HRT, for women whose periods have stopped. I don't write about it by name; this is where I write about HRT.",
    nhs: NHS_HRT,
  },
  {
    readers: ["vagifem", "imvaggis", "ovestin", "estring", "gina", "vaginal estrogen"],
    site: ["vaginal oestrogen"],
    note: "A brand of vaginal oestrogen. I don't write about brands by name, but I use vaginal oestrogen myself.",
    nhs: {
      href: "https://www.nhs.uk/conditions/vaginal-dryness/",
      label: "NHS: Vaginal dryness",
    },
  },
  {
    readers: ["testogel", "tostran", "androfeme"],
    site: ["testosterone"],
    note: "A brand of testosterone. I don't write about brands by name; this is where I write about testosterone.",
    nhs: NHS_MENOPAUSE,
  },

  // Medicines without hormones.
  {
    readers: ["veoza", "fezolinetant"],
    site: ["fezolinetant"],
    note: "Veoza is the brand name of fezolinetant.",
  },
  {
    readers: ["elinzanetant", "lynkuet"],
    site: ["fezolinetant", "without hormones"],
    note: "Elinzanetant is a newer medicine without hormones for flushes and sweats, of the same kind as fezolinetant. I haven't written about it by name; this is where I write about medicines without hormones.",
    nhs: NHS_MENOPAUSE,
  },
  {
    readers: ["gabapentin", "neurontin"],
    site: ["without hormones"],
    note: "Gabapentin is one of the medicines without hormones a doctor may offer for hot flushes. I haven't written about it by name; this is where I write about those medicines.",
    nhs: nhsMedicine("Gabapentin"),
  },
  {
    readers: ["clonidine"],
    site: ["clonidine"],
    nhs: nhsMedicine("Clonidine"),
  },
  antidepressant("Venlafaxine", ["efexor"]),
  antidepressant("Citalopram"),
  antidepressant("Escitalopram"),
  antidepressant("Fluoxetine", ["prozac"]),
  antidepressant("Paroxetine", ["seroxat"]),
  {
    readers: ["oxybutynin"],
    site: ["bladder"],
    note: "Oxybutynin is a medicine for an overactive bladder. I haven't taken it or written about it; this is where I write about my bladder.",
    nhs: nhsMedicine("Oxybutynin"),
  },
];
