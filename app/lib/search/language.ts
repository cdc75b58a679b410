import { stemmer } from "stemmer";

/**
 * How the search index and a reader's query are turned into terms, the same way for both, so
 * that what a reader types finds the words the author wrote (docs/decisions/0037-search.md):
 * lower case without accents, American and other spellings read as the British ones the site
 * uses, then each word reduced to its stem ("flushes", "flushing" and "flush" are one term).
 */

/**
 * Words written another way than the site writes them, by the site's (British) word. Without a
 * prototype, so a word such as "constructor" finds nothing here rather than Object's own.
 */
const SPELLINGS: Record<string, string> = Object.assign(Object.create(null) as object, {
  estrogen: "oestrogen",
  estrogens: "oestrogen",
  estradiol: "oestradiol",
  estriol: "oestriol",
  flash: "flush",
  flashes: "flush",
  flashing: "flush",
  anemia: "anaemia",
  anemic: "anaemic",
  gynecologist: "gynaecologist",
  gynecology: "gynaecology",
  behavior: "behaviour",
  color: "colour",
  fiber: "fibre",
  center: "centre",
  yogurt: "yoghurt",
  favorite: "favourite",
  favorites: "favourites",
  labor: "labour",
  tumor: "tumour",
  hemorrhage: "haemorrhage",
  pediatrician: "paediatrician",
  edema: "oedema",
  diarrhea: "diarrhoea",
  aging: "ageing",
  pajamas: "pyjamas",
  mom: "mum",
  gray: "grey",
  counseling: "counselling",
  counselor: "counsellor",
  omelet: "omelette",
  eggplant: "aubergine",
  zucchini: "courgette",
  cilantro: "coriander",
  oatmeal: "porridge",
  cookie: "biscuit",
  cookies: "biscuits",
  apnea: "apnoea",
});

/** The other spellings (keys of SPELLINGS) of these index terms: "estrogen" for "oestrogen". */
export function spellingsOf(terms: Iterable<string>): string[] {
  const wanted = new Set(terms);
  return Object.keys(SPELLINGS).filter((word) => wanted.has(termOf(word) ?? ""));
}

/**
 * Names that mean the same thing. A query holding one of them also asks for the others (with
 * a lower weight), so "hormone replacement therapy" finds a post that only says "HRT".
 */
export const SYNONYMS: readonly (readonly string[])[] = [
  ["hrt", "hormone replacement therapy", "menopausal hormone therapy", "mht"],
  ["hot flush", "vasomotor"],
  ["night sweats", "sweating at night"],
  ["brain fog", "forgetfulness", "memory"],
  ["palpitations", "racing heart", "heart pounding"],
  ["vaginal dryness", "genitourinary syndrome", "vaginal atrophy"],
  ["insomnia", "broken sleep", "sleeplessness"],
  ["gp", "doctor"],
  ["cbt", "cognitive behavioural therapy"],
  ["weight training", "lifting", "strength training"],
  ["libido", "sex drive", "desire"],
];

/** Lower case, accents removed ("naïve" is "naive"), curly apostrophes straight. */
export function normalise(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u2018\u2019]/g, "'")
    .toLowerCase();
}

/** Words as the index and the query split them: letters and digits, apostrophes within. */
const WORD = /[\p{L}\p{N}]+(?:'[\p{L}]+)*/gu;

export function words(text: string): string[] {
  return normalise(text).match(WORD) ?? [];
}

/** Very common words that say nothing about what a page is about. */
const STOP_WORDS = new Set(
  (
    "a an and are as at be but by for from had has have her i if in into is it its me my of on " +
    "or our she so than that the their them then there these they this to was we were what " +
    "when which who will with you your"
  ).split(" "),
);

/**
 * Words already turned into terms. Indexing a thousand posts turns a million words into terms,
 * most of them the same few thousand, so each is worked out once. Bounded: emptied when full
 * (a query's made-up words pass through here too).
 */
const known = new Map<string, string | null>();
const KNOWN_MAX = 50_000;

/** One word as the index keeps it, or null for a word not worth keeping. */
export function termOf(word: string): string | null {
  let term = known.get(word);
  if (term === undefined) {
    if (known.size >= KNOWN_MAX) known.clear();
    term = workOutTerm(word);
    known.set(word, term);
  }
  return term;
}

function workOutTerm(word: string): string | null {
  const plain = normalise(word).replace(/'s$/, "").replace(/'/g, "");
  if (!plain || STOP_WORDS.has(plain)) return null;
  const british = SPELLINGS[plain] ?? plain;
  // Numbers and short words (GP, HRT, 3am) are kept whole; the stemmer is for English words.
  return british.length <= 3 || /\d/.test(british) ? british : stemmer(british);
}

/** Every term of a text, in order. */
export function termsOf(text: string): string[] {
  return words(text).flatMap((word) => termOf(word) ?? []);
}

/**
 * The alternatives a query also asks for: for each synonym group one of whose names the query
 * holds, the group's other names.
 */
export function alternativesFor(query: string): string[] {
  const terms = ` ${termsOf(query).join(" ")} `;
  const alternatives: string[] = [];
  for (const group of SYNONYMS) {
    const named = group.find((name) => terms.includes(` ${termsOf(name).join(" ")} `));
    if (named) alternatives.push(...group.filter((name) => name !== named));
  }
  return alternatives;
}
