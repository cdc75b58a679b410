import type { PageSeo, ProseSection } from "./types";

/**
 * Copy for /follow, the page the "Follow by RSS" links open, and for the view of the feed itself
 * that browsers able to run its stylesheet show (`/feed.xsl`). Both explain the same thing, so
 * their words live together (docs/decisions/0032-a-feed-people-can-read.md).
 */
export interface FollowPage {
  seo: PageSeo;
  hero: { eyebrow: string; title: string; standfirst: string };
  whatItIs: ProseSection;
  howTo: { id: string; heading: string; steps: string[] };
  address: {
    label: string;
    /** Under the box: how to copy it by hand, which works with or without the button. */
    hint: string;
    copy: string;
    copied: string;
    /** When the browser refuses to copy: the address is selected instead. */
    copyFailed: string;
  };
  readers: { id: string; heading: string; intro: string; list: string[] };
  otherwise: ProseSection & { emailLabel: string };
  latest: { heading: string; allPosts: string; unavailable: string; none: string };
  /** The feed's own page, drawn by `/feed.xsl` from the feed in the reader's browser. */
  feedView: {
    eyebrow: string;
    title: string;
    paragraphs: string[];
    moreLink: string;
    backLink: string;
  };
}

export const followPage: FollowPage = {
  seo: {
    title: "Follow My Blog in a Feed Reader",
    description:
      "How to hear about my new posts without signing up to anything: what a feed reader is, how to add my blog to one, a few free ones, and my latest posts.",
  },
  hero: {
    eyebrow: "Follow along",
    title: "Follow My Blog in a Feed Reader",
    standfirst:
      "I don't post to a schedule. If you'd like to know when something new goes up, without signing up to anything or handing over your email address, a feed reader is the gentlest way I know.",
  },
  whatItIs: {
    id: "what-a-feed-reader-is",
    heading: "What a Feed Reader Is",
    paragraphs: [
      "Most blogs publish a feed: a small, plain list of their newest posts, kept at a fixed address and updated whenever something new goes up. RSS is the name of the format, and it's what the little orange symbol you may have seen on websites has always pointed to. A feed is written for an app to read, not a person, which is why opening it in a browser can show you a page of code.",
      "A feed reader is the app that reads it for you. You give it the addresses of the blogs and news sites you care about, and every so often it checks them and gathers anything new into one list, newest first. It's a bit like an inbox that only ever holds the things you asked for: nothing chosen for you by an algorithm, nothing pushed up the list because someone paid, and nothing missed because you didn't look for a week.",
      "Following my blog this way tells me nothing about you. I don't get your name or your email address, there's no account to make on this site, and you can stop at any time by removing the blog from your reader. My feed carries each post's title and a short summary; one tap takes you to the whole post here.",
    ],
  },
  howTo: {
    id: "how-to-follow",
    heading: "How to Follow My Blog",
    steps: [
      "Install a feed reader on your phone or computer, or open one in your web browser. There are a few free ones further down this page.",
      "Copy my blog's feed address from the box at the top of this page.",
      "In your reader, look for a button called Add, Follow or Subscribe, or a plus sign, and paste the address in. Many readers will also find the feed if you give them this website's address instead.",
      "That's all. Each new post will arrive in your reader from now on.",
    ],
  },
  address: {
    label: "My blog's feed address",
    hint: "Click the address, or press and hold it on a phone, and all of it is selected, ready to copy.",
    copy: "Copy the address",
    copied: "Copied. Now paste it into your feed reader.",
    copyFailed:
      "Your browser wouldn't copy it, so I've selected the address: choose Copy to copy it.",
  },
  readers: {
    id: "free-feed-readers",
    heading: "A Few Free Feed Readers",
    intro:
      "There are many to choose from. These three are well known, cost nothing and show no adverts. I have no connection to any of them and nobody pays me to mention them; search for the name in your phone's app store or on the web.",
    list: [
      "**NetNewsWire**, for iPhone, iPad and Mac.",
      "**Feeder**, for Android phones and tablets, from Google Play or F-Droid.",
      "**Thunderbird**, the free email program for Windows, Mac and Linux, which can follow feeds beside your email.",
    ],
  },
  otherwise: {
    id: "otherwise",
    heading: "If an App Isn't for You",
    paragraphs: [
      "That's fine too. [The blog](/blog) is always here with the newest post first, and you're very welcome to email me now and again to ask what I'm working on. I'm always glad to hear from you.",
    ],
    emailLabel: "Email me",
  },
  latest: {
    heading: "My Latest Posts",
    allPosts: "See all my posts",
    unavailable:
      "My latest posts can't be listed just now. Please try again in a few minutes, or go straight to the blog.",
    none: "There are no posts yet. When the first one goes up, it will be listed here and in the feed.",
  },
  feedView: {
    eyebrow: "My blog's feed",
    title: "This Is My Blog's Feed",
    paragraphs: [
      "You've opened the feed: a plain list of my newest posts, made for feed reader apps rather than for reading here. Copy its address into a feed reader and each new post will come to you, with nothing to sign up for and no email address to give.",
    ],
    moreLink: "How to use a feed reader",
    backLink: "Back to the blog",
  },
};
