import { topicPages } from "./page-names";
import { relatedLink } from "./related";
import { authorStory, seasonInWords } from "./author-story";
import type { ProseSection, TopicArticle } from "./types";

/** One of the three phases of the author's sleep plan. */
export interface SleepPhase {
  /** Stable id, used as the heading's anchor. */
  id: string;
  number: 1 | 2 | 3;
  name: string;
  /** One sentence shown under the phase name. */
  summary: string;
  paragraphs: string[];
  /** Practical steps, rendered as a list. */
  steps: string[];
}

export interface SleepPage extends TopicArticle {
  intro: string[];
  phases: SleepPhase[];
  closing: ProseSection[];
}

export const sleepPage: SleepPage = {
  seo: {
    title: topicPages["/sleep"].title,
    description:
      "How I got my sleep back in menopause, in three phases: fixed times at both ends of the day, a cool, dark bedroom, and the habits that keep it working.",
    keywords: [
      "menopause sleep",
      "perimenopause insomnia",
      "night sweats sleep",
      "sleep routine",
      "bedroom temperature",
      "wind-down routine",
    ],
  },
  hero: {
    eyebrow: "Sleep",
    title: topicPages["/sleep"].title,
    standfirst:
      "Three phases, built up over a couple of years, that took me from lying awake at silly o'clock to waking before my alarm feeling rested.",
    image: {
      src: "/images/topics/sleep.svg",
      alt: "A calm bedroom window at night with a crescent moon, trailing plants on the sill and a neatly folded duvet",
      width: 1200,
      height: 675,
    },
  },
  lastReviewed: "2026-11-28",
  intro: [
    "Of everything perimenopause took from me, sleep was the loss I felt most. A bad night didn't stay in the night: it followed me into work, sharpened my temper, sent me to the biscuit tin and made every other symptom harder to cope with. When I finally started sleeping properly again, I felt as though someone had turned the lights back on.",
    "There was no single trick. What worked was a gradual rebuild in three phases. First I fixed the rhythm of my day, then I turned my bedroom into somewhere my body actually wanted to rest, and finally I kept at it until the good habits became the ordinary ones. I've set it out below in that order, because I genuinely think the order matters.",
    "If your sleep has been poor for months, it's worth talking to your GP; I say more about that at the end.",
    `One more thing you should know: the routine below came years before any medicine, but since ${seasonInWords(authorStory.startedHrt)} I've also been on HRT, and my nights settled further in its first few weeks. I've written about [why I decided to try HRT](${authorStory.hrt.post}) and what it did and didn't change.`,
  ],
  phases: [
    {
      id: "the-foundation",
      number: 1,
      name: "The Foundation",
      summary: "I anchored my day at both ends, and the good nights followed.",
      paragraphs: [
        "I used to think sleep was something that happened at night. It turns out it's shaped by everything from the moment you get up. My body clock had become muddled, with late dinners, weekend lie-ins and a glass of wine with dinner that I thought 'helped me drop off', and no bedtime ritual could fix that on its own.",
        "So I gave my day fixed edges. I now go to bed between 9:30 and 10:00 pm and wake between 5:30 and 6:00 am, with no more than half an hour's leeway at weekends. The first fortnight was hard, especially the early starts, but within a month I was getting sleepy at the right time without trying.",
        "Food was the surprise. I eat my last meal of the day at around 4:30 to 5:00 pm, which leaves four to five hours before bed. I'd never noticed how much a heavy evening meal had been keeping me warm, restless and up with indigestion. With my stomach settled, I fall asleep faster and I'm noticeably cooler in the night. That long gap suits me, but it isn't right for everyone: if you have diabetes, or take a medicine that has to be taken with food or at set times, please talk to your GP or diabetes team before changing when you eat.",
        "Movement sits in the evening too: I train from 6:30 to 7:30 pm, which leaves a couple of hours for my body to calm down afterwards. Some people find evening exercise too stimulating. For me, it burns off the day's tension and I fall asleep more easily on the evenings I've trained. The deepest night of my week follows a day in the hills, not the gym: it's the Saturday after [my walk](/blog/saturday-walks-in-the-hills).",
      ],
      steps: [
        "I picked a bedtime and a wake time I could keep, with half an hour's leeway at weekends, and gave them a month before judging.",
        "I get out into daylight as early as I can, even if in winter it's only the walk from the car park to the office.",
        "Coffee and tea are for the morning; I have nothing with caffeine after midday.",
        "My last meal is four to five hours before bed, and a balanced one, so hunger doesn't wake me later.",
        "My training finishes two hours before I plan to sleep.",
        "I gave up alcohol: it made me drowsy, then woke me a few hours later, hot and soaked.",
      ],
    },
    {
      id: "the-curated-environment",
      number: 2,
      name: "The Curated Environment",
      summary: "I made my bedroom cool, dark and quiet, and kept it for rest.",
      paragraphs: [
        "Once my times were fixed, I looked hard at my bedroom and realised it was working against me. It was too warm, the streetlight leaked round the curtains, my phone sat on the bedside table lighting up with messages, and a pile of ironing lived on the chair. It was a room for everything except sleep.",
        "Temperature was the biggest fix. I keep the radiator off in the bedroom for most of the year and the window open a crack, and aim for a room that feels slightly cool when I walk in. Instead of one thick duvet, I use a light one with a folded blanket at the foot of the bed, so I can add or remove a layer in the night without fully waking.",
        "I also chose everything that touches my skin with care: cotton sheets, a breathable pillowcase and loose cotton pyjamas. They feel cool on a warm night and dry quickly if I do get hot. Then I made the room dark and quiet, with blackout blinds and a soft pair of earplugs for windy nights.",
        "Finally, I took work and screens out. My phone charges in the kitchen and a simple alarm clock wakes me. A couple of plants on the windowsill, a lamp with a warm bulb and a clear chair make it a room I look forward to going into.",
      ],
      steps: [
        "The bedroom stays cool, around 16 to 18°C, which is what feels right to me, with the window open a crack.",
        "I layer the bedding: a lighter duvet and a blanket I can pull up or push away.",
        "My sheets and nightwear are cotton, which breathes and dries quickly.",
        "Blackout blinds keep the streetlight off my face.",
        "My phone charges in the kitchen, and an ordinary alarm clock wakes me.",
        "A glass of water and my diary sit within reach, and the clutter has gone.",
      ],
    },
    {
      id: "long-term-habits",
      number: 3,
      name: "Long-Term Habits",
      summary: "A wind-down I repeat every night, and patience on the bad nights.",
      paragraphs: [
        "The first two phases got me sleeping better. This phase is what keeps me there. The heart of it is my wind-down, which starts at 8:00 pm, an hour and a half or so before bed. The lights go down, the laptop closes, and I take a lukewarm shower, warm enough to relax me but never so hot that I climb into bed overheated. Then I read something undemanding, do a few slow stretches on the floor and write tomorrow's to-do list, so it doesn't follow me under the duvet.",
        "I've also made peace with the fact that some nights will still be rough, especially around a hot spell or a stressful week. What changed was how I respond. I no longer lie there calculating how many hours I have left. If I'm awake for what feels like twenty minutes, I get up, sit in dim light with a book and go back when I'm drowsy. Treating a bad night as a blip rather than a disaster stopped one bad night from becoming a bad week.",
        "Consistency is the unglamorous secret. I keep the same times on holiday as far as I can, and I don't try to catch up with a long lie-in after a poor night, because that only pushes the next night later. Over time, my body has learned the pattern so well that I usually wake a few minutes before the alarm.",
      ],
      steps: [
        "I start winding down about ninety minutes before bed, with the same few steps each night.",
        "My lights go down and the screens go away when the wind-down starts.",
        "I write down tomorrow's tasks and any worries, with one small next step for each.",
        "If I can't sleep, I get up after about twenty minutes and go back when I feel sleepy.",
        "After a poor night I still get up at my usual time.",
        "I look back over my sleep once a month in my diary, not every morning, so one bad night doesn't knock my confidence.",
      ],
    },
  ],
  closing: [
    {
      id: "what-made-no-difference",
      heading: "What Made No Difference for Me",
      paragraphs: [
        "Not everything I tried earned its place. Over the years of broken nights I spent money and a good deal of hope on things that did nothing at all for me, and I'd rather tell you about them than leave them out. This is only my experience: some of them help other women, and your nights may go differently.",
      ],
      list: [
        "A cooling gel pillow. It felt lovely and cold for about ten minutes, then it was just a warm, heavy pillow, and I still woke at three.",
        "Magnesium tablets. I took them every night for two months and noted how I slept in my diary each evening, and nothing changed. If you're thinking of trying a supplement, ask a pharmacist first, because some don't mix with other medicines.",
        "A sleep-tracking app, back when my phone still slept beside me. Each morning it told me I'd slept badly, which I already knew, and checking the score made me more anxious about the night ahead, so I deleted it.",
        "Lavender pillow spray. A pleasant smell, and no difference at all to the sweats.",
        "Expensive pyjamas sold as cooling. My old loose cotton ones do the job just as well.",
        "Going to bed early to make up for a bad night. I only lay awake for longer.",
      ],
    },
    {
      id: "when-sleep-still-wont-come",
      heading: "When Sleep Still Won't Come",
      paragraphs: [
        "Habits can do a lot, but they can't do everything. If you've struggled to sleep for three months or more, if tiredness is affecting your work or your driving, or if someone notices you snoring loudly or stopping breathing in the night, please book an appointment with your GP. Sleep problems can be linked to other conditions, and there are effective treatments.",
        "The NHS recommends a talking therapy called cognitive behavioural therapy for insomnia, known as CBT-I, which you can ask your GP about, and its page on [insomnia](https://www.nhs.uk/conditions/insomnia/) is a good place to read more. If night sweats are what keep waking you, my [symptoms page](/symptoms) covers what helped me with those, and it's worth raising them with your GP too; my [treatments page](/treatments) sets out what they can offer.",
      ],
    },
  ],
  sources: {
    intro:
      "If you only read one of these, make it the NHS page on insomnia, which explains what a GP can offer when habits alone aren't enough. My plan came from trial and error, not a textbook, and I've read it back against all of them to make sure nothing here contradicts them.",
    items: [
      "nhsInsomnia",
      "nhsSleepAndTiredness",
      "nhsMenopauseSymptoms",
      "nhsMenopauseSelfHelp",
      "whcFactsheets",
    ],
  },
  related: {
    title: "Related Articles",
    links: [
      relatedLink(
        "/symptoms",
        "The eight symptoms of my perimenopause and the later changes, from night sweats to brain fog, and what helped.",
      ),
      relatedLink(
        "/weekly-routine",
        "The full daily schedule and exercise plan that my bedtime and wake time are built around.",
      ),
      relatedLink(
        "/stress",
        "The racing thoughts that kept me awake, and how I learned to quieten them during the day.",
      ),
      relatedLink(
        "/food",
        "What I eat across the day, including the early last meal that helps me sleep.",
      ),
    ],
  },
  faq: {
    title: "Frequently Asked Questions",
    items: [
      {
        question: "Why does menopause disrupt sleep so much?",
        answer: [
          "Changing hormone levels can affect body temperature, mood and how deeply you sleep, so night sweats, anxiety and waking in the small hours often go together. Needing the loo more often at night is common too. For me it was a mixture of all of these, which is why one fix was never enough.",
        ],
      },
      {
        question: "Isn't 9:30 pm a very early bedtime?",
        answer: [
          "It felt early at first, but it suits a 5:30 to 6:00 am start and gives me a good eight hours. The exact time matters less than keeping it the same every day. Pick the times that fit your life, and then protect them.",
        ],
      },
      {
        question: "Don't you get hungry if your last meal is at 5 pm?",
        answer: [
          "Only in the first week or two. I make sure that meal has plenty of protein, vegetables and healthy fat, so it keeps me full through the evening. After a strength session I have a protein shake, and now and then a small glass of warm milk before bed, but nothing else after that meal, and the shake is the only one of those I'd count as food. My [food page](/food) has more on how I eat.",
        ],
      },
      {
        question: "Does exercising in the evening keep you awake?",
        answer: [
          "Not me, as long as I finish by 7:30 pm, which gives me a couple of hours to settle before bed. Everyone is different, though. If you find evening workouts leave you wired, try moving your session earlier and see whether your sleep changes.",
        ],
      },
      {
        question: "Should I take a nap after a bad night?",
        answer: [
          "I avoid them, because even a short afternoon nap made it harder for me to fall asleep at my usual time. If you really need one, keep it brief and early in the afternoon. If you're so tired that you need to nap every day, mention it to your GP.",
        ],
      },
    ],
  },
};
