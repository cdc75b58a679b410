import { keepNumbersWithUnits } from "~/lib/typography";

export function IngredientList({ items }: { items: readonly string[] }) {
  return (
    <section
      aria-labelledby="ingredients-title"
      className="self-start rounded-3xl bg-sage p-6 sm:p-8 lg:sticky lg:top-6 print:static print:rounded-xl print:border print:border-black/20 print:bg-transparent print:p-5"
    >
      <h2 id="ingredients-title" className="text-2xl sm:text-3xl print:text-xl">
        Ingredients
      </h2>
      <ul className="mt-5 divide-y divide-ink/10 print:mt-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3 py-2.5 first:pt-0 last:pb-0 print:py-1.5">
            <span
              aria-hidden="true"
              data-print-colour
              className="mt-[0.6rem] h-2 w-2 shrink-0 rounded-full bg-accent print:mt-[0.5rem] print:h-1.5 print:w-1.5"
            />
            <span>{keepNumbersWithUnits(item)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
