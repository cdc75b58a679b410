import { useId } from "react";
import { RichText } from "~/components/content/RichText";
import type { ChecklistGroup } from "~content/symptom-diary";

/**
 * The appointment checklist: groups of things to bring, say and ask, each with a box to tick
 * in pen (on paper; the site has no forms, so on screen the box is only a mark).
 */
export function GpChecklist({ groups }: { groups: readonly ChecklistGroup[] }) {
  return (
    <div className="grid gap-6 md:grid-cols-2 print:block print:columns-2 print:gap-6">
      {groups.map((group) => (
        <ChecklistBlock key={group.heading} group={group} />
      ))}
    </div>
  );
}

function ChecklistBlock({ group }: { group: ChecklistGroup }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="card p-6 print:mb-4 print:break-inside-avoid print:rounded-none print:border-0 print:p-0 print:shadow-none"
    >
      <h3 id={headingId} className="text-xl print:text-[12pt]">
        {group.heading}
      </h3>
      <ul className="mt-4 space-y-3 print:mt-2 print:space-y-1.5 print:text-[9.5pt] print:leading-snug">
        {group.items.map((item) => (
          <li key={item} className="flex gap-3 print:gap-2">
            <span
              aria-hidden="true"
              className="mt-1 h-4 w-4 shrink-0 rounded-sm border-2 border-brand print:mt-0.5 print:h-3 print:w-3 print:border print:border-black/70"
            />
            <span>
              <RichText text={item} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
