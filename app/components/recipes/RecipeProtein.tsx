import { ExternalLink } from "~/components/content/RichText";
import type { Recipe } from "~content/recipes";
import type { RecipeProtein as Protein } from "~content/recipe-protein";
import { PROTEIN_SOURCE } from "~content/recipe-protein";

/** How the prep time divides: the same minutes the recipe's structured data gives. */
export function timingSentence({ prepare, cook, chill }: Recipe["timing"]): string {
  if (chill) {
    const hours = chill / 60;
    return `${prepare} mins to make, then at least ${hours} hour${hours === 1 ? "" : "s"} in the fridge.`;
  }
  if (cook === 0) return "No cooking: it's all preparation.";
  return `Of that, ${prepare} mins preparing and ${cook} mins cooking.`;
}

/**
 * The protein in one serving, as readers of the recipes asked for it, with how it was worked out:
 * the total in a sentence, the method in another, and each ingredient's share behind a
 * disclosure (a native <details>, so it opens without JavaScript).
 */
export function RecipeProtein({ protein }: { protein: Protein }) {
  const grams = (value: number) => `${value.toFixed(1)} g`;
  return (
    <div className="mt-5 max-w-md rounded-2xl border border-line bg-surface px-4 py-3 print:mt-3 print:border-black/30 print:px-3 print:py-2">
      <p className="font-serif text-xl font-semibold leading-snug text-brand-strong">
        About {protein.grams} g protein per serving
      </p>
      <p className="mt-1 text-sm leading-relaxed text-ink-soft print:text-[9pt]">
        I added up each ingredient with{" "}
        <ExternalLink href={PROTEIN_SOURCE.href} className="link">
          the UK&apos;s standard food tables (CoFID)
        </ExternalLink>{" "}
        and, for packaged foods, a typical label. Where a recipe gives a choice, I counted the
        first. A close guide, not a lab figure.
      </p>
      <details className="group mt-2 text-sm print:hidden">
        <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1.5 font-semibold text-brand hover:text-brand-strong hover:underline [&::-webkit-details-marker]:hidden">
          <span
            aria-hidden="true"
            className="inline-block transition-transform group-open:rotate-90 motion-reduce:transition-none"
          >
            ▸
          </span>
          See the working
        </summary>
        <table className="mb-2 w-full text-left text-ink">
          <thead className="sr-only">
            <tr>
              <th scope="col">Ingredient</th>
              <th scope="col">Protein</th>
            </tr>
          </thead>
          <tbody>
            {protein.lines.map((line) => (
              <tr key={line.ingredient} className="align-top">
                <td className="py-0.5 pr-4">{line.ingredient}</td>
                <td className="whitespace-nowrap py-0.5 text-right tabular-nums">
                  {grams(line.protein)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-line font-semibold">
              <th scope="row" className="py-1 pr-4 text-left font-semibold">
                In all, to the nearest gram
              </th>
              <td className="whitespace-nowrap py-1 text-right tabular-nums">{protein.grams} g</td>
            </tr>
          </tfoot>
        </table>
      </details>
    </div>
  );
}
