import { useId } from "react";
import { Icon } from "~/components/Icon";
import { arrowLeft } from "~/components/icon-shapes";
import type { SymptomDiaryPage } from "~content/symptom-diary";

type Diary = SymptomDiaryPage["diary"];

/** Shown wherever the week is wider than the screen (below `lg`), never on paper. */
export const SCROLL_HINT = "Scroll sideways to see all columns";

/*
 * On paper the table has a fixed layout across the sheet's width (landscape, print.css): the
 * day (7%) and the three written columns (11% each) take set shares and the symptoms split the
 * rest equally, however many there are. On A4 a symptom's heading then has about 61 px inside
 * its padding, where "Palpitations" needs 55 to 58 px, depending on how the browser places its
 * letters. Headings may hyphenate (the document is en-GB) and a word too long for its column
 * still breaks inside it, so nothing spills into the next cell.
 */
const printWrap = "print:hyphens-auto print:[overflow-wrap:break-word]";

/** Room to write: cells are blank boxes, tall enough for a few words in pen. */
const cellClass =
  "border-b border-r border-line p-2 align-top last:border-r-0 print:border print:border-black/40";
const headClass = `border-b border-r border-line bg-brand-soft px-2 py-2 text-left align-bottom text-sm font-semibold leading-tight text-brand-strong last:border-r-0 print:border print:border-black/40 print:bg-transparent print:px-[1mm] print:py-[1mm] print:text-[8pt] print:leading-[1.15] ${printWrap}`;

/**
 * The day stays in view while a phone scrolls the week sideways. (Borders are separate, not
 * collapsed, on screen: Chromium paints other cells over a sticky cell in a collapsed table.)
 */
const stickyDay = "sticky left-0 z-10 print:static";

/**
 * One week of the diary as a real table: a row per day, a column per symptom, then sleep,
 * mood and cycle. It is made to be printed, a week to a landscape A4 sheet; on a narrower
 * screen it scrolls sideways inside a labelled region that can take keyboard focus, under a
 * line that says so, with the day column kept in view.
 */
export function SymptomDiaryTable({ diary }: { diary: Diary }) {
  const captionId = useId();
  const hintId = useId();
  return (
    <div>
      <p
        id={hintId}
        className="mb-2 flex items-center gap-2 text-sm font-semibold text-ink-soft lg:hidden print:hidden"
      >
        <Icon path={arrowLeft} className="h-4 w-4 rotate-180" strokeWidth={2} />
        {SCROLL_HINT}
      </p>
      <div
        role="region"
        aria-labelledby={captionId}
        aria-describedby={hintId}
        // A scrolling region must be reachable by keyboard to be scrolled without a pointer.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="overflow-x-auto rounded-2xl border border-line bg-surface shadow-sm print:overflow-visible print:rounded-none print:border-0 print:shadow-none"
      >
        <table className="w-full min-w-[56rem] border-separate border-spacing-0 text-ink print:min-w-0 print:table-fixed print:border-collapse">
          <caption
            id={captionId}
            // Kept in view, at the screen's width, while the grid scrolls sideways under it.
            className="sticky left-0 max-w-[calc(100vw-2.5rem)] px-4 py-3 text-left text-sm text-ink-soft md:max-w-none print:static print:max-w-none print:px-0 print:pb-[1.5mm] print:pt-0 print:text-[8.5pt]"
          >
            {diary.caption}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={`${headClass} ${stickyDay} w-24 print:w-[7%]`}>
                {diary.dayHeading}
              </th>
              {diary.symptoms.map((symptom) => (
                <th key={symptom.id} scope="col" className={headClass}>
                  {symptom.label}
                </th>
              ))}
              {diary.extras.map((column) => (
                <th key={column.id} scope="col" className={`${headClass} w-36 print:w-[11%]`}>
                  {column.label}
                  {column.hint ? (
                    <span className="mt-0.5 block text-xs font-normal text-ink-soft print:text-[7pt]">
                      {column.hint}
                    </span>
                  ) : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="[&>tr:last-child>*]:border-b-0 print:[&>tr:last-child>*]:border-b">
            {diary.days.map((day) => (
              <tr key={day} className="h-14 print:h-[14mm]">
                <th
                  scope="row"
                  className={`${stickyDay} border-b border-r border-line bg-surface px-2 py-2 text-left align-top text-sm font-semibold text-brand-strong print:border print:border-black/40 print:px-[1.2mm] print:py-[1mm] print:text-[8.5pt] ${printWrap}`}
                >
                  {day}
                </th>
                {[...diary.symptoms, ...diary.extras].map((column) => (
                  <td key={column.id} className={cellClass} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** The 0-3 key, shown beside the table on screen and above it on paper. */
export function DiaryScale({ diary }: { diary: Diary }) {
  const headingId = useId();
  return (
    <div aria-labelledby={headingId} role="group">
      <p id={headingId} className="font-semibold text-brand-strong print:text-[9pt]">
        {diary.scaleHeading}
      </p>
      <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2 print:mt-1 print:grid-cols-4 print:gap-x-3 print:text-[8.5pt] print:leading-snug">
        {diary.scale.map((step) => (
          <li key={step.score}>
            <strong className="font-serif text-base text-accent print:text-[10pt]">
              {step.score}
            </strong>{" "}
            {step.meaning}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A line to write on: a label and a ruled space, for the week's date and its notes. */
export function WriteInLine({ label, lines = 1 }: { label: string; lines?: number }) {
  return (
    <div className="text-sm text-ink-soft print:text-[9pt]">
      <p>{label}</p>
      {Array.from({ length: lines }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="h-8 border-b border-ink-soft/60 print:h-[8mm] print:border-black/50"
        />
      ))}
    </div>
  );
}
