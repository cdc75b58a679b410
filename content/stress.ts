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
      "How perimenopause brought anxiety, rage and lost confidence, the daily practices that helped, asking for changes at work, and a word for partners and friends.",
    keywords: [
      "menopause stress",
      "perimenopause anxiety",
      "menopause mood",
      "breathing for anxiety",
      "menopause and work",
      "menopause rage",
      "menopause confidence",
      "supporting a partner through menopause",
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
  lastReviewed: "2026-11-28",
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
      `Treatment is a conversation for you and your GP, and mine helped, then and again at ${ageInWords(authorStory.ages.anxietyBegan)}, when real anxiety arrived for the first time and she referred me for [talking therapy](/treatments#cbt). But the bigger shift came from the habits I built around it, because no tablet or patch was going to rearrange my diary, set boundaries at work or get me outside in the fresh air. Those habits are below. Since ${seasonInWords(authorStory.startedHrt)} I've also been on HRT, which has settled my sleep and cleared my head, and I've written about [why I decided to try it](${authorStory.hrt.post}); the habits came years before it, and I keep every one.`,
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
        "As I understand it, the hormones that run our periods do far more than that: they play a part in mood, too, which is why low mood, anxiety, mood swings and low self-esteem are all on the NHS list of [menopause symptoms](https://www.nhs.uk/conditions/menopause/symptoms/). When they rise and fall unpredictably in perimenopause, the emotional cushion many of us relied on can wear thin. Add night sweats that break up sleep, and everything feels harder to carry the next day. That was certainly how it felt to me.",
        "Knowing that, I stopped blaming myself. I stopped reading every wobble as proof that I couldn't cope and started treating my nervous system as something that needed looking after: rest, food at regular times, movement and fewer demands wherever I could manage it. Regular eating mattered more than I expected. Long gaps followed by something sugary left me shaky and short-tempered, which is part of why I keep to [three meals a day](/food).",
      ],
    },
    {
      id: "mood-swings-and-rage",
      heading: "Mood Swings, Irritability and the Rage Nobody Mentions",
      paragraphs: [
        "Low mood and anxiety get talked about. The rage mostly doesn't, and it was the part I was most ashamed of. It wasn't ordinary crossness: it came out of nowhere and out of all proportion, over a wet towel or a slow driver, and it was gone again in minutes, leaving me shaky and embarrassed. Mood swings are on the NHS list of [menopause symptoms](https://www.nhs.uk/conditions/menopause/symptoms/); rage isn't a word it uses, but it's the one the women who write to me use most.",
        "In my diary, the worst days came on the worst nights and, while I still had periods, in the week before one. Seeing that took some of the sting out: it had a pattern, so it wasn't simply who I'd become. What helped was learning to notice the heat rising in my chest a few seconds before the words came, and saying 'I need five minutes' out loud before the cupboard door got slammed. The breathing above works on anger as well as on panic. Food at regular times and my bedtime did the rest, because my fuse was shortest on an empty stomach after a bad night. And because my family knew what was going on, a sharp word could be named and mended instead of left to sit.",
        "If the anger frightens you or anyone at home, or comes with thoughts of harming yourself or someone else, please talk to your GP soon. Mood symptoms can be helped by HRT and by CBT, and my [treatments page](/treatments#cbt) has both.",
      ],
    },
    {
      id: "confidence-and-self-esteem",
      heading: "Confidence and Self-Esteem",
      paragraphs: [
        "Perimenopause took my confidence quietly, a little at a time. I stopped speaking first in meetings in case a word went missing, turned down a presentation I'd once have jumped at, and dodged photographs. Low self-esteem is on the NHS list of symptoms too, which I found oddly comforting: it wasn't a flaw in my character that had turned up in my forties.",
        "It came back the way it went, a little at a time. Lifting did the most, because a notebook of weights that go up week after week is hard to argue with, and my post on [three years of lifting](/blog/three-years-of-lifting) tells what it did for my head. I said yes to one thing a month that scared me a little, and told the two friends who'd tell me the truth how it went. Sleep and food mattered here too: it's hard to feel capable on four hours' sleep and a biscuit.",
        "If low self-esteem has settled into low mood most days, that's a conversation for your GP, not a test of willpower.",
      ],
    },
    {
      id: "menopause-at-work",
      heading: "Menopause at Work: Asking for What Helps",
      paragraphs: [
        "Telling my manager made the biggest difference at work, and my post about [hot flushes at work](/blog/hot-flushes-at-work) tells how that conversation went. What I didn't know then was how much help there is for both sides. [Acas's guidance on menopause at work](https://www.acas.org.uk/menopause-at-work) is written for employers and employees alike: how to talk about it, the changes that can help, such as a fan, a desk near a window, flexible hours or extra breaks, and where the law comes in.",
        "The menopause isn't a protected characteristic of its own under the Equality Act 2010, but treating someone badly because of menopause symptoms can be discrimination because of sex, age or disability, and where symptoms are long-term and severe an employer may have to make reasonable adjustments. [GOV.UK's page on discrimination](https://www.gov.uk/discrimination-your-rights) explains the protected characteristics, and Acas explains how they apply to the menopause. If your workplace has an occupational health service, ask for a referral: an occupational health adviser can recommend adjustments, and their word carries weight.",
        "This is how I asked, and what I'd do again:",
      ],
      list: [
        "I booked half an hour with my manager, not a word in the corridor.",
        "I said in a sentence what was happening, then how it was affecting my work: broken nights, flushes in meetings, words going missing.",
        "I asked for two or three specific things. Mine were a desk fan, the desk by the window that opens, a later start after a bad night and cameras off on some video calls.",
        "I put what we'd agreed in an email afterwards, and we looked at it again a couple of months later.",
        "I read our company's menopause policy, which I'd never opened. Yours may have one too.",
      ],
    },
    {
      id: "for-partners-family-and-friends",
      heading: "For Partners, Family and Friends",
      paragraphs: [
        "If you're reading this because someone you love is going through it, thank you. The [NHS menopause pages](https://www.nhs.uk/conditions/menopause/) are a calm place to start, for you as much as for her. These are the things that helped me most from the people around me.",
      ],
      list: [
        "Believe her, even when it doesn't look like much from outside. For years my symptoms looked like tiredness and a bad mood, to me as well as to everyone else.",
        "Don't diagnose her in the middle of a row. 'Is this your hormones?' only ever made things worse; it helped when I was the one who said it.",
        "Make the practical things easy: a cooler bedroom, the window open a crack, separate duvets if she's the one who overheats. My [night sweats post](/blog/night-sweats-and-the-3am-club) tells why we have two.",
        "Offer to come to a GP appointment. A second pair of ears remembers what was said, and my [symptom diary and checklist](/symptom-diary) suggests bringing someone.",
        "Talk about sex and the changes plainly, and more than once. The [symptoms page](/symptoms#vaginal-bladder-changes) says why it's often not what it looks like.",
        "If you're a friend, ask. Two friends saying 'me too' over coffee turned it from my secret into something we could laugh about.",
        "Look after yourself as well. Living alongside someone's broken sleep and short fuse is tiring, and it passes more easily when you're both talking.",
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
      "Keep two of these handy for a bad day: the NHS mental health pages and Samaritans. The others are what the rest of the page leans on where it says something is common, what the law says at work, or where to get help; the story in between is my own.",
    items: [
      "nhsMenopauseSymptoms",
      "nhsMentalHealth",
      "samaritans",
      "nhsMenopause",
      "niceNg23",
      "whcFactsheets",
      "acasMenopauseAtWork",
      "govukDiscriminationRights",
    ],
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
          "Yes. The [NHS menopause symptoms page](https://www.nhs.uk/conditions/menopause/symptoms/) lists low mood, anxiety, mood swings and low self-esteem alongside the physical changes, and for some women they appear before any obvious change in their periods. Panic isn't a word it uses, but plenty of women, me among them, have had waves of anxiety that felt close to it.",
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
          "For some women, hormone replacement therapy eases mood symptoms linked to changing hormones, but it isn't a cure for stress itself and it isn't right for everyone. The benefits and risks depend on your own health and history, so it's a decision to make with your GP; my [treatments page](/treatments) sets out HRT, CBT and the other options side by side.",
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
