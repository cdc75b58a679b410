import type { CitationKey } from "./citations";
import type { FaqBlock, PageSeo } from "./types";

/** Copy for the home page (/). The route lays these blocks out in this order. */

export interface HomeStatistic {
  /** The headline figure, shown large. */
  value: "91%";
  text: string;
  /** What the research behind the figure found, claiming no more than the studies do. */
  evidence: {
    heading: string;
    /** One string per paragraph; inline marks allowed. */
    paragraphs: string[];
    /** The catalogue's names for the studies, resolved by the page's loader. */
    sources: CitationKey[];
  };
}

export interface HomeHero {
  eyebrow: string;
  headline: string;
  /** The author's story, one string per paragraph; inline marks allowed. */
  story: string[];
  statistic: HomeStatistic;
}

export interface DiscoverItem {
  title: string;
  description: string;
}

export interface HomeAbout {
  heading: "About My Journey";
  paragraphs: string[];
  discoverHeading: "Inside, you'll discover";
  discover: DiscoverItem[];
  /** Link text for the author page, /about. */
  aboutLinkLabel: string;
}

export interface HomeBlogTeaser {
  heading: "My Blogs";
  intro: string;
  linkLabel: string;
}

export interface TopicLink {
  href: string;
  title: string;
  description: string;
}

export interface HomeTopics {
  heading: "Essential Menopause Topics";
  intro: string;
  links: TopicLink[];
}

/** The Q&A block: an FAQ with an introduction. */
export interface HomeQa extends FaqBlock {
  intro: string;
}

export interface HomePage {
  seo: PageSeo;
  hero: HomeHero;
  about: HomeAbout;
  blogTeaser: HomeBlogTeaser;
  topics: HomeTopics;
  qa: HomeQa;
}

