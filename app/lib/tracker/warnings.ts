/**
 * Which of the site's warning signs (content/red-flags.ts) a day's entry matches. It names the
 * sign and nothing more: the tracker shows the guide's own words and links, and never reads a
 * score as a diagnosis.
 */
import { addMonths } from "./days";
import type { DayEntry } from "./day-entry";

export type Warning = "bleedingAfterMenopause" | "heavyBleeding" | "palpitations";

const bled = (day: DayEntry) =>
  day.bleeding === "spotting" || day.bleeding === "light" || day.bleeding === "heavy";

/**
 * The last day before `date` that she bled: from her own entries, or the date of her last
 * period she gave the tracker, whichever is later.
 */
function lastBleedBefore(date: string, days: DayEntry[], lastPeriod: string | null): string | null {
  let last = lastPeriod !== null && lastPeriod < date ? lastPeriod : null;
  for (const day of days) {
    if (day.date < date && bled(day) && (last === null || day.date > last)) last = day.date;
  }
  return last;
}

export function warningsFor(day: DayEntry, days: DayEntry[], lastPeriod: string | null): Warning[] {
  const warnings: Warning[] = [];
  if (bled(day)) {
    const previous = lastBleedBefore(day.date, days, lastPeriod);
    if (previous !== null && addMonths(previous, 12) <= day.date) {
      warnings.push("bleedingAfterMenopause");
    }
  }
  if (day.bleeding === "heavy") warnings.push("heavyBleeding");
  if (day.chestPain || day.fainting) warnings.push("palpitations");
  return warnings;
}
