import type { PhaseTableRow } from "~content/symptoms";

const PHASES = [
  { key: "perimenopause", label: "Perimenopause" },
  { key: "menopause", label: "Menopause" },
  { key: "postmenopause", label: "Postmenopause" },
] as const;

/**
 * Solutions by phase as a real table. Below `md` CSS restacks each row as a card whose cells
 * carry their phase as a label. No ARIA roles restate the table's: HTML forbids them on a
 * table's rows and cells, and the browser keeps the table's semantics through the restacking
 * (test/e2e/topics.spec.ts reads Chromium's accessibility tree at phone width).
 */
export function PhaseTable({ caption, rows }: { caption: string; rows: readonly PhaseTableRow[] }) {
  return (
    <div className="md:overflow-hidden md:rounded-2xl md:border md:border-line md:bg-surface md:shadow-sm">
      <table className="w-full border-collapse text-left text-[0.95rem] leading-snug max-md:block">
        <caption className="pb-4 text-left text-sm text-ink-soft max-md:block md:caption-bottom md:border-t md:border-line md:px-4 md:py-3">
          {caption}
        </caption>
        <thead className="max-md:sr-only">
          <tr className="bg-brand-soft">
            <th scope="col" className="w-[22%] px-4 py-3 font-serif text-base text-brand-strong">
              Concern
            </th>
            {PHASES.map((phase) => (
              <th
                key={phase.key}
                scope="col"
                className="px-4 py-3 font-serif text-base text-brand-strong"
              >
                {phase.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-md:block max-md:space-y-4">
          {rows.map((row) => (
            <tr
              key={row.concern}
              className="max-md:block max-md:overflow-hidden max-md:rounded-2xl max-md:border max-md:border-line max-md:bg-surface max-md:shadow-sm md:even:bg-page"
            >
              <th
                scope="row"
                className="px-4 py-3 align-top font-semibold text-brand-strong max-md:block max-md:bg-brand-soft max-md:font-serif max-md:text-lg md:border-t md:border-line"
              >
                {row.concern}
              </th>
              {PHASES.map((phase) => (
                <td
                  key={phase.key}
                  data-phase={phase.label}
                  className="px-4 py-3 align-top text-ink max-md:block max-md:pt-2.5 max-md:before:mb-0.5 max-md:before:block max-md:before:text-xs max-md:before:font-semibold max-md:before:uppercase max-md:before:tracking-wider max-md:before:text-accent max-md:before:content-[attr(data-phase)] md:border-t md:border-line"
                >
                  {row[phase.key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
