import { recipesIndexEntry } from "./page-names";
import type { PageHero, PageSeo } from "./types";

/**
 * The recipes page's own text and its four groups: what `/recipes` renders itself. The recipes
 * are in `recipes.ts`, which a page reads through its loader, so no page's JavaScript carries
 * them all.
 */
export type RecipeGroup = "breakfast" | "lunch" | "dinner" | "snack";

export interface RecipeGroupInfo {
  id: RecipeGroup;
  heading: string;
  intro: string;
}

export interface RecipesPage {
  seo: PageSeo;
  hero: PageHero;
  intro: string[];
  comingSoon: { heading: string; body: string };
}

export const recipeGroups: RecipeGroupInfo[] = [
  {
    id: "breakfast",
    heading: "My Breakfasts",
    intro:
      "I eat breakfast at about 6:30 am, and it always has protein in it. These three carry me through to lunch without a mid-morning slump.",
  },
  {
    id: "lunch",
    heading: "My Lunches",
    intro:
      "Lunch has to survive a working day, so these either pack well or come together in minutes.",
  },
  {
    id: "dinner",
    heading: "My Dinners",
    intro:
      "My last meal is early, around 4:30–5:00 pm, so dinner is simple, filling and built around a good piece of protein.",
  },
  {
    id: "snack",
    heading: "My Snacks/Protein Shakes",
    intro:
      "Something to bridge the gap between meals, or to top up protein after a workout, without reaching for the biscuit tin.",
  },
];

export const recipesPage: RecipesPage = {
  seo: {
    title: "Recipes",
    description:
      "Twelve simple, protein-rich recipes I cook on repeat through menopause: breakfasts, lunches, dinners, snacks and a protein shake, each tested in my own kitchen.",
    keywords: [
      "menopause recipes",
      "high protein recipes",
      "perimenopause diet",
      "healthy breakfast ideas",
      "easy dinners",
      "protein shake",
    ],
  },
  hero: {
    eyebrow: "Tested in my kitchen",
    title: recipesIndexEntry.title,
    standfirst:
      "Simple, filling food with protein at every meal: the twelve recipes I cook week in, week out.",
    image: {
      src: "/images/recipes/hero.svg",
      alt: "An overhead spread of colourful dishes on a cream table: an omelette, a bowl of berries, a salmon salad and a glass of pink protein shake",
      width: 1200,
      height: 675,
    },
  },
  intro: [
    "When perimenopause arrived, the way I had always eaten stopped working for me. I was hungry an hour after breakfast, my energy crashed every afternoon and my weight swung by about 5 kilos between one winter and the next crash diet. Rather than following another diet, I went back to basics and started building every meal around a decent portion of protein, plenty of vegetables and fruit, and healthy fats. You can read more about that in [my approach to food](/food).",
    "These are the recipes that came out of it. None of them is fancy and most take less than half an hour, because I cook around a full-time job and an early bedtime. Every one **serves one** and uses British measures, so you can scale it up for a family or a batch of lunches.",
    "I eat three meals a day with a snack or a shake in between, and I have my last meal at around 4:30–5:00 pm so there are a few hours between eating and bed. That rhythm is part of [my weekly routine](/weekly-routine). It's what works for me rather than a prescription, so if you have a medical condition or specific dietary needs, have a chat with your GP or a registered dietitian before making big changes.",
  ],
  comingSoon: {
    heading: "More Recipes Coming Soon",
    body: "I'm testing new dishes all the time, from batch-cook soups to high-protein bakes, and I'll add them here once they've earned a place in my weekly rotation. In the meantime, my [blog](/blog) has more on what I eat and why.",
  },
};
