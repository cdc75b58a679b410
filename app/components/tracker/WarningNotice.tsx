import { RichText } from "~/components/content/RichText";
import { longDate } from "~/lib/tracker/days";
import type { Warning } from "~/lib/tracker/warnings";
import { redFlags } from "~content/red-flags";
import { trackerPage } from "~content/tracker";

/** Each warning in the guides' own words (content/red-flags.ts), with the NHS page they link. */
export const warningText: Record<Warning, string[]> = {
  bleedingAfterMenopause: [redFlags.bleedingAfterMenopause, redFlags.heavyPeriodsLink],
  heavyBleeding: [redFlags.heavyBleeding, redFlags.heavyPeriodsLink],
  palpitations: [redFlags.palpitationsUrgent, redFlags.palpitationsLink],
};

/** Shown when the day just saved matches one of the site's warning signs. */
export function WarningNotice({ date, warnings }: { date: string; warnings: Warning[] }) {
  const copy = trackerPage.warnings;
  return (
    <div
      role="alert"
      className="[&_a]:link rounded-2xl border-2 border-accent bg-accent-soft/60 p-5 text-ink"
    >
      <p className="font-serif text-lg font-semibold text-brand-strong">{copy.heading}</p>
      <p className="mt-1">
        {copy.intro} <strong>{longDate(date)}</strong>.
      </p>
      {warnings.map((warning) => (
        <p key={warning} className="mt-2">
          {warningText[warning].map((sentence, index) => (
            <span key={index}>
              {index > 0 ? " " : null}
              <RichText text={sentence} />
            </span>
          ))}
        </p>
      ))}
      <p className="mt-2 text-sm text-ink-soft">{copy.checkedAfter}</p>
    </div>
  );
}
