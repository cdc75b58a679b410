/**
 * Phrases in blog post bodies that become outbound links. Editable: add a row to link a new
 * phrase. Matching is exact and case-sensitive; text already inside a link is left alone.
 */
export interface ReferenceLink {
  phrase: string;
  href: string;
  /** A sentence added right after the link. */
  note?: string;
}

export const referenceLinks: readonly ReferenceLink[] = [
  {
    phrase: "Mayo Clinic menopause guide",
    href: "https://www.mayoclinic.org/diseases-conditions/menopause/symptoms-causes/syc-20353397",
  },
  {
    phrase: "NHS menopause symptoms",
    href: "https://www.nhs.uk/conditions/menopause/symptoms/",
  },
  {
    phrase: "British Association of Dermatologists skin care advice",
    href: "https://www.bad.org.uk/",
    note: "It's a useful summary of the hair and skin changes that can come with menopause.",
  },
  {
    phrase: "Cleveland Clinic memory loss page",
    href: "https://my.clevelandclinic.org/health/symptoms/memory-loss",
  },
];
