import { Icon } from "~/components/Icon";
import { clock, plate } from "~/components/icon-shapes";

interface RecipeFactsProps {
  prepTime: string;
  serves: string;
  /** "compact" on cards, "panel" under a recipe's title. */
  variant?: "compact" | "panel";
}

/** Prep time and servings as a definition list, so each value keeps its label for screen readers. */
export function RecipeFacts({ prepTime, serves, variant = "compact" }: RecipeFactsProps) {
  if (variant === "panel") {
    return (
      <dl className="grid grid-cols-2 gap-3 sm:max-w-md">
        <div className="rounded-2xl border border-line bg-surface px-4 py-3 print:border-black/30 print:px-3 print:py-2">
          <dt className="flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.12em] text-accent">
            <Icon path={clock} className="h-4 w-4" strokeWidth={2} />
            Prep time
          </dt>
          <dd className="mt-1 font-serif text-xl font-semibold leading-snug text-brand-strong">
            {prepTime}
          </dd>
        </div>
        <div className="rounded-2xl border border-line bg-surface px-4 py-3 print:border-black/30 print:px-3 print:py-2">
          <dt className="flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.12em] text-accent">
            <Icon path={plate} className="h-4 w-4" strokeWidth={2} />
            Serves
          </dt>
          <dd className="mt-1 font-serif text-xl font-semibold leading-snug text-brand-strong">
            {serves}
          </dd>
        </div>
      </dl>
    );
  }
  return (
    <dl className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-ink-soft">
      <div className="flex items-center gap-1.5">
        <dt className="flex items-center gap-1.5">
          <Icon path={clock} className="h-4 w-4 text-accent" strokeWidth={2} />
          <span className="sr-only">Prep time</span>
        </dt>
        <dd className="font-semibold">{prepTime}</dd>
      </div>
      <div className="flex items-center gap-1.5">
        <dt className="flex items-center gap-1.5">
          <Icon path={plate} className="h-4 w-4 text-accent" strokeWidth={2} />
          <span>Serves</span>
        </dt>
        <dd className="font-semibold">{serves}</dd>
      </div>
    </dl>
  );
}
