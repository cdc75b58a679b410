import { stemmer } from "stemmer";
import {
  readersNames,
  relatedNames,
  sameNames,
  type ReadersName,
} from "~content/search-vocabulary";

/**
 * How the search index and a reader's query are turned into terms, the same way for both, so
 * that what a reader types finds the words the author wrote (docs/decisions/0037-search.md):
 * lower case without accents, American and other spellings read as the British ones the site
 * uses, then each word reduced to its stem ("flushes", "flushing" and "flush" are one term).
 * A query's names are also read through the reader's vocabulary (content/search-vocabulary.ts):
 * what the site calls the thing a reader names, and other names for it
 * (docs/decisions/0041-a-readers-vocabulary.md). Words are only ever keys of a Map, never of a
 * plain object, so a post or query holding "constructor" is a word like any other.
 */

/** Words written another way than the site writes them, by the site's (British) word. */
const SPELLINGS = new Map<string, string>(
  Object.entries({
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
  }),
);

/** The other spellings (keys of SPELLINGS) of these index terms: "estrogen" for "oestrogen". */
export function spellingsOf(terms: Iterable<string>): string[] {
  const wanted = new Set(terms);
  return [...SPELLINGS.keys()].filter((word) => wanted.has(termOf(word) ?? ""));
}

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
  const british = SPELLINGS.get(plain) ?? plain;
  // Numbers and short words (GP, HRT, 3am) are kept whole; the stemmer is for English words.
  return british.length <= 3 || /\d/.test(british) ? british : stemmer(british);
}

/** Every term of a text, in order. */
export function termsOf(text: string): string[] {
  return words(text).flatMap((word) => termOf(word) ?? []);
}

/** A name as a run of index terms, and a query's terms, as one string to find one in the other. */
const asPhrase = (terms: readonly string[]) => ` ${terms.join(" ")} `;

/** A group of names, each as the index's terms. */
const termsOfAll = (names: readonly string[]) =>
  names.map((name) => asPhrase(termsOf(name))).filter((phrase) => phrase.trim() !== "");

const groupsTerms = (groups: readonly (readonly string[])[], weight: number) =>
  groups.map((names) => ({ names, terms: termsOfAll(names), weight }));
/** A nearly-same name (hot flush for vasomotor) counts for this much of the reader's words. */
const RELATED_WEIGHT = 0.5;
const namesTerms = [...groupsTerms(sameNames, 1), ...groupsTerms(relatedNames, RELATED_WEIGHT)];
const readersNamesTerms = readersNames.map((entry) => ({
  entry,
  terms: termsOfAll(entry.readers),
}));

/** The vocabulary's entries one of whose reader's names the query holds, whole. */
export function readersNamesIn(query: string): ReadersName[] {
  const terms = asPhrase(termsOf(query));
  return readersNamesTerms
    .filter(({ terms: names }) => names.some((name) => terms.includes(name)))
    .map(({ entry }) => entry);
}

/** A name a query also asks for, and how much what it finds counts. */
export interface Alternative {
  text: string;
  weight: number;
}

/**
 * What a query also asks for: the site's own names for a reader's name it holds
 * (content/search-vocabulary.ts), as much as the reader's words, since they are what the reader
 * means; the other names of a thing it names, the same; and nearly-same names, for less.
 */
export function alternativesFor(query: string): Alternative[] {
  const terms = asPhrase(termsOf(query));
  const alternatives: Alternative[] = [];
  for (const { names, terms: named, weight } of namesTerms) {
    const index = named.findIndex((name) => terms.includes(name));
    if (index >= 0) {
      for (const name of names.filter((_, other) => other !== index)) {
        alternatives.push({ text: name, weight });
      }
    }
  }
  for (const entry of readersNamesIn(query)) {
    for (const name of entry.site) alternatives.push({ text: name, weight: 1 });
  }
  return alternatives;
}
