import { ageInWords, authorStory, currentAge, decadeOf, seasonInWords } from "./author-story";
import type { IsoDate, PageHero, PageSeo, ProseSection } from "./types";

/** Copy for the author page (/about). The author's name and email live in `./site`. */
export interface AboutPage {
  seo: PageSeo;
  /** The author page has the logo rather than an illustration. */
  hero: Omit<PageHero, "image">;
  /** One line about the author under the heading (here, not in `site`, so her story's ages stay
   * out of the JavaScript every other page loads). */
  authorSummary: string;
  lastReviewed: IsoDate;
  sections: ProseSection[];
  /** What the community chat is for; the route adds whether it is open yet. */
  community: {
    heading: string;
    paragraphs: string[];
    /** While COMMUNITY_CHAT_URL is unset. */
    notOpenYet: string;
    /** Once it is set, above the link to join. */
    open: string;
  };
  /** How to hear about new posts: the feed, email and, once configured, a social profile. */
  following: {
    heading: string;
    paragraphs: string[];
    feedLabel: string;
    /** While SOCIAL_URL is unset. */
    noSocialYet: string;
  };
  contact: {
    heading: string;
    paragraphs: string[];
    emailLabel: string;
  };
}

export const aboutPage: AboutPage = {
  seo: {
    title: "About Me and This Site",
    description:
      "Who writes Menopause & Me, why I started it, how every page is made from lived experience and checked against NHS and NICE sources, and how to get in touch.",
    keywords: ["about menopause and me", "menopause blog author", "menopause sources"],
  },
  hero: {
    eyebrow: "About",
    title: "About Me and This Site",
    standfirst:
      "One woman, a lot of notebooks and a stubborn belief that nobody should have to work out the menopause on her own.",
  },
  authorSummary: `A working woman in her ${decadeOf(currentAge)} in England, writing about what menopause was really like`,
  lastReviewed: "2026-11-27",
  sections: [
    {
      id: "who-i-am",
      heading: "Who Writes This Site",
      paragraphs: [
        `I'm a working woman in my ${decadeOf(currentAge)}, living in England, with a full-time job, a family who have seen me at my hottest and crossest, and a gym bag that lives by the front door. I'm not a doctor, a nurse, a nutritionist or a personal trainer. I'm someone who went through perimenopause and menopause while trying to carry on with an ordinary, busy life, and who wrote down what happened.`,
        "For about two years I didn't know what was going on. I had broken sleep, periods that no longer kept to any timetable, a short fuse, a memory that had started to feel like a sieve and, eventually, night sweats, and I blamed work, age and myself in roughly equal measure. When I finally understood that this was perimenopause, I went looking for an account from a woman who had been through it and could tell me plainly what had helped. I found plenty of clinical information and plenty of products, but not much in between.",
      ],
    },
    {
      id: "why-i-started",
      heading: "Why I Started It",
      paragraphs: [
        "The notes came first. From forty-five I kept a [diary](/symptom-diary) every evening and took it to my GP, then started adding what I was trying: moving my last meal earlier, giving up alcohol, lifting weights, changing my skincare. Friends began asking for copies, then friends of friends, and at some point it was clear the notes wanted to be somewhere easier to share.",
        `This site is those notes, tidied up and filled out. I write for the woman I was at ${ageInWords(authorStory.ages.firstSigns)}: capable, busy, slightly frightened and very short of straight answers. If a page here saves you a few months of guesswork, or gives you the words to start a conversation with your GP, it has done its job.`,
      ],
    },
    {
      id: "how-pages-are-made",
      heading: "How the Pages Are Made",
      paragraphs: [
        `Everything here starts with my own experience. When I say something helped, it helped me; when something made no difference, I say that too. I write in my own words, test every recipe in my own kitchen and follow the routine I describe, including the 5:30 am alarm. The habits came first, but since ${seasonInWords(authorStory.startedHrt)} I've also been on HRT, so where a page says how I feel now, that's the two together; I've written about [why I decided to try HRT](${authorStory.hrt.post}).`,
        "Lived experience isn't enough on its own, though, so I check what I write against reliable public sources before it goes up: the NHS, the NICE menopause guideline that GPs in England work from, the British Menopause Society and its patient arm, Women's Health Concern, and the British Association of Dermatologists for anything about skin. Each long guide ends with a list of the pages it leans on, and where a sentence rests on one of them, it links to it there and then. If I can't point to a source for a figure, I don't present it as fact.",
        "Each guide also shows the date I last read it through and checked it against those sources. When something changes, in the guidance or in my own understanding, I update the page and the date with it. I'm not paid to mention anything, and there are no adverts or affiliate links on the site.",
      ],
    },
    {
      id: "not-medical-advice",
      heading: "What This Site Isn't",
      paragraphs: [
        "It isn't medical advice, and it can't be. I don't know your history, your medication or what else might be causing your symptoms, and many menopause symptoms can have other causes that deserve a proper look. Please use what you read here as a starting point for a conversation with your GP, practice nurse or pharmacist, never as a substitute for one.",
        "If you're worried about something urgent, don't wait for a reply from me: call NHS 111, or 999 in an emergency. If you're struggling to cope or having thoughts of harming yourself, you can ring [Samaritans](https://www.samaritans.org/) free on 116 123 at any time, day or night.",
      ],
    },
  ],
  community: {
    heading: "The Community Chat",
    paragraphs: [
      "What helped me most, after my GP, was talking to other women who were going through the same thing. If I ever start a chat, it will be a small, friendly group where readers can swap what's working, ask the questions that feel too small for a doctor's appointment and keep each other company on the harder days, looked after by me, with no selling, no diagnosing and no judgement.",
    ],
    notOpenYet:
      "There isn't one, and for now that's a choice: a group needs looking after properly, and I'd rather answer your emails well than open a room and leave it empty. If that changes, the link at the foot of every page will say so. The best way to talk to me is by email, and I'm always glad to hear from you.",
    open: "It's open, and you'd be very welcome. Read the note beside the link before you join, so you know what other members will be able to see.",
  },
  following: {
    heading: "Following Along",
    paragraphs: [
      "I don't post to a schedule, so the easiest way to catch new posts is the blog's RSS feed: paste its address into a feed reader and each new post will arrive there, with no account and nothing sent to me. If you'd rather not use a feed reader, just drop me an email now and again; I'm happy to tell you what I'm working on.",
    ],
    feedLabel: "Follow by RSS",
    noSocialYet:
      "The site isn't on social media: RSS and email are the ways to follow it. If that changes, the link at the foot of every page will point there.",
  },
  contact: {
    heading: "Getting in Touch",
    paragraphs: [
      "I'd love to hear from you, whether it's to say something helped, to tell me about something that helped you, or to point out a mistake. Corrections are especially welcome: if a link has stopped working or something on a page no longer matches the guidance, please let me know and I'll put it right.",
      "I read every message, although I can't always reply quickly, and I can't give individual medical advice. If you're wondering about the community chat, the section above says where it stands.",
    ],
    emailLabel: "Email me",
  },
};
