import type { ExerciseKind } from "~content/weekly-routine";

export const exerciseKindLabel: Record<ExerciseKind, string> = {
  cardio: "Cardio",
  strength: "Strength",
  rest: "Recovery",
  hiit: "HIIT",
};

export const exerciseKindClass: Record<ExerciseKind, string> = {
  cardio: "bg-accent-soft text-accent",
  strength: "bg-brand-soft text-brand-strong",
  rest: "bg-sage text-ink",
  hiit: "bg-muted text-accent ring-1 ring-inset ring-accent/40",
};

export function dayAnchor(day: string): string {
  return day.toLowerCase();
}
