import { ageInWords, authorStory, monthInWords } from "./author-story";
import { treatmentsEntry } from "./page-names";
import type { IsoDate, PageSeo, ProseSection, SourcesBlock } from "./types";

const { hrt, ages } = authorStory;

/** Copy for /treatments: what the NHS can offer for the menopause, and what she chose. */
export interface TreatmentsPage {
  seo: PageSeo;
  hero: { eyebrow: string; title: string; standfirst: string };
  lastReviewed: IsoDate;
  intro: string[];
  /** Each a section with its own anchor, listed at the top of the page. */
  sections: ProseSection[];
  sources: SourcesBlock;
}

export const treatmentsPage: TreatmentsPage = {
  seo: {
    // The heading, with the site's name after it, is too long for a search result.
    title: "Menopause Treatments and What I Chose",
    description:
      "HRT and its forms, vaginal oestrogen, testosterone, non-hormonal medicines, fezolinetant and CBT: what the NHS offers for menopause symptoms, and what I chose.",
    keywords: [
      "menopause treatments",
      "HRT types",
      "vaginal oestrogen",
      "fezolinetant NICE",
      "HRT prepayment certificate",
      "early menopause",
    ],
  },
  hero: {
    eyebrow: "Treatments",
    title: treatmentsEntry.title,
    standfirst:
      "Everything my GP and I talked about over years of appointments, in one place: what each treatment is, who it's for, and which ones I take.",
  },
  lastReviewed: "2026-11-27",
  intro: [
    `For years my treatment for the menopause was a notebook, an early dinner and a pair of dumbbells. Those still do a great deal, and the rest of this site is about them. But they didn't reach everything, and when I finally said yes to medicine, first vaginal oestrogen in ${monthInWords(hrt.vaginalOestrogen.started)} and then HRT in ${monthInWords(authorStory.startedHrt)}, I wished I'd understood the choices years earlier. I've written the story of that decision in [why I decided to try HRT](${hrt.post}). This page is the map I didn't have.`,
    "I'm not a doctor. What follows is what the NHS and the guideline GPs in England work from, [NICE's NG23](https://www.nice.org.uk/guidance/ng23), say is on offer, written in my own words, with what I chose and why. Which of it suits you is a conversation for you and your GP.",
  ],
  sections: [
    {
      id: "hrt-and-its-forms",
      heading: "HRT, and the Forms It Comes In",
      paragraphs: [
        "HRT replaces the oestrogen your ovaries stop making. It is the treatment the [NHS](https://www.nhs.uk/medicines/hormone-replacement-therapy-hrt/) describes as the main one for menopause symptoms, and it helps most with hot flushes and night sweats, and often with sleep, mood and aching joints too. The oestrogen comes as a patch, a gel, a spray or a tablet.",
        "If you still have a womb, oestrogen on its own can thicken its lining, so you take a progestogen as well, to protect it. That can be a capsule or tablet, or a hormonal coil fitted in the womb, which some women choose because it doubles as contraception. If you've had a hysterectomy, you usually need the oestrogen alone.",
        "The risks depend on the form and on you. The NHS page on [the benefits and risks of HRT](https://www.nhs.uk/medicines/hormone-replacement-therapy-hrt/benefits-and-risks-of-hormone-replacement-therapy-hrt/) sets them out: tablets carry a small increase in the risk of blood clots that patches, gels and sprays do not, and some types of HRT slightly raise the risk of breast cancer, a risk that depends on the type and how long you take it.",
      ],
    },
    {
      id: "what-i-take",
      heading: "What I Take, and Why That One",
      paragraphs: [
        `I started HRT in ${monthInWords(authorStory.startedHrt)}, at ${ageInWords(ages.startedHrt)}: ${hrt.oestrogen} oestrogen as a ${hrt.form}, changed ${hrt.changed}, and ${hrt.progestogen} as a capsule at bedtime, because I still have my womb. My GP and I chose the ${hrt.form} over a tablet because of the clot risk, and because I'd rather stick something on twice a week than remember a gel every morning.`,
        `Alongside it I still use the low-dose vaginal oestrogen I began in ${monthInWords(hrt.vaginalOestrogen.started)}. My post about [deciding to try HRT](${hrt.post}) tells what the first months were like, the side effects included.`,
      ],
    },
    {
      id: "vaginal-oestrogen",
      heading: "Vaginal Oestrogen",
      paragraphs: [
        `This is a much smaller dose of oestrogen put directly where it's needed, as a pessary, a cream, a gel or a ring. It treats dryness, soreness, pain during sex and the bladder changes and repeated urine infections that can come with them. The [NHS page on vaginal dryness](https://www.nhs.uk/conditions/vaginal-dryness/) lists it among the treatments. My GP told me it can be used on its own or alongside HRT, and mine began on its own.`,
        `Mine came after my third urine infection in five months, and it is the treatment I'd have taken sooner if I'd known it existed. The story of those months is on the [symptoms page](/symptoms#vaginal-bladder-changes).`,
      ],
    },
    {
      id: "testosterone",
      heading: "Testosterone, for Low Desire",
      paragraphs: [
        "Women make testosterone too, and it falls with age. [NICE's guideline](https://www.nice.org.uk/guidance/ng23) says testosterone can be considered for menopausal women with low sexual desire when HRT on its own hasn't helped. It isn't licensed for women in the UK, so GPs often prescribe it with a menopause specialist's advice, or refer you to one.",
        "I haven't tried it. Once sex stopped hurting, most of what I'd lost came back, which is one reason I'd sort out dryness and pain before deciding that desire itself is the problem.",
      ],
    },
    {
      id: "without-hormones",
      heading: "Medicines Without Hormones",
      paragraphs: [
        "For women who can't take HRT, or would rather not, doctors can prescribe other medicines for flushes and sweats, including low doses of some antidepressants and an older blood pressure tablet, clonidine. [NICE's guideline](https://www.nice.org.uk/guidance/ng23) says they shouldn't be offered routinely as the first treatment for flushes alone, and they all have side effects worth asking about.",
        "Fezolinetant is newer: a daily tablet that works on the part of the brain that controls body temperature, licensed in the UK since December 2023 for moderate to severe flushes and sweats. Whether the NHS pays for it is another matter. The Scottish Medicines Consortium did not recommend it for use in NHS Scotland in 2024, after the company made no submission, and NICE's draft guidance in 2025 said it should not be used routinely in the NHS in England, because the evidence couldn't show it was value for money. Decisions like these can be revisited, so before an appointment I'd search [NICE](https://www.nice.org.uk/search?q=fezolinetant) and the [Scottish Medicines Consortium](https://www.scottishmedicines.org.uk/medicines-advice/) for its current status. It can be prescribed privately.",
        "I haven't taken any of these: HRT suited me, and I had no reason not to take it.",
      ],
    },
    {
      id: "cbt",
      heading: "CBT and Talking Therapy",
      paragraphs: [
        "Cognitive behavioural therapy is a talking treatment that works on the way you think about and respond to symptoms. [NICE's guideline](https://www.nice.org.uk/guidance/ng23) now recommends that it be considered for hot flushes and night sweats, for sleep problems and for low mood linked to the menopause, alongside HRT or instead of it. It doesn't stop a flush, but it can take the dread and the spiral out of one.",
        `At ${ageInWords(ages.anxietyBegan)}, when anxiety arrived for the first time, my GP referred me for talking therapy, and what I learned there I still use at 3 am; the [stress page](/stress) has it. In England you can also refer yourself to NHS Talking Therapies, which the [NHS mental health pages](https://www.nhs.uk/mental-health/) explain.`,
      ],
    },
    {
      id: "early-surgical-and-no-hrt",
      heading: "Early or Surgical Menopause, and When HRT Isn't an Option",
      paragraphs: [
        "None of this is my story, and I've written it from the pages linked here, because if it's yours, you need more than my habits. A menopause before 45 is called early, and before 40 it's called premature ovarian insufficiency. The [NHS page on early menopause](https://www.nhs.uk/conditions/early-menopause/) explains the causes and the tests, and [NICE's guideline](https://www.nice.org.uk/guidance/ng23) says women with premature ovarian insufficiency should be offered hormone treatment, HRT or a combined pill, usually until at least the age the menopause would naturally come, because the hormones protect bones and heart for all those extra years.",
        "If your ovaries are removed in an operation, the menopause begins at once rather than over years, and the symptoms can arrive all together. It's worth talking about HRT with your surgical team before the operation, not after.",
        "After breast cancer, and with some other cancers and conditions, HRT is usually not advised, and your specialist team should be the first people you ask. The non-hormonal medicines above, CBT, vaginal moisturisers and lubricants all remain possible, and some women can use vaginal oestrogen after talking it through with their team. [Breast Cancer Now](https://breastcancernow.org/) supports women living with menopause symptoms after treatment, and the [Daisy Network](https://www.daisynetwork.org/) supports women with premature ovarian insufficiency.",
      ],
    },
    {
      id: "contraception",
      heading: "Contraception: HRT Isn't It",
      paragraphs: [
        "You can still get pregnant in perimenopause, even when periods are months apart, and HRT does not work as contraception. [NICE's guideline](https://www.nice.org.uk/guidance/ng23) treats a woman as possibly fertile for two years after her last period if she is under 50, and for one year if she is over 50. The [NHS contraception pages](https://www.nhs.uk/contraception/) set out the methods; some, like the hormonal coil, can also be the progestogen part of HRT.",
        `My last period came in ${monthInWords(authorStory.lastPeriod)}, when I was ${ageInWords(ages.lastPeriod)}, so for me that meant twelve more months. Hormonal contraception and HRT can both hide when your periods stop, so if you're on either, ask your GP or a sexual health clinic when you can stop.`,
      ],
    },
    {
      id: "what-it-costs",
      heading: "What It Costs",
      paragraphs: [
        "Prescriptions are free in Scotland, Wales and Northern Ireland. In England, if you pay for prescriptions, the [HRT prescription prepayment certificate](https://www.nhsbsa.nhs.uk/help-nhs-prescription-costs/hrt-prescription-prepayment-certificate-hrt-ppc) covers a year of eligible HRT items, vaginal oestrogen included, for the price of two single prescription charges: £19.80 when I bought mine in 2025. My patches, capsules and pessaries are three items every time, so it paid for itself at my first collection. It covers only HRT, and your pharmacy may need your other medicines on a separate prescription.",
      ],
    },
  ],
  sources: {
    intro:
      "Where this page says what a treatment does, who it's for or what it costs, it rests on the pages below; what I take and why is my own. NICE's guideline is written for professionals, but its summary of recommendations is readable, and it's what your GP is working from.",
    items: [
      "nhsHrt",
      "nhsHrtBenefitsRisks",
      "niceNg23",
      "nhsVaginalDryness",
      "nhsEarlyMenopause",
      "nhsContraception",
      "nhsbsaHrtPpc",
      "niceFezolinetant",
      "smcMedicinesAdvice",
      "nhsMentalHealth",
      "breastCancerNow",
      "daisyNetwork",
      "whcFactsheets",
    ],
  },
};
