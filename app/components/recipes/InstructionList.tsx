import { keepNumbersWithUnits } from "~/lib/typography";

/** Numbered steps: an <ol> so the numbers are real, drawn as discs for the eye. */
export function InstructionList({ steps }: { steps: readonly string[] }) {
  return (
    <section aria-labelledby="instructions-title">
      <h2 id="instructions-title" className="text-2xl sm:text-3xl print:text-xl">
        Instructions
      </h2>
      <ol className="mt-6 space-y-6 print:mt-3 print:space-y-3">
        {steps.map((step, index) => (
          <li key={index} className="flex gap-4 sm:gap-5">
            <span
              aria-hidden="true"
              className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand font-serif text-lg font-bold text-on-brand print:h-7 print:w-7 print:border print:border-brand print:bg-transparent print:text-base print:text-brand"
            >
              {index + 1}
            </span>
            <p className="pt-1 text-lg leading-relaxed print:pt-0.5 print:text-[11pt]">
              {keepNumbersWithUnits(step)}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
