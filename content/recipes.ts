import { recipeTitles } from "./recipe-titles";
import type { RecipeGroup } from "./recipes-page";

export interface Recipe {
  slug: string;
  group: RecipeGroup;
  title: string;
  /** Two or three first-person sentences shown under the recipe title. */
  description: string;
  /** One short line for the recipe card. */
  blurb: string;
  imageUrl: string;
  imageAlt: string;
  /** From starting to eating, cooking included: the product's figures ("10 mins"). */
  prepTime: string;
  serves: string;
  /**
   * How `prepTime` divides, in minutes: preparing and cooking add up to it; `chill` is time in
   * the fridge that comes on top (the oats' night). Read by the page and the structured data.
   */
  timing: { prepare: number; cook: number; chill?: number };
  /** The cooking tradition the dish comes from, for search engines (schema.org recipeCuisine). */
  cuisine: string;
  /**
   * What a search result shows under the recipe's name: written, at most 160 characters. The
   * page itself shows `description`.
   */
  searchDescription: string;
  /** Every ingredient carries its quantity. */
  ingredients: string[];
  /** Steps without numbers: the page numbers them. */
  instructions: string[];
  tip?: string;
}

/**
 * `imageUrl` is the picture of the dish the build makes from `content/recipe-images/<slug>.svg`
 * (or a photo there): a 1200×900 JPEG under a name that never changes. Pages draw the sized
 * copies the build lists (app/lib/recipe-images.server.ts); `recipeImageSize` is their 4:3.
 */
export { recipeImageSize } from "./recipe-image-size";
export {
  recipeGroups,
  recipesPage,
  type RecipeGroup,
  type RecipeGroupInfo,
  type RecipesPage,
} from "./recipes-page";

