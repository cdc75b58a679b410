/** The search page's words: its heading, and what it says when there is nothing to show yet. */
export const searchPage = {
  title: "Search",
  description:
    "Search everything on Menopause & Me: my posts, each part of the guides, the recipes, my weekly routine, the symptom diary and the about page.",
  heading: "Search the site",
  standfirst:
    "Type a symptom, a question or an ingredient. I'll look through my posts, every part of the guides, the recipes, my routine and the symptom diary.",
  empty: {
    heading: "Not sure where to start?",
    text: "These are the things readers most often come looking for. Or browse every symptom I write about in the A–Z.",
  },
  noResults: {
    heading: "I couldn't find that",
    text: "I haven't written about that, or I call it something else. Try a shorter word or a different name for it, pick one of the topics below, or look through the symptoms A–Z.",
  },
  cut: "Your search was long, so I've used its first 100 characters.",
  postsUnavailable:
    "The blog isn't answering at the moment, so this search covers the guides, recipes and pages but not every post. Please try again in a few minutes.",
  suggestions: [
    "hot flushes",
    "night sweats",
    "sleep",
    "brain fog",
    "anxiety",
    "HRT",
    "joint pain",
    "palpitations",
    "vaginal dryness",
    "protein",
    "strength training",
    "talking to your GP",
  ],
  azLabel: "Menopause symptoms A–Z",
} as const;
