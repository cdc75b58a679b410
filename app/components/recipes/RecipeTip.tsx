import { Icon } from "~/components/Icon";
import { lightbulb } from "~/components/icon-shapes";

export function RecipeTip({ text }: { text: string }) {
  return (
    <aside
      aria-labelledby="recipe-tip-title"
      className="mt-10 rounded-r-2xl border-l-4 border-accent bg-accent-soft px-6 py-5 sm:px-7 print:mt-5 print:border print:border-l-4 print:border-black/20 print:border-l-accent print:bg-transparent print:py-3"
    >
      <h2
        id="recipe-tip-title"
        className="flex items-center gap-2 font-sans text-base font-bold uppercase tracking-[0.12em] text-accent"
      >
        <Icon path={lightbulb} className="h-5 w-5" strokeWidth={2} />
        My tip
      </h2>
      <p className="mt-2 text-ink">{text}</p>
    </aside>
  );
}
