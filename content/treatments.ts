import { ageInWords, authorStory, monthInWords } from "./author-story";
import { treatmentsEntry } from "./page-names";
import type { IsoDate, PageSeo, ProseSection, SourcesBlock } from "./types";

const { hrt, ages } = authorStory;
/** "July 2025": when she started HRT. */
const startedHrt = monthInWords(authorStory.startedHrt);

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
      "HRT, vaginal oestrogen, non-hormonal tablets such as fezolinetant and elinzanetant, herbal remedies and CBT: what each is, its NHS status, and what I chose.",
    keywords: [
      "menopause treatments",
      "HRT types",
      "vaginal oestrogen",
      "fezolinetant NICE",
      "elinzanetant",
      "bioidentical hormones",
      "stopping HRT",
      "vaginal oestrogen from a pharmacy",
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
  lastReviewed: "2026-11-28",
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
        `I started HRT in ${startedHrt}, at ${ageInWords(ages.startedHrt)}: ${hrt.oestrogen} oestrogen as a ${hrt.form}, changed ${hrt.changed}, and ${hrt.progestogen} as a capsule at bedtime, because I still have my womb. My GP and I chose the ${hrt.form} over a tablet because of the clot risk, and because I'd rather stick something on twice a week than remember a gel every morning.`,
        `Alongside it I still use the low-dose vaginal oestrogen I began in ${monthInWords(hrt.vaginalOestrogen.started)}. My post about [deciding to try HRT](${hrt.post}) tells what the first months were like, the side effects included.`,
      ],
    },
    {
      id: "body-identical-and-bioidentical",
      heading: "Body-Identical HRT and 'Bioidentical' Hormones",
      paragraphs: [
        `When I call my HRT ${hrt.oestrogen}, I mean something precise: oestradiol and ${hrt.progestogen}, made with the same chemical structure as the hormones my ovaries used to make, licensed by the MHRA and prescribed by my GP. 'Bioidentical' sounds as if it should mean the same thing, and that's the trouble. The word is mostly used by private clinics selling compounded hormones: creams, lozenges or pessaries mixed to order, often in doses said to be worked out from saliva or blood tests.`,
        "Compounded hormones aren't licensed, so nobody checks that a batch holds what its label says, or that it protects the womb. [NICE's guideline](https://www.nice.org.uk/guidance/ng23) tells doctors to explain that the safety and effectiveness of unregulated compounded bioidentical hormones are unknown, and the [British Menopause Society](https://thebms.org.uk/) and its patient arm, [Women's Health Concern](https://www.womens-health-concern.org/help-and-advice/factsheets/), whose factsheets include one on bioidentical HRT, advise against them. Nor does a saliva test tell anyone which dose you need: in women over 45, NICE says, the menopause is recognised from symptoms, without a hormone test.",
        "If what you want is hormones the same as your own, you can have them on the NHS. Body-identical oestradiol, as a patch, gel or spray, and micronised progesterone are both ordinary prescriptions.",
      ],
    },
    {
      id: "how-long-and-stopping",
      heading: "How Long HRT Is Taken, the Reviews, and Stopping",
      paragraphs: [
        "There's no fixed limit on how long HRT is taken. The [NHS](https://www.nhs.uk/medicines/hormone-replacement-therapy-hrt/) leaves it to you and your GP, weighing how much it helps against the risks for you, which change with age and with the years you've taken it. Some women take it for a few years through the worst of the symptoms; others for much longer.",
        `[NICE's guideline](https://www.nice.org.uk/guidance/ng23) says a woman starting HRT should be reviewed about three months in, then at least once a year. My first review was in ${monthInWords(hrt.firstReview)}, and since then it's ${hrt.reviewsThen}: my blood pressure and weight, whether I've had any bleeding, how the symptoms are, any side effects, and whether I still want to carry on. Each time I take my notebook, and each time so far the answer has been yes.`,
        "When the time comes to stop, you can stop at once or come down gradually. NICE's guideline says coming down gradually may mean fewer symptoms come back in the first weeks, but that in the longer run it makes no difference which way you stop. Some women find their flushes return for a while; if they're bad, go back to your GP, because starting again is possible. I haven't stopped, and for now I have no plans to.",
      ],
    },
    {
      id: "warning-signs",
      heading: "Warning Signs While You're on HRT",
      paragraphs: [
        "Most side effects, like tender breasts, bloating and headaches, settle in the first three months; [my post](/blog/why-i-decided-to-try-hrt) tells how mine went. A few things don't wait for a review.",
      ],
      list: [
        "**A painful, swollen leg**, usually in the calf, warm to the touch, can be a blood clot, a [deep vein thrombosis](https://www.nhs.uk/conditions/deep-vein-thrombosis-dvt/). The NHS says to ask for an urgent GP appointment or call 111.",
        "**Sudden breathlessness, chest pain** that's worse when you breathe in, or coughing up blood can mean a clot has reached the lungs, a [pulmonary embolism](https://www.nhs.uk/conditions/pulmonary-embolism/): call 999.",
        "**Bleeding you weren't told to expect.** Which bleeding is normal depends on the type of HRT: some give a monthly bleed, others none. [NICE's guideline](https://www.nice.org.uk/guidance/ng23) says irregular bleeding is common in the first three months, and that unexpected bleeding after that should be checked. I asked at the start which mine was, and I'd ring my GP about any bleeding that didn't fit.",
        "**A breast change**: a lump, a change in shape or skin, or anything new. HRT is one more reason to know what's normal for you; the [symptoms page](/symptoms#screening) has how I check, and the screening I go to.",
      ],
    },
    {
      id: "vaginal-oestrogen",
      heading: "Vaginal Oestrogen",
      paragraphs: [
        `This is a much smaller dose of oestrogen put directly where it's needed, as a pessary, a cream, a gel or a ring. It treats dryness, soreness, pain during sex and the bladder changes and repeated urine infections that can come with them. The [NHS page on vaginal dryness](https://www.nhs.uk/conditions/vaginal-dryness/) lists it among the treatments. My GP told me it can be used on its own or alongside HRT, and mine began on its own.`,
        `Mine came after my third urine infection in five months, and it is the treatment I'd have taken sooner if I'd known it existed. The story of those months is on the [symptoms page](/symptoms#vaginal-bladder-changes).`,
        "One form doesn't need a GP at all. Since 2022 a pharmacist can sell low-dose vaginal oestradiol tablets, Gina 10 microgram, to women aged 50 or over whose last period was more than a year ago, after a few questions; anyone who has had breast cancer, a blood clot or certain other conditions is sent to their GP instead. The [MHRA's consultation on making the tablets a pharmacy medicine](https://www.gov.uk/government/consultations/consultation-on-proposal-to-make-gina-10-microgram-vaginal-tablets-estradiol-available-from-pharmacies) sets out who they are for. I couldn't have bought mine that way: when my GP prescribed it, my last period was only eight months behind me.",
        `Like HRT, it is reviewed, but it isn't something you have to come off: [NICE's guideline](https://www.nice.org.uk/guidance/ng23) says it can be used for as long as it's needed, and that the symptoms often come back when it stops. I expect to use mine for good.`,
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
        "For women who can't take HRT, or would rather not, doctors can prescribe other medicines for flushes and sweats: low doses of some antidepressants; gabapentin, an epilepsy and nerve-pain medicine; clonidine, an old blood pressure tablet; and oxybutynin, a bladder medicine that also cuts down sweating. [Women's Health Concern's factsheets](https://www.womens-health-concern.org/help-and-advice/factsheets/) go through them. [NICE's guideline](https://www.nice.org.uk/guidance/ng23) says the antidepressants and clonidine shouldn't be offered routinely as the first treatment for flushes alone, and every one of these has side effects worth asking about: drowsiness with gabapentin, a dry mouth with oxybutynin.",
        "Two newer tablets work on the part of the brain that controls body temperature. Fezolinetant was licensed in the UK in December 2023, which the MHRA announced on [GOV.UK](https://www.gov.uk/search/news-and-communications?keywords=fezolinetant), for moderate to severe flushes and sweats. Whether the NHS pays for it is another matter. The Scottish Medicines Consortium did not recommend it for use in NHS Scotland in 2024, after the company made no submission, and NICE's draft guidance in 2025 said it should not be used routinely in the NHS in England, because the evidence couldn't show it was value for money.",
        "Elinzanetant came next: licensed by the MHRA in July 2025, the first approval of it anywhere, again for moderate to severe flushes and sweats, and again announced on [GOV.UK](https://www.gov.uk/search/news-and-communications?keywords=elinzanetant). When it was licensed it wasn't available on the NHS, only privately, while NICE appraised it.",
        "Decisions like these are revisited, so before an appointment I'd search [NICE for fezolinetant](https://www.nice.org.uk/search?q=fezolinetant), [NICE for elinzanetant](https://www.nice.org.uk/search?q=elinzanetant) and the [Scottish Medicines Consortium](https://www.scottishmedicines.org.uk/medicines-advice/) for where each stands now. Both can be prescribed privately.",
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
      id: "supplements-and-herbal-remedies",
      heading: "Supplements and Herbal Remedies",
      paragraphs: [
        "The chemist's menopause shelf is longer than anything my GP could prescribe, and most of it comes with very little evidence. [NICE's guideline](https://www.nice.org.uk/guidance/ng23) says plainly that the quality, purity and contents of herbal products may be unknown, and the [NHS page on menopause treatment](https://www.nhs.uk/conditions/menopause/treatment/) warns that some can interact with other medicines. Here is what they say about the ones readers ask me about most.",
      ],
      list: [
        "**Black cohosh** may ease flushes a little, NICE says, but preparations vary and its safety is uncertain; packs sold in the UK carry a warning about rare liver problems.",
        "**Red clover** contains isoflavones, plant oestrogens, and NICE groups it with black cohosh: perhaps some effect on flushes, uncertain safety, products that differ from one bottle to the next.",
        "**St John's wort** has some evidence for flushes, but NICE warns of uncertain doses and serious interactions with other medicines, including tamoxifen, which many women take after breast cancer, blood thinners and epilepsy medicines. It can also stop the contraceptive pill working.",
        "**Evening primrose oil** is sold for flushes everywhere, and I haven't found a reliable source that says it helps.",
      ],
    },
    {
      id: "supplements-my-experience",
      heading: "What I Took, and What I'd Check First",
      paragraphs: [
        "If you take anything on prescription, ask a pharmacist before you buy a herbal remedy, and tell your GP what you're taking; my [GP checklist](/symptom-diary) has a line for it. A THR mark on the pack (Traditional Herbal Registration) means the MHRA has checked its quality and safety for traditional use, not that it works.",
        "I tried none of these for my flushes. The only supplement I bought for a symptom was magnesium, for sleep, and it did nothing for me ([what made no difference](/sleep#what-made-no-difference) has the rest). The one I do take, every winter, is on the NHS's advice for everyone, not for a symptom, and it's on my [food page](/food#bones) with the rest of what I do for my bones.",
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
      "NICE's guideline is written for professionals, but its summary of recommendations is readable, and it's what your GP is working from; the NHS pages are the plainer version. Where this page says what a treatment does, who it's for, what it costs or where the NHS stands on it, it rests on one of these. What I take and why is my own.",
    items: [
      "nhsHrt",
      "nhsHrtBenefitsRisks",
      "niceNg23",
      "nhsVaginalDryness",
      "mhraGinaPharmacy",
      "britishMenopauseSociety",
      "whcFactsheets",
      "govukFezolinetant",
      "govukElinzanetant",
      "niceFezolinetant",
      "niceElinzanetant",
      "smcMedicinesAdvice",
      "nhsMenopauseTreatment",
      "nhsDvt",
      "nhsPulmonaryEmbolism",
      "nhsEarlyMenopause",
      "nhsContraception",
      "nhsbsaHrtPpc",
      "nhsMentalHealth",
      "breastCancerNow",
      "daisyNetwork",
    ],
  },
};
