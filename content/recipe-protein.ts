import type { RecipeSlug } from "./recipe-titles";

/**
 * How much protein one serving of each recipe holds, added up ingredient by ingredient: the
 * recipe page shows the total ("About 30 g protein per serving") with this working, and the
 * recipe's structured data carries the same figure.
 *
 * Each food's protein per 100 g comes from the UK's standard food tables, the Composition of
 * Foods Integrated Dataset (CoFID, from McCance and Widdowson's), or, for a packaged food whose
 * make varies (a wrap, deli turkey, protein powder), from a typical UK label. Weights are what
 * the ingredient list says, or a usual weight where it counts things (a large egg is about
 * 60 g out of its shell). Herbs, spices, oils, juices and honey add too little to count.
 * `test/unit/recipes.test.tsx` checks that every ingredient line is counted or named as too
 * small to count, so a changed ingredient cannot leave its old figure behind.
 */

export const PROTEIN_SOURCE = {
  name: "the UK's Composition of Foods Integrated Dataset (CoFID)",
  href: "https://www.gov.uk/government/publications/composition-of-foods-integrated-dataset-cofid",
} as const;

interface Food {
  /** Grams of protein in 100 g (100 ml for milk). */
  per100g: number;
  from: "CoFID" | "a typical label";
}

const foods = {
  eggs: { per100g: 12.6, from: "CoFID" },
  milk: { per100g: 3.5, from: "CoFID" },
  tomatoes: { per100g: 0.7, from: "CoFID" },
  spinach: { per100g: 2.8, from: "CoFID" },
  feta: { per100g: 15.6, from: "CoFID" },
  wholemealBread: { per100g: 9.4, from: "CoFID" },
  peanutButter: { per100g: 22.8, from: "CoFID" },
  banana: { per100g: 1.2, from: "CoFID" },
  chiaSeeds: { per100g: 17, from: "a typical label" },
  groundFlaxseed: { per100g: 20, from: "a typical label" },
  porridgeOats: { per100g: 10.9, from: "CoFID" },
  greekYoghurt: { per100g: 5.7, from: "CoFID" },
  mixedBerries: { per100g: 0.9, from: "CoFID" },
  almonds: { per100g: 21.2, from: "CoFID" },
  quinoa: { per100g: 13.8, from: "CoFID" },
  blackBeans: { per100g: 7.5, from: "a typical label" },
  sweetcorn: { per100g: 2.9, from: "CoFID" },
  onion: { per100g: 1, from: "CoFID" },
  pumpkinSeeds: { per100g: 24.4, from: "CoFID" },
  avocado: { per100g: 1.8, from: "CoFID" },
  wholemealWrap: { per100g: 9, from: "a typical label" },
  hummus: { per100g: 7, from: "CoFID" },
  turkeySlices: { per100g: 24, from: "a typical label" },
  cucumber: { per100g: 0.7, from: "CoFID" },
  redPepper: { per100g: 0.8, from: "CoFID" },
  salmon: { per100g: 20.4, from: "CoFID" },
  rocket: { per100g: 2.6, from: "CoFID" },
  olives: { per100g: 0.9, from: "CoFID" },
  chickpeas: { per100g: 7.2, from: "CoFID" },
  sweetPotato: { per100g: 1.2, from: "CoFID" },
  kingPrawns: { per100g: 17.6, from: "CoFID" },
  broccoli: { per100g: 4.4, from: "CoFID" },
  garlic: { per100g: 7.9, from: "CoFID" },
  sugarSnapPeas: { per100g: 3, from: "CoFID" },
  springOnions: { per100g: 2, from: "CoFID" },
  soySauce: { per100g: 7.5, from: "a typical label" },
  sesameSeeds: { per100g: 18.2, from: "CoFID" },
  leanSteak: { per100g: 22.5, from: "CoFID" },
  butter: { per100g: 0.6, from: "CoFID" },
  mushrooms: { per100g: 1.8, from: "CoFID" },
  watercress: { per100g: 3, from: "CoFID" },
  walnuts: { per100g: 14.7, from: "CoFID" },
  apple: { per100g: 0.6, from: "CoFID" },
  satsuma: { per100g: 0.9, from: "CoFID" },
  grapes: { per100g: 0.4, from: "CoFID" },
  strawberries: { per100g: 0.6, from: "CoFID" },
  kiwi: { per100g: 1.1, from: "CoFID" },
  proteinPowder: { per100g: 75, from: "a typical label" },
  almondButter: { per100g: 24, from: "a typical label" },
} as const satisfies Record<string, Food>;

type FoodName = keyof typeof foods;

/**
 * One counted ingredient: `line` is how its line in the recipe begins, `grams` its weight in the
 * recipe (millilitres for milk) and `food` its row in the table above.
 */
interface Counted {
  line: string;
  grams: number;
  food: FoodName;
}

interface ProteinWorking {
  counted: Counted[];
  /** How the lines too small to count begin. */
  tooSmall: string[];
}

