import type { ExerciseDay } from "~content/weekly-routine";
import { KindBadge } from "./KindBadge";
import { dayAnchor } from "./exerciseKind";

export function ExerciseDayCard({ day }: { day: ExerciseDay }) {
  const id = dayAnchor(day.day);
  return (
    <article
      id={id}
      aria-labelledby={`${id}-title`}
      className="card scroll-mt-6 p-5 sm:p-7 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10 print:grid print:break-inside-avoid print:grid-cols-[11rem_minmax(0,1fr)] print:gap-6 print:p-4"
    >
      <header>
        <h3 id={`${id}-title`} className="text-2xl sm:text-3xl">
          {day.day}
        </h3>
        <p className="mt-1 text-lg font-semibold text-ink">{day.title}</p>
        <p className="mt-3 flex flex-wrap items-center gap-2">
          <KindBadge kind={day.kind} />
          {day.duration ? (
            <span className="text-sm font-semibold text-ink-soft">{day.duration}</span>
          ) : null}
        </p>
      </header>
      <div className="mt-4 lg:mt-0 print:mt-0">
        <p className="text-ink-soft">{day.description}</p>
        {day.exercises ? (
          <table className="mt-5 w-full border-collapse text-left print:mt-2">
            <caption className="sr-only">{day.day}&rsquo;s exercises with sets and reps</caption>
            <thead>
              <tr className="border-b-2 border-line text-sm uppercase tracking-wider text-ink-soft">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Exercise
                </th>
                {/* On the narrowest phones it may wrap before "reps", so large text fits. */}
                <th
                  scope="col"
                  className="whitespace-nowrap py-2 text-right font-semibold max-[359px]:whitespace-normal"
                >
                  Sets&nbsp;&times; reps
                </th>
              </tr>
            </thead>
            <tbody>
              {day.exercises.map((exercise) => (
                <tr key={exercise.name} className="border-b border-line last:border-b-0">
                  <th
                    scope="row"
                    className="hyphens-auto py-2.5 pr-3 font-normal [overflow-wrap:anywhere] print:py-1"
                  >
                    <span className="font-semibold text-ink">{exercise.name}</span>
                    {exercise.note ? (
                      <span className="block text-sm text-ink-soft">{exercise.note}</span>
                    ) : null}
                  </th>
                  <td className="whitespace-nowrap py-2.5 text-right align-top font-bold tabular-nums text-brand-strong print:py-1">
                    {exercise.sets} &times; {exercise.reps}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {day.circuit ? (
          <section
            aria-labelledby={`${id}-circuit-title`}
            className="mt-6 rounded-2xl bg-muted p-5 sm:p-6 print:mt-3 print:p-0"
          >
            <h4 id={`${id}-circuit-title`} className="text-xl">
              Core circuit
            </h4>
            <p className="mt-1 font-semibold text-ink">
              {day.circuit.rounds} rounds &times; {day.circuit.reps} reps of each of{" "}
              {day.circuit.moves.length} moves
            </p>
            <ol className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2">
              {day.circuit.moves.map((move, index) => (
                <li key={move} className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-surface text-sm font-bold text-accent ring-1 ring-line"
                  >
                    {index + 1}
                  </span>
                  {move}
                </li>
              ))}
            </ol>
          </section>
        ) : null}
      </div>
    </article>
  );
}
