import { useHydrated } from "~/hooks/use-hydrated";
import { Icon } from "~/components/Icon";
import { printer } from "~/components/icon-shapes";

/**
 * Printing needs JavaScript, so the button only shows once the page has hydrated. Until then it
 * keeps its place, invisible (out of reach of keyboard and screen readers alike), so nothing
 * around it moves when it appears: on a phone, in the fonts of the first paint, it may take a
 * line of its own.
 */
export function PrintButton({ label }: { label: string }) {
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className={`inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-surface px-4 py-2 font-semibold text-brand-strong shadow-sm transition-colors hover:border-brand hover:bg-brand-soft print:hidden ${hydrated ? "" : "invisible"}`}
    >
      <Icon path={printer} className="h-4 w-4" strokeWidth={2} />
      {label}
    </button>
  );
}
