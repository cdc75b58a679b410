/** Site-wide settings. Every page reads its name, links and defaults from here. */
export const site = {
  name: "Menopause & Me",
  tagline: "Finding my way through the change, one honest page at a time",
  description:
    "A personal, first-person guide to perimenopause and menopause: real symptoms and what helped, sleep, food, stress, beauty, tested recipes and the weekly routine that keeps me steady. Educational only, never medical advice.",
  /** The author, shown on /about. Edit here and nowhere else. */
  author: {
    /**
     * Your name as you'd like readers and search engines to see it, e.g. "Jane Smith". Left
     * empty, the site stays anonymous: the byline says "the author of Menopause & Me" and
     * structured data describes the author as a person whose page is /about, with no name.
     */
    name: "" as string,
    email: "hello@menopauseandme.co.uk",
  },
  /**
   * The footer's community chat and social links. Their addresses are configuration, not
   * content: COMMUNITY_CHAT_URL and SOCIAL_URL (docs/decisions/0018-connect-links.md). Until one
   * is set, its link leads to the section of /about (`aboutSection`) that says why there is none.
   */
  links: {
    community: {
      label: "Join the community chat",
      pendingLabel: "Community chat: why there isn't one",
      aboutSection: "community",
      /** Shown wherever the site invites readers into a WhatsApp group. */
      whatsappNote: "A WhatsApp group: members can see each other's phone numbers",
    },
    social: {
      /** "Follow on Instagram" etc. for the networks `app/lib/connect-links.ts` knows. */
      label: "Follow me on social media",
      pendingLabel: "Social media: why I'm not on it",
      aboutSection: "follow",
    },
    feed: { label: "Follow by RSS", href: "/follow" },
  },
  /** Default social-sharing image, served from `public/`. */
  defaultSocialImage: {
    src: "/social/menopause-and-me.png",
    alt: "Menopause & Me: a warm plum and apricot sunrise over rolling hills",
    width: 1200,
    height: 630,
  },
  locale: "en_GB",
  /**
   * The author's own domain. Absolute links to it in post bodies are treated as links inside
   * the site. Canonical URLs come from SITE_URL, not from here.
   */
  productionOrigin: "https://menopauseandme.co.uk",
} as const;

export type Site = typeof site;