export const homePage: HomePage = {
  seo: {
    title: "Finding Your Way Through Menopause",
    description:
      "One woman's honest guide to perimenopause and menopause: real symptoms and what helped, better sleep, food, stress, beauty, tested recipes and routines.",
    keywords: [
      "menopause",
      "perimenopause",
      "menopause symptoms",
      "menopause blog",
      "menopause sleep",
      "menopause diet",
      "menopause recipes",
      "midlife wellbeing",
    ],
  },

  hero: {
    eyebrow: "A personal guide to perimenopause and menopause",
    headline: "Finding Your Way Through Menopause",
    story: [
      "I didn't recognise perimenopause when it arrived. I thought I was simply tired, overworked and a bit short-tempered. Then came the 3 am wake-ups drenched in sweat, the word I couldn't find halfway through a meeting, and jeans that fitted on Monday and pinched by Friday. I blamed stress, then myself.",
      "When I finally sat down with my GP and said it out loud, the relief was enormous. I wasn't falling apart; my body was changing, and there was plenty I could do about it. What I couldn't find was one plain account from a woman who had been through it, so I went on with the notes I'd kept every evening since I was forty-five, adding what I tried, what worked and what didn't. This site is those notes, tidied up. It won't replace your doctor, but I hope it saves you some of the guesswork.",
    ],
    statistic: {
      value: "91%",
      text: "of women do not feel they have enough information about the menopause. I was one of them.",
      evidence: {
        heading: "What the research found",
        paragraphs: [
          "91% of women do not feel they have enough information about the menopause. The closest measures I know of come from two online surveys of women over 40 by Joyce Harper's team at UCL.",
          "Of 947 perimenopausal women, more than 90% had never been taught about the menopause at school, and more than 60% said they felt not informed about it at all. Of 829 postmenopausal women, 94.1% had never been taught about it, and 49% felt not informed at all. In both surveys, most women had gone looking for information only once their symptoms began.",
          "Both surveys heard from women who chose to answer online, so neither speaks for every woman. But they describe my own experience exactly: I met the menopause knowing almost nothing about it.",
        ],
        // Keys, not the sources themselves: the page's loader looks them up, so the catalogue
        // stays out of the home page's JavaScript.
        sources: ["harper2022MenopauseSurvey", "aljumah2023PostmenopausalSurvey"],
      },
    },
  },

  about: {
    heading: "About My Journey",
    paragraphs: [
      "I'm a working woman with a full diary, a family and very little patience for advice that only works in a spa. My changes crept in over several years: broken sleep, hot flushes, anxiety I'd never had before, and weight that swung by around five kilos, up each winter and down after each crash diet.",
      "Things improved when I stopped waiting to feel better and started building habits I could keep: three proper meals a day, strength training, an early night and a much kinder inner voice. Since the summer of 2025 I've also been on HRT, and I've written about [why I decided to try it](/blog/why-i-decided-to-try-hrt) so you can weigh my story knowing that. Everything here has been tried in my own kitchen, bedroom and gym, and I'll tell you plainly when something made no difference, like [the things that did nothing for my sleep](/sleep#what-made-no-difference).",
    ],
    discoverHeading: "Inside, you'll discover",
    discover: [
      {
        title: "Real-life experiences",
        description:
          "The symptoms I've lived with, from night sweats to brain fog, and the solutions that genuinely helped me.",
      },
      {
        title: "Practical tips",
        description:
          "Small, realistic changes to sleep, food, stress and skincare that fit around work and family life.",
      },
      {
        title: "Honest conversations",
        description:
          "The awkward bits too: mood, confidence, relationships and the days when nothing seems to work.",
      },
      {
        title: "Tested recipes and routines",
        description:
          "Twelve simple recipes I eat week in, week out, plus the daily schedule and exercise plan I follow.",
      },
    ],
    aboutLinkLabel: "More about me and how I write this site",
  },

  blogTeaser: {
    heading: "My Blogs",
    intro:
      "Shorter, more personal pieces: what's on my mind this month, what I've just tried, and what I'd tell a friend over a cup of tea.",
    linkLabel: "Read all my posts",
  },

  topics: {
    heading: "Essential Menopause Topics",
    intro:
      "The longer guides are where I've gathered everything I know on each subject. Start with whichever one is keeping you up at night.",
    links: [
      {
        href: "/symptoms",
        title: "Symptoms",
        description:
          "The eight symptoms of my perimenopause and the changes that came later: what each felt like and what eased it.",
      },
      {
        href: "/sleep",
        title: "Sleep",
        description:
          "How I went from waking at 3 am to sleeping through most nights, step by step.",
      },
      {
        href: "/food",
        title: "Food",
        description:
          "My balanced plate: what I eat every day, what I've given up, and why protein matters.",
      },
      {
        href: "/stress",
        title: "Stress",
        description: "Coping with anxiety and overwhelm, and finding my inner strength again.",
      },
      {
        href: "/beauty",
        title: "Beauty",
        description: "Caring for changing skin and hair, and the simple regimen I've settled on.",
      },
      {
        href: "/treatments",
        title: "Treatments",
        description:
          "HRT, vaginal oestrogen, non-hormonal tablets, herbal remedies and talking therapy: what each is, and what I chose.",
      },
      {
        href: "/recipes",
        title: "Recipes",
        description:
          "Quick breakfasts, lunches, dinners and snacks, each one made for one and ready in minutes.",
      },
      {
        href: "/weekly-routine",
        title: "My Weekly Routine",
        description:
          "My daily schedule from a 5:30 am start, and the week of spin, strength and rest I follow.",
      },
    ],
  },

  qa: {
    title: "Your Questions, Answered",
    intro: "A few things readers often ask me about the site and how I approach it.",
    items: [
      {
        question: "Who is this site for?",
        answer: [
          "Any woman who suspects perimenopause has started, knows it has, or is well into menopause and still looking for answers. You don't need a diagnosis to read on. If you're supporting a partner, mother or friend, you're very welcome too.",
        ],
      },
      {
        question: "Is this medical advice?",
        answer: [
          "No. I'm not a doctor, and everything here is my own experience, shared for information only. Please talk to your GP or pharmacist about your symptoms, especially anything new, heavy or worrying, and before you change any medication.",
          "The [NHS menopause pages](https://www.nhs.uk/conditions/menopause/) are a reliable place to read about symptoms and treatments, including HRT.",
        ],
      },
      {
        question: "Where should I start?",
        answer: [
          "If you're not sure what's happening, begin with [Symptoms](/symptoms). If sleep is the problem, go straight to [Sleep](/sleep). If you'd rather just change one thing this week, pick a breakfast from [Recipes](/recipes) and build from there.",
        ],
      },
      {
        question: "How often do you post?",
        answer: [
          "Whenever I have something worth saying, rather than to a schedule, so there can be weeks or even months between posts. The topic guides get more of my time: I read each one through again from time to time, check it against its sources and update it when I learn something that changes my mind. Each guide shows when I last did that.",
        ],
      },
      {
        question: "Can I get in touch?",
        answer: [
          "Yes, please do. My email address is at the bottom of every page and on my [about page](/about), which also explains why there's no community chat or social media account, and how to follow the blog instead. I read everything, although I can't give individual medical advice.",
        ],
      },
    ],
  },
};
