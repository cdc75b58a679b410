import { ageInWords, authorStory, currentAge, seasonInWords } from "./author-story";
import { topicPages } from "./page-names";
import { relatedLink } from "./related";
import type { ProseSection, TopicArticle } from "./types";

export type BeautyPillarId = "sleep" | "hydration" | "nutrition" | "exercise";

/** One of the four pillars of "My Beauty Routine". */
export interface BeautyPillar {
  id: BeautyPillarId;
  title: string;
  description: string;
}

export type RegimenCardId = "face" | "makeup" | "hair" | "oral-care";

/** One card of "My Regimen". */
export interface RegimenCard {
  id: RegimenCardId;
  title: "Face" | "Makeup" | "Hair" | "Oral Care";
  items: string[];
}

export interface BeautyPage extends TopicArticle {
  intro: string[];
  routine: { heading: "My Beauty Routine"; intro: string; pillars: BeautyPillar[] };
  regimen: { heading: "My Regimen"; cards: RegimenCard[] };
  /** Further prose, laid out after "My Regimen". */
  sections: ProseSection[];
}

export const beautyPage: BeautyPage = {
  seo: {
    // The heading is too long for a search result once the site's name follows it.
    title: "Menopause Beauty: A New Kind of Radiance",
    description:
      "How my skin and hair changed in menopause, why my gums get as much care as my face, and the face, make-up, hair and oral care regimen I follow.",
    keywords: [
      "menopause skin",
      "menopause beauty",
      "menopause hair thinning",
      "dry skin menopause",
      "menopause oral health",
    ],
  },
  hero: {
    eyebrow: "Beauty & Skin",
    title: topicPages["/beauty"].title,
    standfirst:
      "How my skin and hair changed in menopause, why my gums now get as much care as my face, and the unfussy routine that helps me look and feel like myself again.",
    image: {
      src: "/images/topics/beauty.svg",
      alt: "A calm still life on a dressing table: a round mirror, a potted plant, a jar of face cream and a glass of water",
      width: 1200,
      height: 675,
    },
  },
  lastReviewed: "2026-11-28",
  intro: [
    "For a while I avoided mirrors. My skin turned dry and dull in what felt like no time, the fine lines around my eyes deepened, my parting looked wider and the make-up that had served me for twenty years suddenly settled into every crease. It felt as if my face was changing faster than I could keep up.",
    "Dry and itchy skin is on the NHS list of [menopause symptoms](https://www.nhs.uk/conditions/menopause/symptoms/), and as I understand it from my reading, oestrogen helps skin hold on to moisture and make collagen, so as it falls, skin can become thinner and drier and hair can lose its thickness. For me the change came in the space of a couple of years, far faster than ordinary ageing had ever moved. Knowing there was a reason helped me stop blaming myself and start working with my skin instead of against it.",
    `Since ${seasonInWords(authorStory.startedHrt)} I've also been on HRT, which I've written about in [why I decided to try it](${authorStory.hrt.post}). It hasn't done much for my skin, which is still dry, so the routine below is still doing the work.`,
    "So I've redefined what radiance means to me. It isn't about looking 35 again. It's about skin that feels comfortable, eyes that look rested and a face that shows how well I'm looking after myself. Most of that glow, I've learnt, starts long before anything comes out of a jar. The [British Association of Dermatologists' patient site](https://www.skinhealthinfo.org.uk/) has reliable information if you want the science, and a GP or pharmacist is the right first stop for anything that worries you, such as persistent itching, a changing mole or sudden hair loss.",
  ],
  routine: {
    heading: "My Beauty Routine",
    intro:
      "What shows on my face first is how I've been living: a short night, a day without enough water, a week of poor food or no exercise. None of the four comes from a beauty counter, and when one slips, I see it within days.",
    pillars: [
      {
        id: "sleep",
        title: "Restorative Sleep",
        description:
          "I can see a short night the next morning, in puffy eyes and a greyish tone. I'm in bed by 9:30–10:00 pm, sleep on a soft cotton pillowcase that's kind to dry skin and hair, and keep the bedroom cool, which helps with night sweats too. Seven to eight hours does more for my eyes than any eye cream.",
      },
      {
        id: "hydration",
        title: "Proper Hydration",
        description:
          "Dehydration shows on my face first, as dullness and lines that look deeper by mid-afternoon. I drink a large glass of water as soon as I wake, keep a bottle on my desk and do most of my drinking before early evening so I'm not up in the night. Herbal teas count, and so do water-rich foods like cucumber, berries and soups.",
      },
      {
        id: "nutrition",
        title: "Nourishing Nutrition",
        description:
          "My skin noticed when I changed the way I eat. It feels less tight since oily fish, avocado, nuts and olive oil became everyday food, and I make sure of protein and plenty of colourful fruit and vegetables. I gave up alcohol for my sleep and fizzy drinks because they left me hungry and bloated, not for my face, but my skin looks less puffy in the mornings since. My [food page](/food) has the full picture.",
      },
      {
        id: "exercise",
        title: "Consistent Exercise",
        description:
          "Exercise brings colour to my cheeks in a way blusher never has, and strength training has me standing taller, which changes how I carry myself. I train most days and always cleanse straight after a sweaty session so my skin doesn't pay for it.",
      },
    ],
  },
  regimen: {
    heading: "My Regimen",
    cards: [
      {
        id: "face",
        title: "Face",
        items: [
          "A cream cleanser morning and night, never a foaming wash that leaves skin tight",
          "A hydrating serum with hyaluronic acid, pressed into damp skin",
          "A rich moisturiser with ceramides, applied more generously at night",
          "Broad-spectrum SPF 30 or higher every morning, whatever the weather",
          "A low-strength retinol two or three evenings a week, introduced slowly",
          "A professional facial monthly, to deep-cleanse and keep me on track",
        ],
      },
      {
        id: "makeup",
        title: "Makeup",
        items: [
          "Tinted moisturiser or a light serum foundation instead of full coverage",
          "Cream blusher high on the cheekbones, blended up and out",
          "Brows filled softly with a pencil a shade lighter than my hair",
          "Brown mascara and a soft pencil smudged close to the lashes",
          "A tinted lip balm, never a drying matte lipstick",
          "Powder only where I need it, down the centre of the face",
        ],
      },
      {
        id: "hair",
        title: "Hair",
        items: [
          "A mild, sulphate-free shampoo two or three times a week",
          "Conditioner on the lengths every wash and a nourishing mask once a week",
          "Heat protection spray and the lowest setting that does the job",
          "A two-minute scalp massage every time I wash",
          "A trim every eight weeks so the ends stay healthy and hair looks fuller",
          "Loose styles and soft scrunchies instead of tight ponytails",
        ],
      },
      {
        id: "oral-care",
        title: "Oral Care",
        items: [
          "An electric toothbrush for two minutes, twice a day",
          "Interdental brushes or floss every night",
          "Fluoride toothpaste, spitting afterwards, not rinsing",
          "Water sipped through the day to keep dry mouth at bay",
          "A visit to the hygienist every 3 months",
          "Dental check-ups as often as my dentist recommends",
        ],
      },
    ],
  },
  sections: [
    {
      id: "why-oral-care",
      heading: "Why Oral Care Is Part of My Beauty Routine",
      paragraphs: [
        "Teeth and gums rarely make it into conversations about menopause, and they aren't in my chronicle of symptoms either, because I didn't connect them with it. In my early fifties my gums started bleeding when I brushed and my mouth felt dry in the mornings. Whether that was the menopause or simply my age, I can't say, and my dentist couldn't either. What I do know is that the [NHS page on gum disease](https://www.nhs.uk/conditions/gum-disease/) says bleeding gums are its first sign, and that it can be treated.",
        "My dentist suggested seeing the hygienist every 3 months instead of twice a year, and my gums settled within a few visits. A healthy smile lifts a whole face, and it's far cheaper to look after than to repair. If your gums bleed or your mouth is persistently dry, I'd mention it to your dentist now, not at the next check-up.",
      ],
    },
    {
      id: "what-i-stopped-doing",
      heading: "What I Stopped Doing",
      paragraphs: [
        "Some of the biggest improvements came from giving things up. I stopped using gritty scrubs, which left my thinner skin red and sore, and I turned the shower down from scalding to lukewarm. I stopped layering on heavy foundation to hide dryness, because it only drew attention to it. And I stopped buying every new serum that promised to turn back time.",
        "The money I saved now goes on the few things that earn their place: a good daily SPF, a moisturiser my skin actually likes and my monthly facial. Written out, the regimen above looks long, but the everyday part is four steps in the morning and three at night; the rest is make-up, a weekly hair mask, the hygienist and that facial. Nothing new joins it without a fortnight's trial, and my skin is calmer for it.",
      ],
    },
    {
      id: "radiance-beyond-skin",
      heading: "Radiance Is More Than Skin Deep",
      paragraphs: [
        "The women I most admire in their fifties and sixties look at ease with themselves. They laugh easily, stand tall and look after their health without apologising for it, and that's what I'm aiming for now.",
        `On days when my reflection isn't what I'd like, I remind myself it's a face of ${ageInWords(currentAge)} and it has earned its lines. I still enjoy a lipstick and a good haircut, but I no longer need them to feel like myself.`,
      ],
    },
  ],
  sources: {
    intro:
      "The dermatologists' patient site is where I'd go first if something on my skin were worrying me. Where this page says why skin and hair change, or what bleeding gums can mean, I've checked it against these pages; the routine itself is simply mine, and none of the products in it is a treatment.",
    items: ["badSkinHealth", "nhsMenopauseSymptoms", "nhsGumDisease", "whcFactsheets"],
  },
  related: {
    title: "Related Beauty & Wellness Topics",
    links: [
      relatedLink(
        "/sleep",
        "The bedtime habits behind my first beauty pillar, and how I stopped waking at 3 am.",
      ),
      relatedLink(
        "/food",
        "The balance of protein, healthy fats and colourful plants that shows up in my skin.",
      ),
      relatedLink(
        "/recipes/salmon-feta-rocket",
        "A skin-friendly lunch rich in omega-3 fats and protein, on the table in 20 minutes.",
      ),
    ],
  },
  faq: {
    title: "Menopause Beauty FAQ",
    items: [
      {
        question: "Why has my skin suddenly become so dry?",
        answer: [
          "As I understand it, falling oestrogen leaves skin making less of its own oils and holding water less well, and dry, itchy skin is on the NHS list of menopause symptoms. Many women notice dryness, tightness or itching for the first time in perimenopause; I certainly did.",
          "A gentle cleanser, a richer moisturiser and lukewarm showers helped me most. If itching is severe, or you develop a rash or patches that don't settle, see your GP or a pharmacist.",
        ],
      },
      {
        question: "Is it too late to start using SPF or retinol?",
        answer: [
          "It's never too late for daily SPF: it protects against further sun damage at any age and is the single product I'd keep if I could only have one.",
          "Retinol can help with texture and fine lines, but menopausal skin can be more sensitive. I started with a low-strength product twice a week and built up slowly. If you use prescription skin treatments or have a skin condition, ask a pharmacist or your GP first.",
        ],
      },
      {
        question: "My hair is thinning. What can I do?",
        answer: [
          "Thinning hair is common around menopause, but it's worth seeing your GP to check for other causes, such as low iron or thyroid problems, especially if the change is sudden or patchy.",
          "On my side, eating enough protein, handling my hair gently, cutting back on heat and tight styles and a regular trim have all made it look and feel thicker.",
        ],
      },
      {
        question: "Are monthly facials worth the money?",
        answer: [
          "For me, yes. A monthly facial gives my skin a thorough cleanse and hydration boost, and my therapist spots changes I miss and tells me which products aren't worth buying.",
          "It is a treat, not a necessity, though. If it isn't in your budget, a consistent routine at home with sleep, water, good food and daily SPF will do far more than an occasional expensive treatment.",
        ],
      },
    ],
  },
};
