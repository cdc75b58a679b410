/** Site-wide settings. Every page reads its name, links and defaults from here. */
export const site = {
  name: "Menopause & Me",
  tagline: "Finding my way through the change, one honest page at a time",
  description:
    "A personal, first-person guide to perimenopause and menopause: real symptoms and what helped, sleep, food, stress, beauty, tested recipes and the weekly routine that keeps me steady. Educational only, never medical advice.",
  author: {
    /** Deliberately generic: the site speaks in one first-person voice. */
    name: "The author of Menopause & Me",
    email: "hello@menopauseandme.co.uk",
  },
  links: {
    community: {
      label: "Join the community chat",
      href: "https://chat.whatsapp.com/menopause-and-me",
    },
    social: {
      label: "Follow on Instagram",
      href: "https://www.instagram.com/menopauseandme",
    },
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
