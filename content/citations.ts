/** A public page a guide leans on. Link it inline where the claim is made, too. */
export interface Citation {
  title: string;
  /** Who publishes it, e.g. "NHS" or "NICE". */
  publisher: string;
  href: `https://${string}`;
}

/**
 * The public pages the guides lean on, each written once. A guide lists the ones it uses in
 * its `sources`, and links to them inline where a sentence rests on one.
 */
export const citationCatalogue = {
  nhsMenopause: {
    title: "Menopause",
    publisher: "NHS",
    href: "https://www.nhs.uk/conditions/menopause/",
  },
  nhsMenopauseSymptoms: {
    title: "Symptoms of menopause and perimenopause",
    publisher: "NHS",
    href: "https://www.nhs.uk/conditions/menopause/symptoms/",
  },
  nhsMenopauseSelfHelp: {
    title: "Things you can do to help with menopause symptoms",
    publisher: "NHS",
    href: "https://www.nhs.uk/conditions/menopause/things-you-can-do/",
  },
  niceNg23: {
    title: "Menopause: identification and management (NG23)",
    publisher: "NICE",
    href: "https://www.nice.org.uk/guidance/ng23",
  },
  whcFactsheets: {
    title: "Patient factsheets",
    publisher: "Women's Health Concern, the patient arm of the British Menopause Society",
    href: "https://www.womens-health-concern.org/help-and-advice/factsheets/",
  },
  badSkinHealth: {
    title: "Skin Health Info: patient information on skin conditions",
    publisher: "British Association of Dermatologists",
    href: "https://www.skinhealthinfo.org.uk/",
  },
  nhsHeavyPeriods: {
    title: "Heavy periods",
    publisher: "NHS",
    href: "https://www.nhs.uk/conditions/heavy-periods/",
  },
  nhsPalpitations: {
    title: "Heart palpitations",
    publisher: "NHS",
    href: "https://www.nhs.uk/conditions/heart-palpitations/",
  },
  nhsHrt: {
    title: "Hormone replacement therapy (HRT)",
    publisher: "NHS",
    href: "https://www.nhs.uk/medicines/hormone-replacement-therapy-hrt/",
  },
  nhsHrtBenefitsRisks: {
    title: "Benefits and risks of hormone replacement therapy (HRT)",
    publisher: "NHS",
    href: "https://www.nhs.uk/medicines/hormone-replacement-therapy-hrt/benefits-and-risks-of-hormone-replacement-therapy-hrt/",
  },
  nhsVaginalDryness: {
    title: "Vaginal dryness",
    publisher: "NHS",
    href: "https://www.nhs.uk/conditions/vaginal-dryness/",
  },
  nhsUrinaryTractInfections: {
    title: "Urinary tract infections (UTIs)",
    publisher: "NHS",
    href: "https://www.nhs.uk/conditions/urinary-tract-infections-utis/",
  },
  nhsInsomnia: {
    title: "Insomnia",
    publisher: "NHS",
    href: "https://www.nhs.uk/conditions/insomnia/",
  },
  nhsSleepAndTiredness: {
    title: "Sleep and tiredness",
    publisher: "NHS",
    href: "https://www.nhs.uk/live-well/sleep-and-tiredness/",
  },
  nhsActivityGuidelines: {
    title: "Physical activity guidelines for adults aged 19 to 64",
    publisher: "NHS",
    href: "https://www.nhs.uk/live-well/exercise/exercise-guidelines/physical-activity-guidelines-for-adults-aged-19-to-64/",
  },
  nhsEatWell: {
    title: "Eat well",
    publisher: "NHS",
    href: "https://www.nhs.uk/live-well/eat-well/",
  },
  royalOsteoporosisSociety: {
    title: "Royal Osteoporosis Society",
    publisher: "Royal Osteoporosis Society",
    href: "https://theros.org.uk/",
  },
  nhsMentalHealth: {
    title: "Mental health",
    publisher: "NHS",
    href: "https://www.nhs.uk/mental-health/",
  },
  samaritans: {
    title: "Samaritans",
    publisher: "Samaritans",
    href: "https://www.samaritans.org/",
  },
  nhsGumDisease: {
    title: "Gum disease",
    publisher: "NHS",
    href: "https://www.nhs.uk/conditions/gum-disease/",
  },
  // Research is linked to the article itself (its PubMed record, which links on to the full
  // text), never to the journal's home page.
  harper2022MenopauseSurvey: {
    title:
      "An online survey of perimenopausal women to determine their attitudes and knowledge of the menopause",
    publisher: "Harper and colleagues, UCL, in Women's Health, 2022 (PubMed)",
    href: "https://pubmed.ncbi.nlm.nih.gov/35758176/",
  },
  aljumah2023PostmenopausalSurvey: {
    title:
      "An online survey of postmenopausal women to determine their attitudes and knowledge of the menopause",
    publisher: "Aljumah, Phillips and Harper, UCL, in Post Reproductive Health, 2023 (PubMed)",
    href: "https://pubmed.ncbi.nlm.nih.gov/36994487/",
  },
  bnfProtein: {
    title: "Protein",
    publisher: "British Nutrition Foundation",
    href: "https://www.nutrition.org.uk/nutritional-information/protein/",
  },
  nhsEarlyMenopause: {
    title: "Early menopause",
    publisher: "NHS",
    href: "https://www.nhs.uk/conditions/early-menopause/",
  },
  nhsVitaminD: {
    title: "Vitamin D",
    publisher: "NHS",
    href: "https://www.nhs.uk/conditions/vitamins-and-minerals/vitamin-d/",
  },
  nhsContraception: {
    title: "Contraception",
    publisher: "NHS",
    href: "https://www.nhs.uk/contraception/",
  },
  nhsMigraine: {
    title: "Migraine",
    publisher: "NHS",
    href: "https://www.nhs.uk/conditions/migraine/",
  },
  nhsbsaHrtPpc: {
    title: "HRT prescription prepayment certificate (HRT PPC)",
    publisher: "NHS Business Services Authority",
    href: "https://www.nhsbsa.nhs.uk/help-nhs-prescription-costs/hrt-prescription-prepayment-certificate-hrt-ppc",
  },
  niceFezolinetant: {
    title: "NICE's guidance and appraisals mentioning fezolinetant (search)",
    publisher: "NICE",
    href: "https://www.nice.org.uk/search?q=fezolinetant",
  },
  smcMedicinesAdvice: {
    title: "Medicines advice (search it for fezolinetant)",
    publisher: "Scottish Medicines Consortium",
    href: "https://www.scottishmedicines.org.uk/medicines-advice/",
  },
  breastCancerNow: {
    title: "Breast Cancer Now",
    publisher: "Breast Cancer Now, the UK breast cancer charity",
    href: "https://breastcancernow.org/",
  },
  daisyNetwork: {
    title: "The Daisy Network",
    publisher: "The Daisy Network, the charity for premature ovarian insufficiency",
    href: "https://www.daisynetwork.org/",
  },
  nhsMenopauseTreatment: {
    title: "Treatment for menopause and perimenopause",
    publisher: "NHS",
    href: "https://www.nhs.uk/conditions/menopause/treatment/",
  },
  mhraGinaPharmacy: {
    title:
      "Consultation on a proposal to make Gina 10 microgram vaginal tablets (estradiol) available from pharmacies",
    publisher: "Medicines and Healthcare products Regulatory Agency (MHRA), on GOV.UK",
    href: "https://www.gov.uk/government/consultations/consultation-on-proposal-to-make-gina-10-microgram-vaginal-tablets-estradiol-available-from-pharmacies",
  },
  govukFezolinetant: {
    title: "News about fezolinetant's UK licence (search)",
    publisher: "GOV.UK, where the MHRA announces its decisions",
    href: "https://www.gov.uk/search/news-and-communications?keywords=fezolinetant",
  },
  govukElinzanetant: {
    title: "News about elinzanetant's UK licence (search)",
    publisher: "GOV.UK, where the MHRA announces its decisions",
    href: "https://www.gov.uk/search/news-and-communications?keywords=elinzanetant",
  },
  niceElinzanetant: {
    title: "NICE's guidance and appraisals mentioning elinzanetant (search)",
    publisher: "NICE",
    href: "https://www.nice.org.uk/search?q=elinzanetant",
  },
  nhsDvt: {
    title: "Deep vein thrombosis (DVT)",
    publisher: "NHS",
    href: "https://www.nhs.uk/conditions/deep-vein-thrombosis-dvt/",
  },
  nhsPulmonaryEmbolism: {
    title: "Pulmonary embolism",
    publisher: "NHS",
    href: "https://www.nhs.uk/conditions/pulmonary-embolism/",
  },
  britishMenopauseSociety: {
    title: "British Menopause Society",
    publisher: "British Menopause Society",
    href: "https://thebms.org.uk/",
  },
  nhsOsteoporosis: {
    title: "Osteoporosis",
    publisher: "NHS",
    href: "https://www.nhs.uk/conditions/osteoporosis/",
  },
  nhsCalcium: {
    title: "Calcium",
    publisher: "NHS",
    href: "https://www.nhs.uk/conditions/vitamins-and-minerals/calcium/",
  },
  nhsHealthCheck: {
    title: "NHS Health Check",
    publisher: "NHS",
    href: "https://www.nhs.uk/conditions/nhs-health-check/",
  },
  nhsHighBloodPressure: {
    title: "High blood pressure (hypertension)",
    publisher: "NHS",
    href: "https://www.nhs.uk/conditions/high-blood-pressure-hypertension/",
  },
  nhsHighCholesterol: {
    title: "High cholesterol",
    publisher: "NHS",
    href: "https://www.nhs.uk/conditions/high-cholesterol/",
  },
  nhsUrinaryIncontinence: {
    title: "Urinary incontinence",
    publisher: "NHS",
    href: "https://www.nhs.uk/conditions/urinary-incontinence/",
  },
  squeezyApp: {
    title: "Squeezy: the NHS physiotherapy app for pelvic floor muscle exercises",
    publisher: "Squeezy",
    href: "https://www.squeezyapp.com/",
  },
  nhsBreastScreening: {
    title: "Breast screening (mammogram)",
    publisher: "NHS",
    href: "https://www.nhs.uk/conditions/breast-screening-mammogram/",
  },
  nhsCervicalScreening: {
    title: "Cervical screening",
    publisher: "NHS",
    href: "https://www.nhs.uk/conditions/cervical-screening/",
  },
  nhsCheckBreasts: {
    title: "How should I check my breasts?",
    publisher: "NHS",
    href: "https://www.nhs.uk/common-health-questions/womens-health/how-should-i-check-my-breasts/",
  },
  acasMenopauseAtWork: {
    title: "Menopause at work",
    publisher: "Acas, the Advisory, Conciliation and Arbitration Service",
    href: "https://www.acas.org.uk/menopause-at-work",
  },
  govukDiscriminationRights: {
    title: "Discrimination: your rights",
    publisher: "GOV.UK",
    href: "https://www.gov.uk/discrimination-your-rights",
  },
} as const satisfies Record<string, Citation>;

/** A source by its name in the catalogue. */
export type CitationKey = keyof typeof citationCatalogue;