export const recipeProteinWorking: Record<RecipeSlug, ProteinWorking> = {
  "spinach-tomato-feta-omelette": {
    counted: [
      { line: "3 large eggs", grams: 180, food: "eggs" },
      { line: "1 tbsp organic milk", grams: 15, food: "milk" },
      { line: "6 cherry tomatoes", grams: 90, food: "tomatoes" },
      { line: "40 g baby spinach", grams: 40, food: "spinach" },
      { line: "30 g organic feta", grams: 30, food: "feta" },
    ],
    tooSmall: ["1 pinch of black pepper", "1 tsp olive oil"],
  },
  "peanut-butter-toast": {
    counted: [
      { line: "2 slices seeded wholegrain bread", grams: 80, food: "wholemealBread" },
      { line: "2 tbsp (about 30 g) peanut butter", grams: 30, food: "peanutButter" },
      { line: "1 small banana", grams: 80, food: "banana" },
      { line: "1 tsp chia seeds", grams: 4, food: "chiaSeeds" },
    ],
    tooSmall: ["1 pinch of ground cinnamon"],
  },
  "overnight-oats": {
    counted: [
      { line: "40 g rolled porridge oats", grams: 40, food: "porridgeOats" },
      { line: "1 tbsp chia seeds", grams: 12, food: "chiaSeeds" },
      { line: "1 tbsp ground flaxseed", grams: 7, food: "groundFlaxseed" },
      { line: "150 g plain organic Greek yoghurt", grams: 150, food: "greekYoghurt" },
      // 100 ml, plus the 2 tbsp to loosen it in the morning.
      { line: "100 ml organic milk", grams: 130, food: "milk" },
      { line: "80 g mixed berries", grams: 80, food: "mixedBerries" },
      { line: "1 tbsp flaked almonds", grams: 6, food: "almonds" },
    ],
    tooSmall: ["1 tsp honey"],
  },
  "quinoa-black-bean-bowl": {
    counted: [
      { line: "60 g quinoa", grams: 60, food: "quinoa" },
      { line: "120 g tinned black beans", grams: 120, food: "blackBeans" },
      { line: "50 g sweetcorn", grams: 50, food: "sweetcorn" },
      { line: "6 cherry tomatoes", grams: 90, food: "tomatoes" },
      { line: "1/4 small red onion", grams: 20, food: "onion" },
      { line: "1 tbsp pumpkin seeds", grams: 10, food: "pumpkinSeeds" },
      { line: "1/2 ripe avocado", grams: 70, food: "avocado" },
    ],
    tooSmall: [
      "120 ml water",
      "1 tbsp chopped fresh coriander",
      "1 tbsp extra virgin olive oil",
      "1 tbsp lime juice",
      "1/4 tsp ground cumin",
      "1 pinch of sea salt",
    ],
  },
  "turkey-avocado-wrap": {
    counted: [
      { line: "1 large wholemeal tortilla wrap", grams: 62, food: "wholemealWrap" },
      { line: "1/2 ripe avocado", grams: 70, food: "avocado" },
      { line: "2 tbsp hummus", grams: 30, food: "hummus" },
      { line: "20 g baby spinach", grams: 20, food: "spinach" },
      { line: "80 g sliced cooked turkey breast", grams: 80, food: "turkeySlices" },
      { line: "5 cm piece of cucumber", grams: 50, food: "cucumber" },
      { line: "1/2 red pepper", grams: 80, food: "redPepper" },
    ],
    tooSmall: ["1 tsp lemon juice", "1 pinch of black pepper"],
  },
  "salmon-feta-rocket": {
    counted: [
      { line: "1 skin-on salmon fillet (about 130 g)", grams: 130, food: "salmon" },
      { line: "8 cherry tomatoes", grams: 120, food: "tomatoes" },
      { line: "50 g rocket", grams: 50, food: "rocket" },
      { line: "6 pitted black olives", grams: 18, food: "olives" },
      { line: "30 g organic feta", grams: 30, food: "feta" },
    ],
    tooSmall: [
      "1 tsp olive oil",
      "1 lemon",
      "1/2 tsp dried oregano",
      "1 pinch of sea salt and black pepper",
      "1 tbsp extra virgin olive oil",
    ],
  },
  "sweet-potato-hummus": {
    counted: [
      { line: "1 medium sweet potato (about 250 g)", grams: 250, food: "sweetPotato" },
      { line: "120 g tinned chickpeas", grams: 120, food: "chickpeas" },
      { line: "40 g baby spinach", grams: 40, food: "spinach" },
      { line: "60 g hummus", grams: 60, food: "hummus" },
      { line: "2 tbsp plain organic Greek yoghurt", grams: 30, food: "greekYoghurt" },
    ],
    tooSmall: [
      "2 tsp olive oil",
      "1/2 tsp smoked paprika",
      "1/2 tsp ground cumin",
      "1 pinch of sea salt",
      "1 tsp lemon juice",
      "1 tbsp chopped fresh parsley",
    ],
  },
  "king-prawn-stir-fry": {
    counted: [
      { line: "150 g raw peeled king prawns", grams: 150, food: "kingPrawns" },
      { line: "80 g tenderstem broccoli", grams: 80, food: "broccoli" },
      { line: "1/2 red pepper", grams: 80, food: "redPepper" },
      { line: "1 garlic clove", grams: 4, food: "garlic" },
      { line: "50 g sugar snap peas", grams: 50, food: "sugarSnapPeas" },
      { line: "2 spring onions", grams: 30, food: "springOnions" },
      { line: "1 tbsp reduced-salt soy sauce", grams: 15, food: "soySauce" },
      { line: "1 tsp sesame seeds", grams: 3, food: "sesameSeeds" },
    ],
    tooSmall: [
      "1 tbsp rapeseed oil",
      "1 tbsp water",
      "2 cm piece of fresh ginger",
      "1 tsp toasted sesame oil",
      "1 lime wedge",
    ],
  },
  "steak-tomato-mushroom": {
    counted: [
      { line: "1 sirloin or rump steak (about 150 g", grams: 150, food: "leanSteak" },
      { line: "10 g organic butter", grams: 10, food: "butter" },
      { line: "150 g chestnut mushrooms", grams: 150, food: "mushrooms" },
      { line: "8 cherry tomatoes", grams: 120, food: "tomatoes" },
      { line: "1 garlic clove", grams: 4, food: "garlic" },
      { line: "30 g watercress", grams: 30, food: "watercress" },
    ],
    tooSmall: [
      "2 tsp olive oil",
      "1 pinch of sea salt and black pepper",
      "2 sprigs of fresh thyme",
    ],
  },
  "greek-yogurt-berries": {
    counted: [
      { line: "200 g plain organic Greek yoghurt", grams: 200, food: "greekYoghurt" },
      { line: "1 tsp ground flaxseed", grams: 3, food: "groundFlaxseed" },
      { line: "100 g mixed berries", grams: 100, food: "mixedBerries" },
      { line: "15 g walnuts", grams: 15, food: "walnuts" },
      { line: "1 tbsp pumpkin seeds", grams: 10, food: "pumpkinSeeds" },
    ],
    tooSmall: ["1/2 tsp ground cinnamon", "1 tsp honey"],
  },
  "fresh-fruit": {
    counted: [
      { line: "1 small apple", grams: 100, food: "apple" },
      { line: "1 satsuma or clementine", grams: 60, food: "satsuma" },
      { line: "80 g seedless grapes", grams: 80, food: "grapes" },
      { line: "5 strawberries", grams: 60, food: "strawberries" },
      { line: "1 kiwi fruit", grams: 70, food: "kiwi" },
      { line: "15 g almonds", grams: 15, food: "almonds" },
    ],
    tooSmall: [],
  },
  "protein-shake": {
    counted: [
      { line: "250 ml organic milk", grams: 250, food: "milk" },
      { line: "1 scoop (about 30 g) vanilla protein powder", grams: 30, food: "proteinPowder" },
      { line: "1/2 small banana", grams: 40, food: "banana" },
      { line: "50 g frozen mixed berries", grams: 50, food: "mixedBerries" },
      { line: "1 tbsp almond butter", grams: 16, food: "almondButter" },
      { line: "1 tsp ground flaxseed", grams: 3, food: "groundFlaxseed" },
    ],
    tooSmall: ["3 ice cubes"],
  },
};

