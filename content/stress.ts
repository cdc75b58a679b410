import { topicPages } from "./page-names";
import { relatedLink } from "./related";
import { ageInWords, authorStory, seasonInWords } from "./author-story";
import type { ProseSection, TopicArticle } from "./types";

/** One everyday practice in the "Finding Your Inner Strength" section. */
export interface InnerStrengthPractice {
  title: string;
  description: string;
}

export interface StressPage extends TopicArticle {
  intro: string[];
  /** The personal-story section, laid out after the intro. */
  story: ProseSection;
  innerStrength: {
    heading: "Finding Your Inner Strength";
    intro: string;
    practices: InnerStrengthPractice[];
  };
  /** Further prose, laid out after "Finding Your Inner Strength". */
  sections: ProseSection[];
}

export const stressPage: StressPage = {
  seo: {
    title: topicPages["/stress"].title,
    description:
      "How perimenopause brought anxiety, rage and 3 am worrying into my life, and the simple daily practices that helped me feel calm and capable again.",
    keywords: [
      "menopause stress",
      "perimenopause anxiety",
      "menopause mood",
      "breathing for anxiety",
      "menopause and work",
    ],
  },
  hero: {
    eyebrow: "Stress & Mood",
    title: topicPages["/stress"].title,
    standfirst:
      "How perimenopause turned a calm, capable woman into someone I barely recognised, and the small daily practices that helped me find my footing again.",
    image: {
      src: "/images/topics/stress.svg",
      alt: "A woman sitting peacefully on a hilltop at sunrise, breathing slowly, with a path winding away through soft green hills below",
      width: 1200,
      height: 675,
    },
  },
  lastReviewed: "2026-11-27",
  intro: [
    `Nobody warned me that menopause could feel like a personality transplant. I had always been the calm one at work, the friend people rang in a crisis. In the year I turned ${ageInWords(authorStory.ages.firstSigns)} that woman began to disappear, and in her place was someone who snapped at her family, cried at adverts and lay awake at 3 am replaying every mistake she had ever made.`,
    "Stress and menopause feed each other. Fluctuating hormones affect mood and how well we handle pressure, broken sleep lowers our tolerance further, and this stage of life often arrives alongside teenagers, ageing parents and the busiest years of a career. It isn't weakness, and it isn't all in your head.",
    "This page is the story of how stress took over, and the everyday practices that helped me take back control. If your mood is low most days or you're struggling to cope, please speak to your GP.",
  ],
  story: {
    id: "my-story",
    heading: "My Story: When Stress Took Over",
    paragraphs: [
      `The worst moment came in a meeting, the autumn I was ${ageInWords(authorStory.ages.firstHotFlush)}. I'd given hundreds of presentations, but one Tuesday morning my face burned, sweat prickled down my back and the words I'd prepared simply vanished. I stumbled on to the end somehow, with no idea afterwards what I'd said, then went to the ladies' and stood there shaking, convinced something was seriously wrong. It was my first proper hot flush at work, though I didn't know it then, and two more caught me out that month.`,
      "At home I wasn't much better. Small things, a wet towel on the bathroom floor or a slow reply to a message, tipped me into an anger I didn't recognise, followed by guilt that lasted all evening. I was waking at 3 am most nights with my mind racing, then dragging myself through the next day on morning coffee and willpower. I thought I was burning out, or worse, losing my grip.",
      "It was a friend a few years ahead of me who asked the question nobody else had: had I thought it might be my hormones? I booked a second GP appointment, this time taking the diary I'd been keeping, which made the conversation far easier. Hearing that low mood, irritability and poor concentration are common in perimenopause didn't fix anything overnight, but it took away the fear that I was failing.",
      `Treatment is a conversation for you and your GP, and mine helped, then and again at ${ageInWords(authorStory.ages.anxietyBegan)}, when real anxiety arrived for the first time and she referred me for talking therapy. But the bigger shift came from the habits I built around it, because no tablet or patch was going to rearrange my diary, set boundaries at work or get me outside in the fresh air. Those habits are below. Since ${seasonInWords(authorStory.startedHrt)} I've also been on HRT, which has settled my sleep and cleared my head, and I've written about [why I decided to try it](${authorStory.hrt.post}); the habits came years before it, and I keep every one.`,
    ],
  },
  innerStrength: {
    heading: "Finding Your Inner Strength",
    intro:
      "What got me through wasn't gritted teeth. It was a handful of small practices that calm my body first, so my mind can follow. None of them needs special equipment and most take less than ten minutes. I didn't start them all at once: I added one, let it stick, then added the next.",
    practices: [
      {
        title: "Breathe Before You React",
        description:
          "When I feel the surge of heat and panic, I breathe in through my nose for a count of four and out slowly through my mouth for a count of six, five or six times over. Making the out-breath longer than the in-breath is a simple signal to the body that it's safe to stand down. I do it in meetings, in traffic and in the supermarket queue, and nobody notices.",
      },
      {
        title: "Move Every Day",
        description:
          "Exercise is where the day's tension goes. Strength training leaves me feeling capable, a spin class burns off a bad day, and on rest days I walk. Twenty minutes outside at lunchtime changes my afternoon.",
      },
      {
        title: "Empty Your Head Onto Paper",
        description:
          "My diary lives by the bed. When I wake at 3 am with a list of worries, I write every one of them on its back page and tell myself they'll still be there in the morning. Most look far smaller in daylight. In the evening I also note three things that went well, which felt twee at first and has since changed what I notice in a day.",
      },
      {
        title: "Guard Your Evenings",
        description:
          "From 8 pm my phone charges in the kitchen, work email is off and the lights go down. A lukewarm shower, a book and bed by 9:30–10:00 pm. When the wind-down slips, so does my sleep, and everything else with it. My [sleep page](/sleep) goes into the detail.",
      },
      {
        title: "Learn to Say No",
        description:
          "I used to say yes to everything and resent half of it. Now I pause before agreeing to anything and ask whether it matters to me or only to someone else's diary. Saying no kindly and clearly has given me back hours every week, and nobody has minded as much as I feared.",
      },
      {
        title: "Talk to Someone",
        description:
          "Two friends going through the same stage and I message most days, often just to laugh. Telling my manager what was happening led to small changes, a desk fan and some flexibility over early meetings after a bad night, that made work manageable again.",
      },
    ],
  },
  sections: [
    {
      id: "why-stress-feels-different",
      heading: "Why Stress Feels Different Now",
      paragraphs: [
        "As I understand it, the hormones that run our periods do far more than that: they play a part in mood, too, which is why anxiety, low mood and irritability are on the NHS list of [menopause symptoms](https://www.nhs.uk/conditions/menopause/symptoms/). When they rise and fall unpredictably in perimenopause, the emotional cushion many of us relied on can wear thin. Add night sweats that break up sleep, and everything feels harder to carry the next day. That was certainly how it felt to me.",
        "Knowing that, I stopped blaming myself. I stopped reading every wobble as proof that I couldn't cope and started treating my nervous system as something that needed looking after: rest, food at regular times, movement and fewer demands wherever I could manage it. Regular eating mattered more than I expected. Long gaps followed by something sugary left me shaky and short-tempered, which is part of why I keep to [three meals a day](/food).",
      ],
    },
    {
      id: "when-to-ask-for-help",
      heading: "When to Ask for More Help",
      paragraphs: [
        "Everyday stress is one thing; feeling low, hopeless or anxious most of the time for more than a couple of weeks is another. If that's you, please book an appointment with your GP. Depending on your situation, the options may include hormone treatment, talking therapies such as cognitive behavioural therapy (CBT) and other support; my [treatments page](/treatments#cbt) says what each is. In England you can also refer yourself to NHS Talking Therapies without seeing a GP first, and the [NHS mental health pages](https://www.nhs.uk/mental-health/) explain what's available.",
        "If you ever feel unable to keep yourself safe, call 999 or go to A&E, or ring [Samaritans](https://www.samaritans.org/) free on 116 123 at any time of the day or night. I asked for help at forty-nine, and I'm glad I did.",
      ],
    },
  ],
  sources: {
    intro:
      "This page is mostly my own story, but where I say something is common, or tell you where to get help, it rests on the pages below. The NHS mental health pages and Samaritans are the ones to keep handy on a bad day.",
    items: ["nhsMenopauseSymptoms", "nhsMentalHealth", "niceNg23", "whcFactsheets", "samaritans"],
  },
  related: {
    title: "Related Topics",
    links: [
      relatedLink(
        "/symptoms",
        "The eight symptoms of my perimenopause and the later changes, from anxiety to brain fog, and what helped with each.",
      ),
      relatedLink(
        "/sleep",
        "The three-phase approach that took me from 3 am waking to sleeping through most nights.",
      ),
      relatedLink(
        "/weekly-routine",
        "The daily schedule and exercise plan that give my week a calm, predictable rhythm.",
      ),
    ],
  },
  faq: {
    title: "Frequently Asked Questions",
    items: [
      {
        question: "Can menopause really cause anxiety and panic?",
        answer: [
          "Yes. Anxiety, irritability, low mood and episodes of panic are common in perimenopause and menopause, and for some women they appear before any obvious change in their periods. The [NHS menopause symptoms page](https://www.nhs.uk/conditions/menopause/symptoms/) lists them alongside the physical changes.",
          "It's still worth seeing your GP, both to talk about options and to rule out other causes, such as thyroid problems, that can produce similar feelings.",
        ],
      },
      {
        question: "How quickly does slow breathing help?",
        answer: [
          "For me, within a minute or two. It doesn't remove the cause of the stress, but it interrupts the spiral long enough for me to think clearly and choose what to do next.",
          "Practise when you're calm, for a minute a day, so the habit is already there when you need it. Trying to learn it in the middle of a panic is much harder.",
        ],
      },
      {
        question: "Should I tell my manager I'm going through menopause?",
        answer: [
          "That's entirely your choice. I found it a relief once I did, and many UK employers now have menopause policies and expect these conversations.",
          "I kept it short and practical: what was happening, how it affected my work and two or three specific things that would help. Asking for something concrete, such as a fan or a later start after a bad night, made it easy for my manager to say yes.",
        ],
      },
      {
        question: "Will HRT fix menopause stress?",
        answer: [
          "For some women, hormone replacement therapy eases mood symptoms linked to changing hormones, but it isn't a cure for stress itself and it isn't right for everyone. The benefits and risks depend on your own health and history, so it's a decision to make with your GP.",
          "Whatever you decide about treatment, the everyday practices on this page still matter. They worked alongside the medical side for me, not instead of it.",
        ],
      },
      {
        question: "What if I don't have time for any of this?",
        answer: [
          "Start smaller than feels worthwhile: one minute of slow breathing before you open your laptop, or a five-minute walk after lunch. Tiny habits are the ones that survive a busy week.",
          "When I'm most stretched is exactly when these practices pay me back, because a calmer head makes me quicker and kinder, and the day goes better for it.",
        ],
      },
    ],
  },
};
