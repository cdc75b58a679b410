import type { ExerciseKind } from "~content/weekly-routine";
import { exerciseKindClass, exerciseKindLabel } from "./exerciseKind";

export function KindBadge({ kind }: { kind: ExerciseKind }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-bold uppercase tracking-wider ${exerciseKindClass[kind]}`}
    >
      {exerciseKindLabel[kind]}
    </span>
  );
}
