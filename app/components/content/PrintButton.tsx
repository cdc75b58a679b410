import { useHydrated } from "~/lib/use-hydrated";
import { Icon } from "~/components/Icon";
import { printer } from "~/components/icon-shapes";

/** Printing needs JavaScript, so the button only appears once the page has hydrated. */
export function PrintButton({ label }: { label: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-surface px-4 py-2 font-semibold text-brand-strong shadow-sm transition-colors hover:border-brand hover:bg-brand-soft print:hidden"
    >
      <Icon path={printer} className="h-4 w-4" strokeWidth={2} />
      {label}
    </button>
  );
}
