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
    /** Said, with the NHS menopause page, when no name in the query has an NHS page of its own. */
    elsewhere:
      "If it's something I haven't written about, the NHS menopause pages are where I'd look next.",
    /** Said before an NHS page the vocabulary knows for a name, where it has no note of its own. */
    nhsLead: "I haven't written about it, but the NHS has a page on it.",
  },
  /** The heading over what the vocabulary says about a name in the query (search-vocabulary.ts). */
  aboutNames: "About what you searched for",
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