/** One ingredient's share, as the recipe page lists it. */
export interface ProteinLine {
  /** The ingredient's line as the recipe gives it. */
  ingredient: string;
  /** Grams of protein, to one decimal place. */
  protein: number;
  from: Food["from"];
}

export interface RecipeProtein {
  /** Grams per serving, rounded to a whole gram: the figure readers and search engines see. */
  grams: number;
  lines: ProteinLine[];
}

/**
 * A recipe's protein per serving from its ingredient lines, or an error naming the line that
 * the working above does not account for (or accounts for twice).
 */
export function recipeProtein(
  slug: string,
  ingredients: readonly string[],
  servings = 1,
): RecipeProtein {
  const working = recipeProteinWorking[slug as RecipeSlug];
  if (!working) throw new Error(`${slug}: no protein working in content/recipe-protein.ts`);
  const lineFor = (start: string) => {
    const matches = ingredients.filter((ingredient) => ingredient.startsWith(start));
    if (matches.length !== 1) {
      throw new Error(
        `${slug}: "${start}" begins ${matches.length} ingredient lines, not one: update content/recipe-protein.ts`,
      );
    }
    return matches[0]!;
  };
  const lines = working.counted.map(({ line, grams, food }) => ({
    ingredient: lineFor(line),
    protein: Math.round((grams * foods[food].per100g) / 10) / 10,
    from: foods[food].from,
  }));
  const accounted = new Set([
    ...lines.map((line) => line.ingredient),
    ...working.tooSmall.map(lineFor),
  ]);
  const missing = ingredients.filter((ingredient) => !accounted.has(ingredient));
  if (missing.length > 0) {
    throw new Error(
      `${slug}: "${missing[0]}" is neither counted nor too small to count: update content/recipe-protein.ts`,
    );
  }
  const total = working.counted.reduce(
    (sum, { grams, food }) => sum + (grams * foods[food].per100g) / 100,
    0,
  );
  return { grams: Math.round(total / servings), lines };
}
