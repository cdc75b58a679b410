import { currentAge, decadeOf } from "./author-story";

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
     * empty, the site stays anonymous: /about says "the author" and structured data names the
     * generic person below.
     */
    name: "" as string,
    /** Who structured data names while `name` is empty. */
    genericName: "The author of Menopause & Me",
    /** One line under the heading on /about. */
    summary: `A working woman in her ${decadeOf(currentAge)} in England, writing about what menopause was really like`,
    email: "hello@menopauseandme.co.uk",
  },
  /**
   * PLACEHOLDERS for the site owner: replace both addresses with your own community chat and
   * social profile before launch. Footer links to them open in a new tab.
   */
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
