import type { ChronicleSymptom } from "~content/symptoms";
import { Paragraphs } from "~/components/content/RichText";
import { Callout, CheckList } from "./ArticleSection";
import { proseClass } from "./prose-class";

/** "01", "02"...: the chronicle reads like numbered chapters. */
const chapterNumber = (index: number) => String(index + 1).padStart(2, "0");

/** The eight symptoms as numbered chapters. */
export function SymptomChronicle({ symptoms }: { symptoms: readonly ChronicleSymptom[] }) {
  return (
    <ol className="space-y-12 print:space-y-6">
      {symptoms.map((symptom, index) => (
        <li key={symptom.id}>
          <SymptomChapter symptom={symptom} number={chapterNumber(index)} />
        </li>
      ))}
    </ol>
  );
}

/**
 * One symptom: what it felt like, what helped (a list, or prose where a list would flatten it),
 * and when to see a GP, each under the heading the chapter gives it. Without a number it stands
 * on its own (the later changes told after the chronicle).
 */
export function SymptomChapter({
  symptom,
  number,
}: {
  symptom: ChronicleSymptom;
  number?: string;
}) {
  return (
    <section
      id={symptom.id}
      aria-labelledby={`${symptom.id}-heading`}
      className="scroll-mt-6 border-t border-line pt-10 print:pt-5"
    >
      <div className="flex items-baseline gap-4 print:break-after-avoid">
        {/* Never squeezed by a long name: body text may break anywhere, so without shrink-0
            and nowrap a phone sets "0" above "1". */}
        {number ? (
          <span
            aria-hidden="true"
            className="shrink-0 whitespace-nowrap font-serif text-4xl font-semibold tabular-nums leading-none text-accent sm:text-5xl"
          >
            {number}
          </span>
        ) : null}
        <h3 id={`${symptom.id}-heading`} className="text-2xl leading-tight sm:text-[1.75rem]">
          {symptom.name}
        </h3>
      </div>
      <h4 className="eyebrow mt-6 font-sans text-xs">{symptom.feltLikeHeading}</h4>
      <div className={`${proseClass} mt-3`}>
        <Paragraphs items={symptom.feltLike} />
      </div>
      {/* On paper a plain list that may go on over a page break (each item stays whole): a box
          kept in one piece would leave the foot of the page before it empty. */}
      <div className="mt-6 rounded-2xl bg-sage/60 p-5 sm:p-6 print:mt-4 print:rounded-none print:p-0">
        <h4 className="font-serif text-lg font-semibold">{symptom.helped.heading}</h4>
        {"list" in symptom.helped ? (
          <CheckList items={symptom.helped.list} className="[&_a]:link mt-4" />
        ) : (
          <div className={`${proseClass} mt-3`}>
            <Paragraphs items={symptom.helped.paragraphs} />
          </div>
        )}
      </div>
      {symptom.seeYourGp ? (
        <div className="mt-5">
          <Callout title={symptom.seeYourGp.heading} text={symptom.seeYourGp.text} />
        </div>
      ) : null}
    </section>
  );
}
