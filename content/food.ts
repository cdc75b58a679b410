import { authorStory, monthInWords, seasonInWords } from "./author-story";
import { topicPages } from "./page-names";
import { relatedLink } from "./related";
import type { ProseSection, TopicArticle } from "./types";

/** One slice of the "What I Eat" donut chart and its matching card. */
export interface FoodCategory {
  name: string;
  subtitle: "Examples";
  items: string[];
  /** Slice and dot colour; each reaches 3:1 contrast on both cream and the dark background. */
  color: string;
  /** Percentage of a typical day's intake; the three values add up to 100. */
  value: number;
  description: string;
}

export interface FoodPage extends TopicArticle {
  intro: string[];
  whatIEat: { heading: "What I Eat"; intro: string; categories: FoodCategory[] };
  neverEat: { heading: "What I Never Eat or Drink"; intro: string; items: string[] };
  sections: ProseSection[];
}

export const foodPage: FoodPage = {
  seo: {
    title: topicPages["/food"].title,
    description:
      "How I eat through menopause: three meals a day with healthy snacks, an early last meal, plenty of protein and a short list of things I never eat or drink.",
    keywords: [
      "menopause nutrition",
      "menopause diet",
      "perimenopause eating",
      "protein in menopause",
      "meal timing",
      "menopause weight",
    ],
  },
  hero: {
    eyebrow: "Food & Nutrition",
    title: topicPages["/food"].title,
    standfirst:
      "Three meals a day, an early finish and plenty of protein: the way of eating that stopped my weight swinging and gave me back my afternoons and my sleep.",
    image: {
      src: "/images/topics/food.svg",
      alt: "Overhead view of a bowl of salmon, halved eggs, quinoa, avocado, tomatoes and greens, with a small dish of berries and a glass of water on a linen cloth",
      width: 1200,
      height: 675,
    },
  },
  lastReviewed: "2026-11-28",
  intro: [
    "For most of my adult life I ate the way a lot of busy women do: coffee on the way out of the door, whatever was quick at lunch and a big dinner late in the evening when I finally sat down. In my forties, as perimenopause crept in, that pattern stopped working. My weight started to creep up and down with the seasons, my energy fell off a cliff every afternoon, and I'd lie awake at midnight feeling heavy and far too hot.",
    "I didn't want another diet. I'd tried enough of them to know they end with my hand in the biscuit tin. What I wanted was a way of eating I could keep up on a wet Tuesday in February, with a full-time job and an early alarm. This page is where I landed after a lot of trial and error: **three meals a day with healthy snacks**, plates built around protein, an early last meal and a short list of things I simply don't have in the house.",
    `One thing to know before you weigh my plate against yours: since ${seasonInWords(authorStory.startedHrt)} I've also been on HRT, and I've written about [why I decided to try it](${authorStory.hrt.post}). The way of eating below came years before it, and I've kept every part.`,
    "Bodies differ, and if you have a medical condition, take regular medication or have a history of disordered eating, please talk to your GP or a registered dietitian before changing how you eat. The [NHS menopause pages](https://www.nhs.uk/conditions/menopause/) and its guide to [eating well](https://www.nhs.uk/live-well/eat-well/) are a sensible place to start for the basics.",
  ],
  whatIEat: {
    heading: "What I Eat",
    intro:
      "Roughly speaking, my day divides into three groups. I don't weigh every mouthful: the percentages below are rough shares of a day's calories, from the week every few months when I log what I eat, and they're a guide I come back to, not a rule I police.",
    categories: [
      {
        name: "Complex Carbs - Fruit & Veggies",
        subtitle: "Examples",
        items: [
          "Porridge oats",
          "Sweet potatoes",
          "Quinoa",
          "Spinach, rocket and kale",
          "Broccoli, peppers and courgette",
          "Berries, apples and citrus fruit",
          "Black beans and lentils",
        ],
        color: "#5E8A66",
        value: 40,
        description:
          "The biggest share of my plate is colour: vegetables, fruit and slow-release grains. The fibre keeps me full, and it put an end to the afternoon slump that used to send me to the biscuit tin at work. Vegetables make up the bulk of my lunch and my evening meal.",
      },
      {
        name: "Healthy Fats",
        subtitle: "Examples",
        items: [
          "Avocado",
          "Extra virgin olive oil",
          "Walnuts and almonds",
          "Chia seeds and ground flaxseed",
          "Oily fish such as salmon and mackerel",
          "Natural peanut butter",
        ],
        color: "#B07D26",
        value: 30,
        description:
          "Fat used to frighten me. Now I see it as what keeps my skin from feeling like paper and makes a meal properly satisfying. I stick to whole-food sources and good oils, and I measure olive oil with a spoon because it's very easy to pour half the bottle.",
      },
      {
        name: "Protein",
        subtitle: "Examples",
        items: [
          "Free-range eggs",
          "Salmon and white fish",
          "King prawns",
          "Turkey and chicken",
          "Lean steak",
          "Organic Greek yoghurt and feta",
          "A simple protein shake",
        ],
        color: "#C0634A",
        value: 30,
        description:
          "Protein anchors every meal and most of my snacks. Alongside lifting, it's how I look after my muscles, and it keeps me full for hours.",
      },
    ],
  },
  neverEat: {
    heading: "What I Never Eat or Drink",
    intro:
      "Written down, this list looks strict. In practice it's a handful of decisions I made once so I don't have to keep making them. Most of it is there because I watched what it did to me: alcohol and a late, heavy meal meant a hot and broken night, and fizzy drinks and fried food left me hungry again within the hour or bloated and flat the next day. Two items are different. Aspartame and non-organic dairy are on the list as personal preferences, not because I think they cause menopause symptoms: I'd rather not have artificial sweeteners at all, and I choose organic milk, yoghurt and cheese for the way they're produced. By processed food I mean anything with a long list of ingredients I couldn't buy on their own; a wholemeal wrap, a tub of hummus or a plain protein powder with a short label passes. I don't judge anyone else's plate; this is simply what works for me.",
    items: [
      "Alcohol",
      "Energy drinks",
      "Soft drinks",
      "Fast food",
      "Takeaways",
      "Fried food",
      "Hydrogenated oils",
      "Aspartame",
      "Non-organic dairy",
      "Any processed food or ready meals",
    ],
  },
  sections: [
    {
      id: "three-meals",
      heading: "Three Meals a Day, With Healthy Snacks",
      paragraphs: [
        "The backbone of my week is three proper meals with healthy snacks in between. Breakfast is at about 6:30 am, lunch around midday and my last meal at about 4:30–5:00 pm. A mid-afternoon snack bridges the long gap to my last meal, so I never arrive at it ravenous and grabbing whatever is nearest.",
        "Breakfast sets the tone for the day. At weekends it's porridge, or eggs with spinach and tomatoes. On weekdays it's [overnight oats](/recipes/overnight-oats) made the evening before. Lunch is a palm-sized portion of protein, a big pile of vegetables or salad and a little healthy fat, like the [salmon with feta and rocket](/recipes/salmon-feta-rocket) I make on repeat.",
        "Snacks are small and deliberate: Greek yoghurt with berries, an apple with a spoonful of nut butter, a handful of almonds or a [protein shake](/recipes/protein-shake). I plan them exactly as I plan meals, because an unplanned snack is usually whatever is lying around the office kitchen.",
      ],
    },
    {
      id: "meal-timing",
      heading: "Why My Last Meal Is at 5 pm",
      paragraphs: [
        "This is the change people raise an eyebrow at, and after giving up alcohol, the one that made the biggest difference to my nights. I go to bed at 9:30–10:00 pm, so finishing my last meal at about 4:30–5:00 pm leaves a **4–5 hour gap between my last meal and bed**. By the time I turn the light off, I don't feel full at all, which for me is the point.",
        `I used to eat at eight and lie down at ten on a full stomach, then wake at 2 am hot, uncomfortable and wide awake. Since moving my meal earlier I fall asleep more easily and wake up hungry for breakfast instead of sluggish. For years my diary said the sweats came a little less often too, but since ${monthInWords(authorStory.startedHrt)} I've been on [HRT](/treatments#what-i-take), which has done far more for the sweats than any mealtime. I can't promise the early meal will do the same for you.`,
        "On weekdays that means my evening meal is packed and eaten at work, or batch-cooked on Sunday so it only needs reheating. After that I eat nothing more, and what I drink after that meal is simple: water, caffeine-free herbal tea, now and then a small glass of warm milk before bed and, after a strength session, a protein shake, the one drink I'd call a small meal in a glass. I exercise in the early evening on a light stomach, which I've come to prefer. You can see how it all fits together in [my weekly routine](/weekly-routine).",
        "What suits me won't suit everyone. If you have diabetes, or take a medicine that has to be taken with food or at set times, a long gap without eating may not be right for you, so please talk to your GP or diabetes team before changing when you eat.",
      ],
    },
    {
      id: "protein",
      heading: "Making Protein Count",
      paragraphs: [
        "Muscle fades with age unless it's used, and it's what keeps me strong on the stairs and sure on my feet. Alongside lifting weights, protein is one of the few things I can do about that. My own choice is to eat around 2 g of protein per kg of body weight a day, a figure I settled on for myself once I started strength training three times a week.",
        "That is my number, and nobody else's. For comparison, the UK reference nutrient intake for adults is **0.75 g of protein per kg of body weight a day**, which the [British Nutrition Foundation's page on protein](https://www.nutrition.org.uk/nutritional-information/protein/) explains, so I eat well over twice that. Needs vary with age, health and how active you are, and more is not automatically better. If you have kidney disease, please ask your GP before eating more protein, and a registered dietitian can help anyone work out a sensible amount.",
        "In practice I spread it across the day instead of saving it for one big meal: eggs or yoghurt at breakfast, fish, chicken or turkey at lunch, a protein-rich snack in the afternoon and king prawns, steak or beans for my last meal. If I'm short, a shake closes the gap. Every few months I log my food in an app for a week to check I'm roughly where I think I am, then I stop counting.",
      ],
    },
    {
      id: "bones",
      heading: "Food for My Bones, and the Rest of Bone Care",
      paragraphs: [
        "Bone is lost faster after the menopause, because oestrogen helps keep it strong, and the [NHS page on osteoporosis](https://www.nhs.uk/conditions/osteoporosis/) says that's why women are more at risk. Thin bones don't hurt; often the first sign is a wrist, hip or spine bone broken by a fall that shouldn't have broken anything. A friend my age broke her wrist tripping on a kerb, and that's half the reason I lift weights three times a week (the sessions are on [my weekly routine](/weekly-routine)). The other half is what I eat.",
        "Calcium I get from food. The [NHS says adults need 700 mg a day](https://www.nhs.uk/conditions/vitamins-and-minerals/calcium/), and I reach it without counting: organic milk in my oats, yoghurt, a little feta, tofu, almonds and greens.",
        "Vitamin D is the one supplement I take. From October to March it's 10 micrograms a day, because the [NHS advises everyone to consider it](https://www.nhs.uk/conditions/vitamins-and-minerals/vitamin-d/) in autumn and winter, when the sun in the UK is too weak for our skin to make enough.",
        "A DEXA scan measures bone density, and it isn't routine. My GP explained that she works out a woman's risk of a fracture from things like age, weight, smoking, drinking, family history, steroid tablets and any earlier break, and refers her for a scan if it's raised. Mine came out low, so I haven't had one. [HRT](/treatments#hrt-and-its-forms) protects bone while you take it, which was one of the benefits my GP set out for me. If you want one place to read about all of this, it's the [Royal Osteoporosis Society](https://theros.org.uk/), the charity for bone health, which explains risk, scans and treatment and has a helpline run by specialist nurses.",
      ],
    },
    {
      id: "steadier-weight",
      heading: "Midlife Weight, a Changing Shape, and a Weight That Stopped Swinging",
      paragraphs: [
        "Weight gain and a changed body shape are on the NHS list of [menopause symptoms](https://www.nhs.uk/conditions/menopause/symptoms/), and for me the shape came before the weight. In my late forties what I gained settled round my middle instead of my hips, and even at the same weight my waistbands fitted differently. I minded that more than I like to admit.",
        "My weight used to swing by about 5 kilos: up over the winter and after holidays, down again after a punishing month of restriction. Since eating this way it has stayed within a kilo or so for well over a year. I no longer weigh myself every morning; I notice how my clothes fit and how my energy holds up instead. Lifting has changed my shape more than the scales have moved: my shoulders sit further back, and my clothes hang differently on the same weight.",
        "I think the steadiness comes from doing less, not more. Regular meals mean I'm never starving, protein and fibre mean I'm satisfied, and an early finish takes late-night grazing off the table altogether. There's no cheat day, because there's nothing to cheat on. If your weight is worrying you, or has changed fast without a reason you can see, that's worth a GP appointment: a practice nurse can check your weight and waist and talk it through without a diet sheet in sight.",
      ],
    },
    {
      id: "shopping-and-cooking",
      heading: "How I Shop and Cook",
      paragraphs: [
        "Most of the work happens on a Sunday. I sketch the week's meals, write a list, shop once and spend an hour or so cooking: a tray of roasted vegetables, a pot of quinoa, a few boiled eggs, tomorrow's oats and portions of protein ready to go. If food is ready, I eat it. If it isn't, I'm the one standing at the fridge at 4 pm wondering what to do.",
        "In the supermarket I stay mostly around the edges, where the fresh food lives, and I read the label on anything in a packet. My rule of thumb: if the ingredients list is long or full of things I couldn't buy on their own, it stays on the shelf. I buy organic dairy and, when the budget allows, organic versions of the fruit and vegetables I eat skin and all. Frozen berries, spinach and king prawns are my secret weapons: just as nourishing, cheaper, and they never go off at the back of the fridge.",
        "My everyday favourites are all on the [recipes page](/recipes), each one tested in my own kitchen and written to take minutes rather than hours.",
      ],
    },
  ],
  sources: {
    intro:
      "If you're thinking about changing your own diet, start with the NHS's Eat well pages, then the British Nutrition Foundation on protein. The rest below are what I checked the general points on this page against, from vitamin D to bone health. How I eat is a personal choice, and where it goes beyond general guidance, like the amount of protein I eat, I've said so where it comes up.",
    items: [
      "nhsMenopauseSelfHelp",
      "nhsEatWell",
      "nhsVitaminD",
      "nhsCalcium",
      "nhsOsteoporosis",
      "nhsMenopauseSymptoms",
      "bnfProtein",
      "nhsMenopause",
      "whcFactsheets",
      "royalOsteoporosisSociety",
    ],
  },
  related: {
    title: "Related Topics",
    links: [
      relatedLink(
        "/recipes",
        "Twelve tested breakfasts, lunches, dinners and snacks that follow the balance on this page.",
      ),
      relatedLink(
        "/recipes/overnight-oats",
        "The make-ahead breakfast that gets my weekdays off to a calm, well-fed start.",
      ),
      relatedLink(
        "/weekly-routine",
        "How early meals, evening exercise and a 9:30 pm bedtime fit together across my week.",
      ),
      relatedLink(
        "/sleep",
        "Why an early last meal is only one part of the approach that helped me sleep through the night.",
      ),
    ],
  },
  faq: {
    title: "Frequently Asked Questions",
    items: [
      {
        question: "Isn't 5 pm very early to stop eating?",
        answer: [
          "It felt early for about two weeks, and then it felt normal. Because my snacks are planned and my meals contain plenty of protein and fibre, I'm rarely hungry in the evening, and a cup of herbal tea covers the odd pang.",
          "For me it's the gap before bed that matters, not the exact time on the clock. If you have diabetes or take medicine that must be taken with food, check with your GP or diabetes team before moving your meals around.",
        ],
      },
      {
        question: "Should every woman aim for 2 g of protein per kg?",
        answer: [
          "No. It's what I've chosen for myself because I strength train three times a week and I'm trying to protect my muscle. The UK reference intake for adults is 0.75 g per kg of body weight a day, so mine is well above the everyday guideline, and a lot of protein isn't suitable for everyone, particularly anyone with kidney disease.",
          "If you want to eat more protein, a GP or registered dietitian can help you find a sensible amount for your health and activity level.",
        ],
      },
      {
        question: "Do you really never drink alcohol?",
        answer: [
          "Not any more. When I logged my flushes for a month, the nights I'd had even one glass of wine were the nights I woke soaked, and that was that. Cutting down on alcohol is also one of the [simple steps the NHS suggests](https://www.nhs.uk/conditions/menopause/things-you-can-do/) for easing hot flushes.",
          "At parties I have sparkling water with lime or sparkling water with a slice of fresh ginger, and nobody has ever minded.",
        ],
      },
      {
        question: "Why organic dairy rather than no dairy at all?",
        answer: [
          "Dairy gives me protein and calcium, and bone health matters more after menopause, so I've kept it. Choosing organic is my personal preference about how the milk is produced not a health claim, and I accept it costs a little more.",
          "If you avoid dairy, calcium-fortified alternatives, tinned fish with soft bones, tofu set with calcium and green leafy vegetables can help fill the gap.",
        ],
      },
      {
        question: "What do you do when you eat out or go on holiday?",
        answer: [
          "I suggest lunch rather than dinner where I can, check the menu in advance and choose grilled protein with vegetables or salad. Asking for dressing on the side or for chips to be swapped for greens is perfectly normal, and kitchens are used to it.",
          "On holiday I keep the rhythm of three meals and an early finish as best I can and don't worry if a day goes differently. One meal never undid anything; it's what I do most days that counts.",
        ],
      },
    ],
  },
};