export const recipes: Recipe[] = [
  {
    slug: "spinach-tomato-feta-omelette",
    group: "breakfast",
    title: recipeTitles["spinach-tomato-feta-omelette"],
    description:
      "This is my weekend standby when I'm not in the mood for porridge: three eggs, a handful of spinach and a little salty feta, on the plate in ten minutes. It keeps me full until lunch in a way toast on its own never did.",
    blurb: "Three eggs, wilted spinach and salty feta, ready in ten minutes.",
    imageUrl: "/images/recipes/dishes/spinach-tomato-feta-omelette.jpg",
    imageAlt:
      "Illustration of a folded omelette on a white plate, set with wilted spinach and seared cherry tomatoes, with crumbled feta at the fold",
    prepTime: "10 mins",
    serves: "1",
    timing: { prepare: 5, cook: 5 },
    cuisine: "Mediterranean",
    searchDescription:
      "My ten-minute weekend breakfast: three eggs, wilted spinach, cherry tomatoes and salty feta. A high-protein start that keeps me full until lunch.",
    ingredients: [
      "3 large eggs",
      "1 tbsp organic milk",
      "1 pinch of black pepper",
      "1 tsp olive oil",
      "6 cherry tomatoes, halved",
      "40 g baby spinach",
      "30 g organic feta, crumbled",
    ],
    instructions: [
      "Beat the eggs with the milk and pepper in a jug until no streaks of white remain. Leave out the salt: the feta brings plenty.",
      "Warm the oil in a 20 cm non-stick frying pan over a medium heat. Add the tomatoes cut side down for 1 minute, then add the spinach and stir until it has just wilted.",
      "Spread the vegetables out evenly and pour in the eggs. Leave them for 20 seconds, then draw the set edges into the middle with a spatula, tilting the pan so the runny egg fills the gaps.",
      "When the top is barely set, after about 2 minutes, scatter the feta over one half.",
      "Fold the other half over the feta, cook for 30 seconds more, then slide the omelette onto a warm plate.",
    ],
    tip: "If I'm extra hungry after a training day, I add a slice of seeded wholegrain toast or a pile of rocket on the side.",
  },
  {
    slug: "peanut-butter-toast",
    group: "breakfast",
    title: recipeTitles["peanut-butter-toast"],
    description:
      "Once in a while I forget to stir my oats the night before, and this is what I make in the five minutes I have. Seeded bread and a proper layer of peanut butter give me protein and healthy fat, and the banana takes care of the sweet tooth.",
    blurb: "Seeded toast, peanut butter and banana for the mornings I forgot my oats.",
    imageUrl: "/images/recipes/dishes/peanut-butter-toast.jpg",
    imageAlt:
      "Illustration of two slices of seeded toast spread with peanut butter and covered in banana rounds, chia seeds and cinnamon, on a white plate",
    prepTime: "5 mins",
    serves: "1",
    timing: { prepare: 2, cook: 3 },
    cuisine: "British",
    searchDescription:
      "Seeded toast, a proper layer of peanut butter, banana and chia: my five-minute breakfast for the mornings I forgot my oats, with protein and healthy fat.",
    ingredients: [
      "2 slices seeded wholegrain bread",
      "2 tbsp (about 30 g) peanut butter, made with just peanuts",
      "1 small banana",
      "1 tsp chia seeds",
      "1 pinch of ground cinnamon",
    ],
    instructions: [
      "Toast the bread until it is golden and crisp at the edges.",
      "Spread the peanut butter on while the toast is still hot, so it softens and reaches the corners.",
      "Peel the banana, slice it into rounds and lay them over the peanut butter.",
      "Sprinkle with the chia seeds and cinnamon and eat straight away.",
    ],
    tip: "Check the label on the jar: the best peanut butter lists peanuts and perhaps a little salt, with no added sugar or palm oil.",
  },
  {
    slug: "overnight-oats",
    group: "breakfast",
    title: recipeTitles["overnight-oats"],
    description:
      "I make these the evening before, so breakfast is waiting for me at 6:30. Greek yoghurt stirred through the oats turns a carb-heavy breakfast into one with real protein in it.",
    blurb: "Oats, Greek yoghurt and berries, made the night before.",
    imageUrl: "/images/recipes/dishes/overnight-oats.jpg",
    imageAlt:
      "Illustration of an open jar of overnight oats seen from above, topped with raspberries, blackberries, blueberries and flaked almonds, its lid beside it",
    prepTime: "Overnight in the fridge",
    serves: "1",
    timing: { prepare: 5, cook: 0, chill: 360 },
    cuisine: "British",
    searchDescription:
      "Oats, Greek yoghurt, chia and berries stirred together the evening before, so a breakfast with real protein is waiting in the fridge in the morning.",
    ingredients: [
      "40 g rolled porridge oats",
      "1 tbsp chia seeds",
      "1 tbsp ground flaxseed",
      "150 g plain organic Greek yoghurt",
      "100 ml organic milk or unsweetened soya drink, plus 2 tbsp to loosen",
      "80 g mixed berries, fresh or frozen",
      "1 tbsp flaked almonds",
      "1 tsp honey (optional)",
    ],
    instructions: [
      "Put the oats, chia seeds and flaxseed into a 400 ml jar or lidded container.",
      "Add the yoghurt and 100 ml of milk and stir well, making sure there are no dry pockets at the bottom.",
      "Spoon half the berries on top, put the lid on and leave in the fridge overnight, or for at least 6 hours.",
      "In the morning, give it a stir. If it is thicker than you like, loosen it with the extra 2 tbsp of milk.",
      "Top with the rest of the berries, the flaked almonds and the honey, if using, and eat cold.",
    ],
    tip: "I stir mine together each evening from Sunday to Thursday as part of my wind-down, for the weekday mornings; it takes less time than boiling the kettle. A jar keeps for 2 days in the fridge, and frozen berries work just as well as fresh.",
  },
  {
    slug: "quinoa-black-bean-bowl",
    group: "lunch",
    title: recipeTitles["quinoa-black-bean-bowl"],
    description:
      "This is the lunch I batch-cook most often, because it keeps for 3 days in the fridge and tastes better on day two. Quinoa and black beans are both good plant sources of protein, and the lime and cumin dressing stops it ever feeling worthy.",
    blurb: "Quinoa, black beans and a zingy lime dressing; keeps 3 days.",
    imageUrl: "/images/recipes/dishes/quinoa-black-bean-bowl.jpg",
    imageAlt:
      "Illustration of a bowl of quinoa with black beans, sweetcorn, quartered cherry tomatoes, red onion, coriander, sliced avocado and pumpkin seeds, and a lime wedge",
    prepTime: "30 mins",
    serves: "1",
    timing: { prepare: 10, cook: 20 },
    cuisine: "Mexican",
    searchDescription:
      "Quinoa, black beans, sweetcorn and avocado in a lime and cumin dressing: the lunch I batch-cook most, full of plant protein and good for 3 days.",
    ingredients: [
      "60 g quinoa, rinsed",
      "120 ml water",
      "120 g tinned black beans (about half a 400 g tin), drained and rinsed",
      "50 g sweetcorn, tinned or frozen and thawed",
      "6 cherry tomatoes, quartered",
      "1/4 small red onion, finely chopped",
      "1 tbsp chopped fresh coriander",
      "1 tbsp extra virgin olive oil",
      "1 tbsp lime juice (about half a lime)",
      "1/4 tsp ground cumin",
      "1 pinch of sea salt",
      "1 tbsp pumpkin seeds",
      "1/2 ripe avocado, sliced",
    ],
    instructions: [
      "Put the quinoa and water in a small pan, bring to the boil, then cover and simmer gently for 15 minutes, until the water has gone and you can see the little curly tails.",
      "Take the pan off the heat and leave it covered for 5 minutes. Fluff the quinoa with a fork and spread it out on a plate to cool.",
      "While it cools, whisk the olive oil, lime juice, cumin and salt together in a mixing bowl.",
      "Toast the pumpkin seeds in a dry frying pan over a medium heat for 2–3 minutes, until they start to pop.",
      "Add the cooled quinoa, black beans, sweetcorn, tomatoes, red onion and coriander to the dressing and toss well.",
      "Spoon into a bowl and finish with the avocado and toasted seeds.",
    ],
    tip: "To batch-cook, triple everything except the avocado. The salad keeps for 3 days in a lidded container in the fridge; slice half an avocado over it on the day you eat it so it stays green.",
  },
  {
    slug: "turkey-avocado-wrap",
    group: "lunch",
    title: recipeTitles["turkey-avocado-wrap"],
    description:
      "When I need a lunch I can eat at my desk without a fork, I roll one of these. Lean turkey gives me a good hit of protein, and the creamy avocado and hummus mean it never tastes dry.",
    blurb: "Lean turkey, creamy avocado and crunchy veg, rolled up to go.",
    imageUrl: "/images/recipes/dishes/turkey-avocado-wrap.jpg",
    imageAlt:
      "Illustration of a wholemeal wrap cut in two on the diagonal, one piece standing on end to show the turkey, avocado, spinach, hummus, cucumber and red pepper rolled inside",
    prepTime: "10 mins",
    serves: "1",
    timing: { prepare: 9, cook: 1 },
    cuisine: "British",
    searchDescription:
      "Lean turkey, hummus, avocado and crunchy vegetables rolled in a wholemeal wrap: a high-protein lunch that takes ten minutes and needs no fork.",
    ingredients: [
      "1 large wholemeal tortilla wrap",
      "1/2 ripe avocado",
      "1 tsp lemon juice",
      "1 pinch of black pepper",
      "2 tbsp hummus",
      "20 g baby spinach",
      "80 g sliced cooked turkey breast",
      "5 cm piece of cucumber, cut into thin sticks",
      "1/2 red pepper, thinly sliced",
    ],
    instructions: [
      "Mash the avocado with the lemon juice and pepper in a small bowl.",
      "Warm the wrap in a dry frying pan for 20 seconds on each side so it is soft enough to roll without cracking.",
      "Spread the hummus over the wrap, leaving a 2 cm border, then spread the avocado down the middle.",
      "Lay the spinach, turkey, cucumber and red pepper in a line across the lower third of the wrap.",
      "Fold in the two sides, then roll it up firmly from the bottom edge, tucking the filling in as you go.",
      "Cut in half on the diagonal. Eat straight away, or wrap it tightly in baking paper to take to work.",
    ],
    tip: "Leftover roast chicken works just as well as turkey. If you're buying sliced meat, pick one from the deli counter with a short ingredient list.",
  },
  {
    slug: "salmon-feta-rocket",
    group: "lunch",
    title: recipeTitles["salmon-feta-rocket"],
    description:
      "Oily fish is on my plate at least twice a week, and this is my favourite way to eat it. At the weekend the salmon roasts while I make a peppery rocket salad, and twenty minutes later I have a lunch full of protein and omega-3 fats. On Sundays I roast two fillets and take the second to work on Monday, cold, with the salad in a separate box.",
    blurb: "Roast salmon on a peppery rocket salad with feta and olives.",
    imageUrl: "/images/recipes/dishes/salmon-feta-rocket.jpg",
    imageAlt:
      "Illustration of a roasted salmon fillet on rocket with roasted cherry tomatoes, black olives and crumbled feta, and a lemon wedge on the plate",
    prepTime: "20 mins",
    serves: "1",
    timing: { prepare: 5, cook: 15 },
    cuisine: "Mediterranean",
    searchDescription:
      "Roast salmon on a peppery rocket salad with feta, olives and lemon: my favourite way to eat oily fish, on the plate in twenty minutes.",
    ingredients: [
      "1 skin-on salmon fillet (about 130 g)",
      "1 tsp olive oil",
      "1 lemon (zest of half, plus 1 tbsp juice)",
      "1/2 tsp dried oregano",
      "1 pinch of sea salt and black pepper",
      "8 cherry tomatoes, halved",
      "1 tbsp extra virgin olive oil",
      "50 g rocket",
      "6 pitted black olives, halved",
      "30 g organic feta, crumbled",
    ],
    instructions: [
      "Heat the oven to 200°C (180°C fan) and line a small baking tray with baking paper.",
      "Put the salmon skin side down on the tray. Rub it with the teaspoon of olive oil, grate over the lemon zest and season with the oregano, salt and pepper. Tuck the tomatoes around it.",
      "Roast for 12–15 minutes, until the salmon is opaque all the way through and flakes easily with a fork.",
      "Meanwhile, whisk the extra virgin olive oil with the lemon juice in a salad bowl.",
      "Add the rocket and olives to the bowl, toss with half the dressing and pile onto a plate.",
      "Lay the salmon and roasted tomatoes on top, scatter over the feta and spoon over the rest of the dressing.",
    ],
    tip: "A trout fillet works well here too and is often cheaper. Both will keep in the fridge for a day once cooked, which is why the second fillet goes to work on Monday.",
  },
  {
    slug: "sweet-potato-hummus",
    group: "dinner",
    title: recipeTitles["sweet-potato-hummus"],
    description:
      "A baked sweet potato split open and piled with hummus, spinach and crispy spiced chickpeas is proper comfort food that still ticks every box for me. It takes 45 minutes, but almost all of that is the oven doing the work, so I bake a few on a Sunday and reheat one at my desk during the week.",
    blurb: "Baked sweet potato with hummus, spinach and crispy chickpeas.",
    imageUrl: "/images/recipes/dishes/sweet-potato-hummus.jpg",
    imageAlt:
      "Illustration of a baked sweet potato split open on a plate, filled with hummus, wilted spinach and roasted chickpeas, drizzled with yoghurt and scattered with parsley",
    prepTime: "45 mins",
    serves: "1",
    timing: { prepare: 5, cook: 40 },
    cuisine: "Middle Eastern",
    searchDescription:
      "A baked sweet potato filled with hummus, spinach and crispy spiced chickpeas: comfort food with plant protein, with the oven doing most of the work.",
    ingredients: [
      "1 medium sweet potato (about 250 g)",
      "120 g tinned chickpeas (about half a 400 g tin), drained and patted dry",
      "2 tsp olive oil",
      "1/2 tsp smoked paprika",
      "1/2 tsp ground cumin",
      "1 pinch of sea salt",
      "40 g baby spinach",
      "60 g hummus",
      "2 tbsp plain organic Greek yoghurt",
      "1 tsp lemon juice",
      "1 tbsp chopped fresh parsley",
    ],
    instructions: [
      "Heat the oven to 200°C (180°C fan). Scrub the sweet potato, prick it all over with a fork and put it straight onto the middle shelf, with a baking tray on the shelf below to catch any drips. Bake for 40–45 minutes, until soft all the way through.",
      "While the potato bakes, toss the chickpeas with 1 tsp of the oil, the paprika, cumin and salt on a small baking tray. About 20 minutes before the potato is ready, slide them in to roast for 20 minutes, shaking the tray halfway, until crisp.",
      "While the chickpeas finish, warm the remaining 1 tsp of oil in a frying pan and wilt the spinach for about 1 minute.",
      "Stir the lemon juice into the yoghurt.",
      "Split the sweet potato lengthways and press the ends together to open it up. Spoon in the hummus, then the spinach and chickpeas.",
      "Drizzle with the lemony yoghurt and scatter over the parsley.",
    ],
    tip: "For extra protein, crumble 30 g of feta over the top, or serve it alongside a grilled chicken breast.",
  },
  {
    slug: "king-prawn-stir-fry",
    group: "dinner",
    title: recipeTitles["king-prawn-stir-fry"],
    description:
      "This is my fastest dinner: ten minutes from fridge to bowl, and a wok full of colour. King prawns are lean, high in protein and cook in a couple of minutes, which is exactly what I want on a Saturday, when my legs are tired from the hills and I can't be bothered to wait.",
    blurb: "Juicy king prawns and crisp greens, wok to bowl in ten minutes.",
    imageUrl: "/images/recipes/dishes/king-prawn-stir-fry.jpg",
    imageAlt:
      "Illustration of a bowl of stir-fried king prawns with tenderstem broccoli, sugar snap peas, red pepper and spring onion, sprinkled with sesame seeds, with a lime wedge and chopsticks",
    prepTime: "10 mins",
    serves: "1",
    timing: { prepare: 4, cook: 6 },
    cuisine: "Asian",
    searchDescription:
      "King prawns, tenderstem broccoli and sugar snaps with ginger, garlic and soy: my fastest dinner, ten minutes from fridge to bowl and high in protein.",
    ingredients: [
      "150 g raw peeled king prawns",
      "1 tbsp rapeseed oil",
      "80 g tenderstem broccoli, stems halved",
      "1/2 red pepper, sliced",
      "1 tbsp water",
      "1 garlic clove, thinly sliced",
      "2 cm piece of fresh ginger, grated",
      "50 g sugar snap peas",
      "2 spring onions, sliced",
      "1 tbsp reduced-salt soy sauce",
      "1 tsp toasted sesame oil",
      "1 tsp sesame seeds",
      "1 lime wedge",
    ],
    instructions: [
      "Chop everything and put it next to the hob before you start, because once the wok is hot it moves quickly.",
      "Heat a wok over a high heat until it is very hot. Add the rapeseed oil, then the broccoli and red pepper and stir-fry for 2 minutes. Add the water so the broccoli steams a little.",
      "Add the prawns, garlic and ginger and stir-fry for 2–3 minutes, until the prawns are pink all the way through.",
      "Add the sugar snap peas and spring onions and toss for 1 more minute.",
      "Take the wok off the heat and stir in the soy sauce and sesame oil.",
      "Tip into a bowl, scatter over the sesame seeds and squeeze over the lime.",
    ],
    tip: "If I want something more substantial, I stir in 125 g of cooked brown rice or buckwheat noodles at step 4.",
  },
  {
    slug: "steak-tomato-mushroom",
    group: "dinner",
    title: recipeTitles["steak-tomato-mushroom"],
    description:
      "Red meat is a weekend meal for me, once or twice a week, and this is how I like it: a lean steak, seared hard, with garlicky mushrooms and tomatoes that burst in the pan. It feels like a treat, and it's a good source of protein and iron.",
    blurb: "Seared steak with garlicky mushrooms and blistered tomatoes.",
    imageUrl: "/images/recipes/dishes/steak-tomato-mushroom.jpg",
    imageAlt:
      "Illustration of a seared steak sliced to show its pink middle, with golden mushrooms, cherry tomatoes on the vine, thyme and watercress on a white plate",
    prepTime: "25 mins",
    serves: "1",
    timing: { prepare: 10, cook: 15 },
    cuisine: "British",
    searchDescription:
      "A lean steak seared hard, with garlicky mushrooms, blistered tomatoes and watercress: my weekend treat in 25 minutes, and a good source of protein and iron.",
    ingredients: [
      "1 sirloin or rump steak (about 150 g, 2 cm thick), fat trimmed",
      "2 tsp olive oil",
      "1 pinch of sea salt and black pepper",
      "10 g organic butter",
      "150 g chestnut mushrooms, thickly sliced",
      "8 cherry tomatoes on the vine",
      "1 garlic clove, crushed",
      "2 sprigs of fresh thyme",
      "30 g watercress",
    ],
    instructions: [
      "Ahead of time: take the steak out of the fridge 15 minutes before you start, so it cooks evenly. Then pat it dry with kitchen paper, rub with 1 tsp of the oil and season both sides.",
      "Heat a heavy frying pan or griddle pan over a high heat until it is smoking. Cook the steak for 4–6 minutes in all, turning it once halfway, for medium-rare, or a couple of minutes longer if you like it more done.",
      "Move the steak to a warm plate, cover it loosely with foil and leave it to rest for 5 minutes.",
      "While the steak rests, turn the heat down to medium. Add the remaining 1 tsp of oil and the butter to the pan, then the mushrooms, and fry for 4–5 minutes until golden.",
      "Add the tomatoes, garlic and thyme leaves and cook for 2–3 minutes, until the tomato skins blister and start to split.",
      "Slice the steak across the grain, pour any resting juices into the pan, and serve with the mushrooms, tomatoes and watercress.",
    ],
    tip: "A thin steak cooks much faster, so press it with your finger: soft and springy is rare, slightly firmer is medium.",
  },
  {
    slug: "greek-yogurt-berries",
    group: "snack",
    title: recipeTitles["greek-yogurt-berries"],
    description:
      "This is my go-to snack mid-afternoon, when the urge to graze hits hardest. Thick Greek yoghurt is one of the easiest ways I know to add protein, and the berries, nuts and seeds make it feel like pudding.",
    blurb: "Thick Greek yoghurt, fresh berries, nuts and seeds.",
    imageUrl: "/images/recipes/dishes/greek-yogurt-berries.jpg",
    imageAlt:
      "Illustration of a terracotta bowl of thick Greek yoghurt topped with strawberries, raspberries, blueberries, walnuts and pumpkin seeds",
    prepTime: "5 mins",
    serves: "1",
    timing: { prepare: 5, cook: 0 },
    cuisine: "Mediterranean",
    searchDescription:
      "Thick Greek yoghurt with berries, walnuts, pumpkin seeds and cinnamon: my five-minute afternoon snack, full of protein and as good as a pudding.",
    ingredients: [
      "200 g plain organic Greek yoghurt",
      "1/2 tsp ground cinnamon",
      "1 tsp ground flaxseed",
      "100 g mixed berries, such as strawberries, raspberries and blueberries",
      "15 g walnuts, roughly chopped",
      "1 tbsp pumpkin seeds",
      "1 tsp honey (optional)",
    ],
    instructions: [
      "Hull the strawberries and halve any large ones.",
      "Spoon the yoghurt into a bowl and stir through the cinnamon and flaxseed.",
      "Pile the berries on top.",
      "Scatter over the walnuts and pumpkin seeds, and drizzle with honey if you like a little sweetness.",
    ],
    tip: "Choose plain yoghurt rather than a flavoured one: flavoured pots can hide a surprising amount of sugar.",
  },
  {
    slug: "fresh-fruit",
    group: "snack",
    title: recipeTitles["fresh-fruit"],
    description:
      "Not every snack needs a recipe, but I find I eat far more fruit when it is cut up and looks inviting on a plate. I add a few almonds so there is some protein and fat to keep me going.",
    blurb: "Colourful seasonal fruit with a handful of almonds.",
    imageUrl: "/images/recipes/dishes/fresh-fruit.jpg",
    imageAlt:
      "Illustration of a plate of apple wedges, satsuma segments, green grapes, halved strawberries and kiwi, with almonds in the middle",
    prepTime: "2 mins",
    serves: "1",
    timing: { prepare: 2, cook: 0 },
    cuisine: "British",
    searchDescription:
      "Apple, satsuma, grapes, strawberries and kiwi on a plate with a few almonds: the two-minute snack that has me eating far more fruit.",
    ingredients: [
      "1 small apple",
      "1 satsuma or clementine",
      "80 g seedless grapes",
      "5 strawberries",
      "1 kiwi fruit",
      "15 g almonds (about 12)",
    ],
    instructions: [
      "Ahead of time: wash the grapes and strawberries when you unpack the shopping, dry them well and keep them in a lidded tub in the fridge, so they are ready to eat.",
      "Cut the apple into wedges around the core, halve the strawberries and the kiwi, and peel the satsuma into segments: about 2 minutes with a sharp knife.",
      "Arrange the fruit around a plate with the almonds in the middle.",
      "If you are packing it for later, keep the apple whole and slice it just before eating so it doesn't brown.",
    ],
    tip: "Whatever is in season is cheapest and tastes best: British strawberries in June, plums in late summer and apples through the autumn.",
  },
  {
    slug: "protein-shake",
    group: "snack",
    title: recipeTitles["protein-shake"],
    description:
      "On strength-training days this shake is how I top up my protein after a workout. It's thick, fruity and properly filling, and it takes less time to make than it does to rinse the blender.",
    blurb: "A thick, fruity shake to top up protein after a workout.",
    imageUrl: "/images/recipes/dishes/protein-shake.jpg",
    imageAlt:
      "Illustration of a glass of pink berry and banana protein shake seen from above, with a striped paper straw, and banana slices and berries beside it",
    prepTime: "5 mins",
    serves: "1",
    timing: { prepare: 5, cook: 0 },
    cuisine: "British",
    searchDescription:
      "Milk, vanilla protein powder, banana, berries and almond butter, blended in five minutes: the thick, fruity shake I use to top up my protein.",
    ingredients: [
      "250 ml organic milk or unsweetened soya drink",
      "1 scoop (about 30 g) vanilla protein powder",
      "1/2 small banana, sliced and frozen",
      "50 g frozen mixed berries",
      "1 tbsp almond butter",
      "1 tsp ground flaxseed",
      "3 ice cubes (optional)",
    ],
    instructions: [
      "Pour the milk into the blender first, so the blades can turn freely.",
      "Add the protein powder, banana, berries, almond butter and flaxseed.",
      "Blend on high for 30–45 seconds, until completely smooth.",
      "For a colder, thicker shake, add the ice cubes and blend for another 10 seconds.",
      "Pour into a tall glass and drink straight away.",
    ],
    tip: "Protein powders vary a lot. I look for a short ingredient list and no aspartame. If you have a kidney condition or any other health concern, check with your GP before adding protein powder to your diet.",
  },
];

export function getRecipe(slug: string): Recipe | undefined {
  return recipes.find((recipe) => recipe.slug === slug);
}
