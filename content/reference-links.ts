import { citationCatalogue } from "./citations";

/**
 * Phrases in blog post bodies that become outbound links. Editable: add a row to link a new
 * phrase. Matching is exact and case-sensitive; text already inside a link is left alone.
 */
export interface ReferenceLink {
  phrase: string;
  href: string;
  /** A sentence of its own, added after the sentence that holds the link. */
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
    /** The association's public site on skin care and skin conditions, not its home page. */
    href: citationCatalogue.badSkinHealth.href,
    note: "It's a useful summary of the hair and skin changes many of us notice, written by the doctors who specialise in them.",
  },
  {
    phrase: "Cleveland Clinic memory loss page",
    href: "https://my.clevelandclinic.org/health/symptoms/memory-loss",
  },
];
