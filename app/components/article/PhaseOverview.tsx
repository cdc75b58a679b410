/** A row of numbered cards that introduce an article's phases and link to each one. */
export function PhaseOverview({
  label,
  phases,
}: {
  label: string;
  phases: readonly { id: string; number: number; name: string; summary: string }[];
}) {
  return (
    <nav aria-label={label}>
      <ol className="grid gap-4 sm:grid-cols-3">
        {phases.map((phase) => (
          <li key={phase.id}>
            <a
              href={`#${phase.id}`}
              className="group flex h-full flex-col rounded-2xl border border-line bg-surface p-5 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="eyebrow text-xs">Phase {phase.number}</span>
              <span className="mt-2 font-serif text-xl font-semibold leading-snug text-brand-strong group-hover:underline">
                {phase.name}
              </span>
              <span className="mt-2 text-[0.95rem] leading-snug text-ink-soft">
                {phase.summary}
              </span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
