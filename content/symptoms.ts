import { topicPages } from "./page-names";
import { redFlags } from "./red-flags";
import { relatedLink } from "./related";
import { ageInWords, authorStory, monthInWords, seasonInWords } from "./author-story";
import type { ProseSection, TopicArticle } from "./types";

const { hrt } = authorStory;
/** "the summer of 2025": when she started HRT, as these pages say it. */
const onHrtSince = seasonInWords(authorStory.startedHrt);

/**
 * One symptom from the author's own chronicle. Each chapter names its own parts, and tells what
 * helped as a list or as prose, so the chapters don't all read off one form.
 */
export interface ChronicleSymptom {
  /** Stable id, used as the heading's anchor. */
  id: string;
  name: string;
  /** The heading over what it felt like ("What it felt like", "How it crept in"). */
  feltLikeHeading: string;
  /** What it felt like, one paragraph per string. */
  feltLike: string[];
  /** What helped her: practical things as a list, or paragraphs where they are one story. */
  helped: { heading: string; list: string[] } | { heading: string; paragraphs: string[] };
  /** When to see your GP, where it matters, under its own heading. */
  seeYourGp?: { heading: string; text: string };
}

export interface PhaseTableRow {
  concern: string;
  perimenopause: string;
  menopause: string;
  postmenopause: string;
}

export interface SymptomsPage extends TopicArticle {
  intro: string[];
  chronicle: {
    heading: string;
    intro: string;
    symptoms: ChronicleSymptom[];
  };
  /**
   * The changes the NHS lists that came late for her and that the product's chronicle of eight
   * leaves out; told with the same care, after the chronicle (docs/decisions/0031).
   */
  laterChanges: {
    heading: string;
    intro: string;
    symptom: ChronicleSymptom;
  };
  phaseTable: {
    heading: string;
    intro: string;
    caption: string;
    rows: PhaseTableRow[];
  };
  closing: ProseSection[];
}

