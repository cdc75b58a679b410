/**
 * The warning signs the site names wherever they matter, written once: the symptoms guide's
 * "see your GP" notes read them from here, and so does the tracker (/tracker) when a day's entry
 * matches one. Each is a sentence of the guide, with the NHS page the guide links, so a reader
 * meets the same words in both places. Inline marks are RichText's ([text](href)).
 */
export const redFlags = {
  heavyBleeding:
    "The NHS describes periods as heavy if you need to change a pad or tampon every 1 to 2 hours, pass clots larger than about 2.5 cm (roughly a 10p coin), bleed for more than 7 days, bleed through to your clothes or bedding, or often feel tired or short of breath.",
  bleedingAfterMenopause:
    "Bleeding after the menopause, meaning a year or more after your last period, always needs a GP appointment, however light it is.",
  heavyPeriodsLink:
    "The NHS guide to [heavy periods](https://www.nhs.uk/conditions/heavy-periods/) sets out the signs and the treatments.",
  palpitationsUrgent:
    "Call 999 if palpitations come with chest pain, severe breathlessness or fainting.",
  palpitationsLink:
    "The NHS page on [heart palpitations](https://www.nhs.uk/conditions/heart-palpitations/) explains when to get help.",
} as const;