export const symptomsPage: SymptomsPage = {
  seo: {
    title: topicPages["/symptoms"].title,
    description:
      "The menopause symptoms I lived through, from irregular periods and hot flushes to vaginal dryness: what each felt like, what helped me and when to see your GP.",
    keywords: [
      "menopause symptoms",
      "perimenopause symptoms",
      "hot flushes",
      "night sweats",
      "brain fog",
      "menopause anxiety",
      "joint pain menopause",
      "heart palpitations menopause",
      "vaginal dryness menopause",
    ],
  },
  hero: {
    eyebrow: "Symptoms",
    title: topicPages["/symptoms"].title,
    standfirst: `A chronicle of the eight symptoms that turned my forties upside down, and of the changes that came later, what each one actually felt like, and the small, practical changes that helped me feel like myself again, with HRT alongside them since ${onHrtSince}.`,
    image: {
      src: "/images/topics/symptoms.svg",
      alt: "A woman's profile drawn in soft plum and blush shapes, facing a rising apricot sun above gentle waves",
      width: 1200,
      height: 675,
    },
  },
  lastReviewed: "2026-11-28",
  intro: [
    `I didn't recognise perimenopause when it arrived. I was ${ageInWords(authorStory.ages.firstSigns)}, busy at work, walking and going to classes most weeks, and I put every strange new thing down to stress. Periods that turned up whenever they liked were my age. The 3 am wake-ups were a full inbox. Forgetting a colleague's name halfway through introducing her was tiredness, and when the sweats finally arrived, they were the heating in the office. It took the best part of two years, and a friend who calmly said 'that sounds like perimenopause to me', before I joined the dots.`,
    "Looking back, the hardest part wasn't any single symptom. It was the feeling that my body had changed the rules without telling me, and that everyone else seemed to know something I didn't. Since then I've lost count of the women who have told me they felt exactly the same: that nobody had given them enough information about the menopause, even those of us who read the leaflets.",
    "So this page is the guide I wish someone had handed me. It is a chronicle of the eight symptoms that affected me most through perimenopause, written as plainly as I can manage: what each one felt like from the inside, what genuinely helped, and where I think it's worth picking up the phone to your GP. After it come the changes that arrived as my periods stopped, the ones women mention least. It's followed by a table of the approaches that suited me at each stage, because what worked in perimenopause didn't always work once my periods had stopped.",
    `There's one more thing you should know before you weigh my story. Almost everything on this page helped me long before any medicine did, and I still do all of it. But since ${onHrtSince} I have also been on HRT, and some of the improvement I describe, especially in my night sweats and my sleep, is probably down to that as much as to anything I changed. I've written about [why I decided to try HRT](${hrt.post}), what I take and what it did and didn't change.`,
    "One important thing before we start. I'm not a doctor, and nothing here is medical advice. Every woman's menopause is different, and many of these symptoms can have other causes, which is exactly why a proper conversation with a GP or practice nurse matters. The [NHS menopause pages](https://www.nhs.uk/conditions/menopause/) are a sensible, calm place to start if you want the clinical overview alongside my lived one.",
  ],
  chronicle: {
    heading: "My Chronicle of Eight Symptoms",
    intro: `These are in roughly the order they turned up for me. Hot flushes, the symptom everyone expects first, didn't arrive until ${authorStory.firstHotFlushAfter} after the rest had started. Yours may arrive in a different order, all at once, or not at all, and that's normal too.`,
    symptoms: [
      {
        id: "heavy-irregular-periods",
        name: "Heavy and irregular periods",
        feltLikeHeading: "What it was like",
        feltLike: [
          "For thirty years my cycle had been as regular as a train timetable. Then it became completely unpredictable: three weeks, then seven, then a fortnight. Some periods were barely there. Others were so heavy that I was changing protection every hour and planning my day around where the loos were.",
          "The heaviest ones left me wiped out, pale and breathless on the stairs, which at the time I put down to getting older.",
        ],
        helped: {
          heading: "What helped me",
          list: [
            "Writing every period in my diary, with dates and how heavy it was, so that when I went back to my GP I had facts instead of impressions.",
            "Carrying a small kit at all times: protection, a spare pair of knickers and a dark scarf to tie round my waist.",
            "Period pants as a back-up on heavy days, especially overnight.",
            "Eating iron-rich food, such as red meat, spinach and beans, during and after heavy weeks.",
            "Asking for a blood test. Mine showed my iron was low, which explained a great deal of the tiredness.",
          ],
        },
        seeYourGp: {
          heading: "When to see your GP",
          text: `${redFlags.heavyBleeding} See your GP if that sounds like you or heavy periods are affecting your life, and also if periods come closer together than every three weeks, or you bleed between periods or after sex. ${redFlags.bleedingAfterMenopause} ${redFlags.heavyPeriodsLink}`,
        },
      },
      {
        id: "broken-sleep",
        name: "Broken sleep",
        feltLikeHeading: "What it felt like",
        feltLike: [
          "I had always been a sleeper who could drop off anywhere. Then, almost overnight, I started waking at 2 or 3 am, wide awake, heart ticking, brain running through every email I hadn't answered and every conversation I'd handled badly since about 1994.",
          "Even on the nights I slept through, the sleep I did get felt thin, as if I was hovering just below the surface. By mid-afternoon I was running on biscuits and irritation.",
        ],
        helped: {
          heading: "What I changed",
          list: [
            "Going to bed and getting up at the same times every day, with no more than half an hour's leeway at weekends. Regular times did more for me than any gadget.",
            "Eating my last meal of the day in the late afternoon, so my body wasn't busy digesting when I wanted it to rest.",
            "Getting out of bed after twenty minutes of lying awake, sitting in low light with a dull book, and only going back when I felt sleepy.",
            "My diary on the bedside table. Writing the 3 am worry on its back page, with one next step, took the urgency out of it.",
            "Daylight as early in the morning as I could get it, and ten minutes with a cup of tea by the kitchen window before I looked at my phone.",
          ],
        },
        seeYourGp: {
          heading: "When it's more than a bad patch",
          text: "Talk to your GP if poor sleep has lasted for months and is affecting your days. Mention it, too, if a partner notices loud snoring, gasping or pauses in your breathing, which can be signs of sleep apnoea, something your GP can look into. My full routine is on the [sleep page](/sleep).",
        },
      },
      {
        id: "anxiety-low-mood",
        name: "Anxiety and low mood",
        feltLikeHeading: "How it crept in",
        feltLike: [
          "The low mood came first. Some mornings I woke with a heaviness that took until lunchtime to lift, and I was short-tempered in a way that wasn't me. I'd snap at my family over a wet towel and then feel awful about it for the rest of the day, which only made the low mood worse.",
          `The anxiety came later, at ${ageInWords(authorStory.ages.anxietyBegan)}, and caught me completely off guard, because I've never thought of myself as an anxious person. I'd feel a tight, fizzing unease in my stomach for no reason at all: driving somewhere familiar, or before a phone call with a friend.`,
        ],
        helped: {
          heading: "What helped me",
          list: [
            "Exercise in the evening, most days. A spin class or a strength session left my head clearer for the rest of the evening.",
            "Naming it out loud at home: 'I'm having a hard hormone day, it isn't you.' It changed the atmosphere in our house.",
            "Ten minutes outside without my phone, every single day.",
            "Talking to other women. Two friends at the same stage, and the group chat the three of us started over coffee, made me feel far less alone.",
            `Talking therapy, when the anxiety came at ${ageInWords(authorStory.ages.anxietyBegan)}. My GP referred me, and what I learned there about catching a spiral early I still use at 3 am; my [treatments page](/treatments#cbt) says what it is and how to refer yourself.`,
          ],
        },
        seeYourGp: {
          heading: "When to see your GP",
          text: "Please see your GP if low mood or anxiety lasts more than a couple of weeks or is getting in the way of everyday life. If you ever have thoughts of harming yourself, get help straight away: contact your GP urgently, call NHS 111, or call Samaritans free on 116 123, day or night. More on what helped me is on the [stress page](/stress).",
        },
      },
      {
        id: "joint-aches",
        name: "Aching joints, muscles and stiffness",
        feltLikeHeading: "What it felt like",
        feltLike: [
          "I assumed I'd overdone it at my exercise class. But the aches were in odd places: my fingers first thing in the morning, my hips when I got out of the car, a dull soreness in my shoulders that had nothing to do with lifting anything. Getting down the stairs in the morning, I felt about eighty.",
          "My muscles joined in: calves and thighs that ached for days after a walk that had never bothered me, and a heaviness across my shoulders by late afternoon. Muscle aches and joint pains are both on the NHS list of [menopause symptoms](https://www.nhs.uk/conditions/menopause/symptoms/), though I didn't know that for years.",
          "The stiffness eased once I got moving, which was the clue. It was worst after sitting still for a while.",
        ],
        helped: {
          heading: "What eased it",
          paragraphs: [
            "Moving more, not less, is the short version. Strength training did most, built up slowly to three times a week with proper rest days between, and five minutes of mobility every morning before breakfast (shoulder rolls, hip circles, cat-cow stretches) takes the creak out of the day. At work a quiet reminder on my watch gets me up once an hour.",
            "The rest is dull and it works: oily fish such as salmon twice a week, plenty of colourful vegetables, and more water than I used to drink, because I was far more dehydrated than I'd realised and everything ached more for it. My aches eased with all of that, and a little more after I started [HRT](/treatments#what-i-take), but my fingers and hips still grumble first thing.",
          ],
        },
        seeYourGp: {
          heading: "When to get it looked at",
          text: "See your GP if a joint is swollen, red or hot, if pain wakes you at night, if aches aren't improving, or if you're stiff for a long time every morning: my GP's rule of thumb was more than about half an hour. These can point to conditions such as arthritis that deserve a proper look.",
        },
      },
      {
        id: "brain-fog",
        name: "Brain fog and forgetfulness",
        feltLikeHeading: "What it felt like",
        feltLike: [
          "Of all of them, this is the one that frightened me most. I'd walk into the kitchen and stand there with no idea why. I lost words mid-sentence, ordinary words like 'colander', and found myself describing things instead: 'the bowl with the holes in'. I reread the same paragraph of a report three times and still couldn't tell you what it said.",
          "At work I started to doubt myself, double-checking emails and avoiding speaking first in meetings in case the word I needed vanished. Privately, I worried it was something far more serious.",
        ],
        helped: {
          heading: "What helped me think again",
          list: [
            "Learning that brain fog is a recognised symptom of perimenopause. Simply knowing that took half the fear away.",
            "Writing everything down: one work notebook for the week, a shared family calendar and lists I actually looked at.",
            "Doing my most demanding work first thing in the morning, when my head was clearest, and saving admin for the afternoon.",
            "Protecting my sleep, because every bad night showed up as a foggier day.",
            "Eating protein at every meal and not going long stretches without food, which kept me concentrating into the afternoon.",
            "Telling my manager. Saying it out loud made me less worried, and being less worried made me less forgetful.",
          ],
        },
        seeYourGp: {
          heading: "When to see your GP",
          text: "See your GP if memory problems are getting steadily worse, are affecting your work or safety, or if the people close to you are worried. It's worth ruling out other causes, such as thyroid problems or low iron, which can feel very similar.",
        },
      },
      {
        id: "hot-flushes-night-sweats",
        name: "Hot flushes and night sweats",
        feltLikeHeading: "What it felt like",
        feltLike: [
          "The first proper flush I had at work happened in a meeting. A wave of heat started somewhere in my chest and climbed up my neck into my face, and within seconds I could feel sweat at my hairline. It lasted perhaps two minutes, but I was sure the whole room could see me glowing. Afterwards came a chill that made me reach for my cardigan, which felt absurd.",
          "At night it was worse. I'd wake soaked, the sheets damp, my pyjamas clinging, and have to get up, change and lie on a towel to get back to sleep. Some weeks that happened three or four times a night.",
        ],
        helped: {
          heading: "What took the edge off",
          list: [
            "Dressing in layers I could peel off quickly: a cotton vest, a light shirt, a cardigan, never a jumper I'd have to wrestle over my head.",
            "Keeping a small fan on my desk and a spare top in my desk drawer, so a flush became an inconvenience rather than a crisis.",
            "A month of noting every flush in my diary. It showed me my triggers: wine above all, because the nights I'd had a glass were the nights I woke soaked, then very hot drinks, spicy food and rushing. Giving up alcohol made the biggest single difference; the [night sweats post](/blog/night-sweats-and-the-3am-club) tells how.",
            "Slow breathing the moment I felt one start, in through the nose for four and out for six. It didn't stop the flush, but it stopped the panic that made it feel worse.",
            "Cotton or bamboo nightwear, a lighter duvet and a cool glass of water by the bed.",
          ],
        },
        seeYourGp: {
          heading: "When to see your GP",
          text: "If flushes or sweats are wearing you down, it's worth a GP appointment to talk through the options, with and without hormones, which my [treatments page](/treatments) sets out. See your GP promptly, too, if night sweats come with a fever, unexplained weight loss or swollen glands, because sweats can have causes other than menopause.",
        },
      },
      {
        id: "dry-itchy-skin-hair",
        name: "Dry, itchy skin and hair changes",
        feltLikeHeading: "What I noticed",
        feltLike: [
          "My skin, which had always been combination, with the odd breakout, became tight and papery. Foundation clung to dry patches, fine lines seemed to appear in a month, and my shins and forearms itched so much in the evenings that I'd scratch without noticing. Once or twice it felt like something crawling under the skin, which was as unsettling as it sounds.",
          "My hair changed too. It was thinner at the parting, drier at the ends, and more of it came out in the shower.",
        ],
        helped: {
          heading: "What I changed",
          list: [
            "Swapping foaming face washes for a cream cleanser and a richer moisturiser, applied to damp skin.",
            "Lukewarm showers, never hot ones, patting dry instead of rubbing, and a plain, fragrance-free body cream straight afterwards.",
            "SPF every single morning, whatever the weather.",
            "Enough protein and healthy fats in my diet, and plenty of water through the day.",
            "A gentler hair routine: less heat styling, a wide-toothed comb and a good conditioner.",
          ],
        },
        seeYourGp: {
          heading: "When to ask a pharmacist or GP",
          text: "See a pharmacist or your GP if itching is persistent, keeps you awake or comes with a rash, or if hair loss is sudden or patchy. The British Association of Dermatologists has useful [patient information on skin conditions](https://www.skinhealthinfo.org.uk/). My full routine is on the [beauty page](/beauty).",
        },
      },
      {
        id: "heart-palpitations",
        name: "Heart palpitations",
        feltLikeHeading: "What it felt like",
        feltLike: [
          "The first time, I was lying in bed and my heart suddenly felt as if it had skipped, then thudded, then raced for a few seconds. It was like a fluttering bird in my chest. I lay very still, convinced something was terribly wrong.",
          "After that it happened every so often, usually at night or alongside a hot flush. It almost always passed within a minute, but the fear of it lingered much longer.",
        ],
        helped: {
          heading: "What helped me",
          paragraphs: [
            "Getting it checked came first. My GP listened to my heart and arranged a simple heart tracing, which reassured me in a way no amount of reading online could.",
            "After that it was small things. I cut right back on caffeine, with none after midday, and drank more, because the flutters came more often on days I'd had too little. When one started I breathed out long and slow and reminded myself it had passed before. And I wrote each one in the diary by my bed, with the time, what I was doing and how long it lasted, which showed me they came with the flushes and the bad nights.",
          ],
        },
        seeYourGp: {
          heading: "When to get help",
          text: `Always mention palpitations to your GP; don't assume they're hormonal. ${redFlags.palpitationsUrgent} ${redFlags.palpitationsLink}`,
        },
      },
    ],
  },
  laterChanges: {
    heading: "The Changes Nobody Mentioned",
    intro: `The eight symptoms above are the ones that shaped my perimenopause. These came later, in 2024, the year my periods stopped, and they are on the NHS list of menopause symptoms even though hardly anyone talks about them. I nearly left them out of this page, which is exactly why they're here.`,
    symptom: {
      id: "vaginal-bladder-changes",
      name: "Vaginal dryness, bladder changes and a lower sex drive",
      feltLikeHeading: "What it felt like",
      feltLike: [
        `It began when I was ${ageInWords(authorStory.ages.vaginalAndBladderChanges)}, and I didn't connect it with the menopause at all. First came dryness, then a soreness and itch I took for thrush, and sex that was uncomfortable and sometimes painful.`,
        `My bladder changed too. I needed the loo more often and more urgently, was up once or twice a night for it, and had ${hrt.urineInfections} urine infections in five months. Unsurprisingly, my interest in sex faded. Some of that was hormones, some was not wanting something that hurt, and some was plain tiredness. Raising it with my husband was harder than raising it with my GP, and better for both of us once it was said.`,
      ],
      helped: {
        heading: "What helped me",
        list: [
          "Learning that it has a name: the genitourinary syndrome of menopause, or GSM. Vaginal dryness, discomfort during sex, repeated urine infections and a lower sex drive are all on the NHS list of [menopause symptoms](https://www.nhs.uk/conditions/menopause/symptoms/), and needing to wee more often is among the symptoms on [the NHS page about dryness](https://www.nhs.uk/conditions/vaginal-dryness/).",
          "A vaginal moisturiser from the pharmacy, used a few times a week, and a water-based lubricant for sex. Together they eased the dryness within a couple of weeks, though they did nothing for my bladder.",
          `Low-dose vaginal oestrogen from my GP in ${monthInWords(hrt.vaginalOestrogen.started)}, after my third infection: a small ${hrt.vaginalOestrogen.form}, nightly at first and then twice a week. It made the biggest difference of anything here, I haven't had an infection since, and I still use it alongside my HRT; the [treatments page](/treatments#vaginal-oestrogen) has the forms vaginal oestrogen comes in, including one a pharmacist can sell.`,
          "Washing with plain water or an unperfumed emollient instead of shower gel, and keeping bubble bath and anything scented well away.",
          "Pelvic floor exercises most days, done while the kettle boils ([the pelvic floor section](/symptoms#pelvic-floor) has how), and drinking through the day instead of cutting back to avoid the loo.",
          "Talking to my husband, plainly and more than once, so that it became something we worked out together, at our own pace, rather than my secret.",
        ],
      },
      seeYourGp: {
        heading: "When to see your GP or nurse",
        text: "See your GP or practice nurse if dryness, soreness or pain during sex is affecting your life, or if pharmacy products haven't helped; the NHS page on [vaginal dryness](https://www.nhs.uk/conditions/vaginal-dryness/) sets out the treatments, vaginal oestrogen among them. Any bleeding after your periods have stopped, or after sex, should be checked promptly. See your GP if [urine infections](https://www.nhs.uk/conditions/urinary-tract-infections-utis/) keep coming back, and get urgent help from your GP or NHS 111 if you have a high temperature, shivers, or pain in your back or side, which can mean a kidney infection. A lower sex drive that bothers you is worth raising too.",
      },
    },
  },
  phaseTable: {
    heading: "Solutions by Phase: What Helped Me When",
    intro:
      "My needs changed as I moved through the stages. Perimenopause is the years of change before your final period; menopause is the point when you've had no period for twelve months; postmenopause is everything after. For me the middle column is the year from my last period in August 2024 to August 2025, when I was past it. This is what I did at each stage.",
    caption:
      "What helped me with each concern during perimenopause, around menopause and after menopause",
    rows: [
      {
        concern: "Hot flushes and night sweats",
        perimenopause: "Flush diary, layers, no alcohol, desk fan",
        menopause: "Cooler bedroom, breathable bedding, then HRT from July 2025",
        postmenopause: "HRT, still with no alcohol, layers and a cool bedroom",
      },
      {
        concern: "Sleep",
        perimenopause: "Fixed bedtime and wake time, early last meal",
        menopause: "Wind-down routine, night-time worries written in my diary",
        postmenopause: "Same rhythm every day, morning daylight",
      },
      {
        concern: "Mood and anxiety",
        perimenopause: "Evening exercise, naming hard days out loud",
        menopause: "Time outdoors, friends who tell me the truth, GP if it lingers",
        postmenopause: "Routine, community and purpose",
      },
      {
        concern: "Brain fog",
        perimenopause: "Lists, one notebook, hardest tasks first",
        menopause: "Protein at every meal, protect sleep",
        postmenopause: "Learn new skills, stay social",
      },
      {
        concern: "Joints and muscles",
        perimenopause: "Start strength training, daily mobility",
        menopause: "Progress weights slowly, move every hour",
        postmenopause: "Strength and balance work for bone health",
      },
      {
        concern: "Periods and bleeding",
        perimenopause: "Track cycles, iron-rich food, GP if heavy",
        menopause: "Note the date of your last period",
        postmenopause: "Any bleeding: see your GP promptly",
      },
      {
        concern: "Skin and hair",
        perimenopause: "Cream cleanser, richer moisturiser, daily SPF",
        menopause: "Fragrance-free body cream, less heat styling",
        postmenopause: "Hydration, healthy fats, SPF every day",
      },
      {
        concern: "Heart health",
        perimenopause: "Less caffeine, log any palpitations",
        menopause: "Blood pressure checked, NHS Health Check",
        postmenopause: "Regular cardio, blood pressure at every HRT review",
      },
      {
        concern: "Vaginal and bladder comfort",
        perimenopause: "Nothing needed yet: it came later for me",
        menopause:
          "Pharmacy moisturiser and lubricant, then low-dose vaginal oestrogen from April 2025",
        postmenopause: "Vaginal oestrogen alongside HRT, pelvic floor exercises",
      },
    ],
  },
  closing: [
    {
      id: "talking-to-your-gp",
      heading: "Getting the Most from a GP Appointment",
      paragraphs: [
        "My first appointment about all this went badly, and partly through my own doing. I left my diary at home, forgot half of what I wanted to say, and came out told it was probably stress, with a leaflet. A month later I saw a different GP with the diary and a list, and it was a completely different conversation. The [symptom diary page](/symptom-diary) tells that one.",
        "You don't need to be an expert to be taken seriously, but a little preparation makes a short appointment go much further; mine are usually ten minutes. The NHS has a helpful list of [common menopause symptoms](https://www.nhs.uk/conditions/menopause/symptoms/) that you can use to check you haven't left anything out.",
      ],
      list: [
        "Keep a symptom diary for a few weeks beforehand, including periods, sleep, flushes and mood. I've made a [printable diary and appointment checklist](/symptom-diary) from the one I used, and a [tracker that keeps it on your phone](/tracker) and adds it up for you.",
        "Write down your three most important concerns and say them first.",
        "Mention any family history, such as heart disease, breast cancer, osteoporosis or blood clots.",
        "Ask whether there's a GP or nurse in the practice with a special interest in menopause.",
        "If you feel unheard, it's fine to ask for a second opinion or another appointment.",
      ],
    },
    {
      id: "hrt-a-conversation",
      heading: "HRT: A Conversation Worth Having",
      paragraphs: [
        "People often ask me whether they should take HRT, and my answer is that I can't tell you, and neither can anyone who isn't your doctor. Hormone replacement therapy comes in many forms, and whether it suits you depends on your symptoms, your medical history and your own priorities. Those are things only a proper consultation can weigh up.",
        `For years my own answer was no. My GP first mentioned HRT when I was ${ageInWords(hrt.firstOfferedAt)}, and I turned it down, partly out of fear and partly because the habits on this page were helping. In ${onHrtSince}, after a long appointment going through the benefits and risks for me, I started it: ${hrt.oestrogen} oestrogen as a ${hrt.form}, with ${hrt.progestogen} to protect my womb, alongside the low-dose vaginal oestrogen I'd begun that spring. I've written about [why I decided to try HRT](${hrt.post}) and what it changed.`,
        "If you're weighing it up, the NHS pages on [HRT](https://www.nhs.uk/medicines/hormone-replacement-therapy-hrt/) and its [benefits and risks](https://www.nhs.uk/medicines/hormone-replacement-therapy-hrt/benefits-and-risks-of-hormone-replacement-therapy-hrt/) are clear and calm, and [Women's Health Concern](https://www.womens-health-concern.org/help-and-advice/factsheets/) has factsheets on HRT written for patients. Take your questions and your diary to your GP, and ask about the benefits and risks for you specifically and about the alternatives. The [NICE guideline](https://www.nice.org.uk/guidance/ng23) GPs follow includes cognitive behavioural therapy and some non-hormonal medicines. There are also two newer non-hormonal tablets for hot flushes, fezolinetant and elinzanetant, both licensed in the UK and neither routinely offered on the NHS when I last checked. My [treatments page](/treatments) sets all of these out side by side, with what each costs, what I chose and why, and what differs if your menopause came early, came with surgery, or HRT isn't an option for you.",
        "Whatever you decide, the lifestyle changes on this page and across the site can sit comfortably alongside it. They were the foundation of feeling better for me, and they still are, but they're not a substitute for good medical care.",
      ],
    },
    {
      id: "contraception",
      heading: "Contraception Is Still Your Business",
      paragraphs: [
        "Nobody mentioned this to me, so I'm mentioning it to you. While your periods are still coming, however far apart, you can get pregnant, and HRT is not contraception. [NICE's guideline](https://www.nice.org.uk/guidance/ng23) counts a woman as possibly fertile for two years after her last period if she's under 50, and for one year if she's over 50. My last period came at fifty-one, so I needed it for a year after. The [NHS contraception pages](https://www.nhs.uk/contraception/) set out the methods, and my [treatments page](/treatments#contraception) has the rest.",
      ],
    },
    {
      id: "heart-health",
      heading: "My Heart, My Blood Pressure and the NHS Health Check",
      paragraphs: [
        "My GP put it plainly at the appointment where we talked about HRT: after the menopause a woman's risk of heart disease rises, and the two things that push it up most quietly, blood pressure and cholesterol, give no symptoms at all. The NHS pages on [high blood pressure](https://www.nhs.uk/conditions/high-blood-pressure-hypertension/) and [high cholesterol](https://www.nhs.uk/conditions/high-cholesterol/) say the same: the only way to know your numbers is to have them measured.",
        "In England, adults from 40 to 74 who don't already have heart disease, diabetes, kidney disease or high blood pressure are invited for a free [NHS Health Check](https://www.nhs.uk/conditions/nhs-health-check/) every five years. A nurse takes your blood pressure, weight and a blood test for cholesterol, asks about your family and your habits, and works out your risk of heart disease, stroke, type 2 diabetes and kidney disease over the next ten years. If the letter hasn't come, you can ask your practice.",
        `Mine came at ${ageInWords(authorStory.ages.firstHealthCheck)}, the spring I started lifting. My blood pressure was ${authorStory.healthCheck.bloodPressure}; my cholesterol was ${authorStory.healthCheck.cholesterol}, which the nurse said is common after the menopause. Nobody reached for a prescription. She talked me through food and exercise, the spin class on Mondays and the [way I eat](/food) did the rest, and it was back in range at my next blood test. These days my blood pressure is taken at every [HRT review](/treatments#how-long-and-stopping) too, which is one more reason I don't mind going.`,
      ],
    },
    {
      id: "pelvic-floor",
      heading: "Pelvic Floor and Bladder Leaks",
      paragraphs: [
        "Leaking a little when you cough, sneeze, laugh or jump is common after children and around the menopause, and the [NHS page on urinary incontinence](https://www.nhs.uk/conditions/urinary-incontinence/) puts pelvic floor exercises first among the things to try, for at least three months. Mine showed up on the squat jumps of my Friday session, in the months my bladder was at its worst; my [weekly routine](/weekly-routine) has the low-impact swaps I made.",
        `The exercises are squeezing and lifting the muscles you'd use to stop yourself weeing, then letting go: long holds and quick squeezes, a few times a day. I kept forgetting them until I downloaded the NHS [${authorStory.pelvicFloor.app} app](https://www.squeezyapp.com/), which reminds me and counts for me. Within ${authorStory.pelvicFloor.easedWithin} the leaks had stopped, and I still do a set while the kettle boils.`,
        "If exercises haven't helped after three months, or leaks are affecting your life, ask your GP about a referral to a specialist pelvic health physiotherapist; in some areas you can refer yourself, so it's worth asking your practice. Leaks that come with a sudden need to go, burning or blood need a GP appointment sooner, and vaginal oestrogen can help the bladder as well as the vagina ([treatments](/treatments#vaginal-oestrogen)).",
      ],
    },
    {
      id: "screening",
      heading: "Screening, and Knowing My Own Breasts",
      paragraphs: [
        `Two NHS screening programmes matter at this age. [Breast screening](https://www.nhs.uk/conditions/breast-screening-mammogram/) invites women for a mammogram every three years from 50 until their 71st birthday. My first letter came when I was ${ageInWords(authorStory.ages.firstMammogram)}: the pressing was uncomfortable for a few seconds, the whole visit took less time than finding a parking space, and the results came by post. [Cervical screening](https://www.nhs.uk/conditions/cervical-screening/) carries on too, every five years from 50 to 64, testing first for HPV. After the menopause it can be more uncomfortable; when I told the nurse it had hurt last time, she used a smaller speculum, and it was fine.`,
        "HRT makes breast awareness matter more, not less, because [some types](/treatments#hrt-and-its-forms) slightly raise the risk of breast cancer, and it can make breasts denser on a mammogram, so I tell the screening staff I'm on it. The NHS page on [how to check your breasts](https://www.nhs.uk/common-health-questions/womens-health/how-should-i-check-my-breasts/) says there's no special technique: know how yours usually look and feel, and see your GP about any change, such as a lump, a change in size or shape, puckered skin, or a nipple that has changed or leaks. I look and feel once a month, in the shower, on the first of the month so I don't forget. A clear mammogram doesn't replace that; a change between screens is still a GP appointment.",
      ],
    },
    {
      id: "headaches-and-migraine",
      heading: "Headaches and Migraine",
      paragraphs: [
        "Headaches are on the NHS list of [menopause symptoms](https://www.nhs.uk/conditions/menopause/symptoms/), and for some women migraines get worse, or change, as hormones swing in perimenopause. They weren't one of my eight: I had a few in my second week of HRT, which settled. If they are yours, score them in the notes of my [symptom diary](/symptom-diary), with the day, the time and how long each lasted, and tell your GP if you have migraine with aura, because it changes which contraception and which [kinds of HRT](/treatments#hrt-and-its-forms) suit you. The [NHS page on migraine](https://www.nhs.uk/conditions/migraine/) says when a headache needs urgent help.",
      ],
    },
  ],
  sources: {
    intro:
      "The NHS menopause pages are where I'd send a friend who wanted the clinical picture, and the NICE guideline is the one GPs in England work from, worth a skim before an appointment even though it's written for professionals. The story on this page is mine; every fact in it that isn't, I've checked against one of these.",
    items: [
      "nhsMenopause",
      "nhsMenopauseSymptoms",
      "niceNg23",
      "whcFactsheets",
      "nhsHeavyPeriods",
      "nhsPalpitations",
      "badSkinHealth",
      "nhsHrt",
      "nhsHrtBenefitsRisks",
      "nhsVaginalDryness",
      "nhsUrinaryTractInfections",
      "nhsContraception",
      "nhsMigraine",
      "nhsHealthCheck",
      "nhsHighBloodPressure",
      "nhsHighCholesterol",
      "nhsUrinaryIncontinence",
      "squeezyApp",
      "nhsBreastScreening",
      "nhsCervicalScreening",
      "nhsCheckBreasts",
    ],
  },
  related: {
    title: "Related Articles",
    links: [
      relatedLink(
        "/sleep",
        "The three-phase approach to sleep that ended my 3 am wake-ups, from fixed bedtimes to a cooler bedroom.",
      ),
      relatedLink(
        "/stress",
        "How I handled the anxiety, short temper and overwhelm, and found my inner strength again.",
      ),
      relatedLink(
        "/food",
        "What I eat, what I never eat or drink, and why protein became the backbone of every meal.",
      ),
      relatedLink(
        "/beauty",
        "The skin, hair and make-up changes that kept my face feeling like mine as everything shifted.",
      ),
      relatedLink(
        "/treatments",
        "HRT and its forms, vaginal oestrogen, non-hormonal tablets, herbal remedies and CBT: what exists, how long it's taken, and what I chose.",
      ),
    ],
  },
  faq: {
    title: "Frequently Asked Questions",
    items: [
      {
        question: "How do I know if my symptoms are perimenopause?",
        answer: [
          `For me, the biggest clue was change: periods becoming irregular alongside new symptoms such as poor sleep, low mood and brain fog, from ${ageInWords(authorStory.ages.firstSigns)} onwards. For most women over 45 there's no single test that settles it: the [NICE guideline](https://www.nice.org.uk/guidance/ng23) GPs follow says the diagnosis can usually be made from your age and your symptoms.`,
          "If you're unsure, keep a [symptom diary](/symptom-diary) for a few weeks and take it to your GP. Many of these symptoms can have other causes, so it's worth having them looked at properly.",
        ],
      },
      {
        question: "How long do menopause symptoms last?",
        answer: [
          "It varies hugely. Symptoms can start months or years before your final period and, for many women, carry on for several years afterwards. Some women have a handful of mild symptoms; others find them disruptive for a long time.",
          `My own flushes eased gradually over a few years, and further once I started HRT in ${onHrtSince}, while looking after my joints and bones has become a permanent part of my routine.`,
        ],
      },
      {
        question: "Can perimenopause start in your early forties?",
        answer: [
          "Yes. In the UK the average age of menopause is 51, according to the [NHS](https://www.nhs.uk/conditions/menopause/), but perimenopause symptoms often begin in the forties, and sometimes earlier. If your periods stop or symptoms start before 45, do mention it to your GP, as earlier menopause is something they'll want to know about.",
        ],
      },
      {
        question: "Are lifestyle changes enough on their own?",
        answer: [
          `For some women they are, and for others they make a real difference alongside medical treatment. Changing how I ate, slept and exercised, and giving up alcohol, took the edge off many of my symptoms, but it didn't make them vanish overnight, and it didn't reach all of them. For what the habits couldn't shift, I began low-dose vaginal oestrogen in ${seasonInWords(hrt.vaginalOestrogen.started)} and started HRT in ${onHrtSince}.`,
          "If symptoms are affecting your work, relationships or wellbeing, please don't wait until you've tried everything yourself. Talk to your GP about all the options.",
        ],
      },
      {
        question: "Should I be worried about heart palpitations during menopause?",
        answer: [
          "Palpitations are a common symptom around menopause and are often harmless, but they should always be checked by a GP, never assumed to be hormonal. Get urgent help by calling 999 if they come with chest pain, severe breathlessness or fainting.",
        ],
      },
    ],
  },
};
