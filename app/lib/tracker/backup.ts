/**
 * The tracker's two exports and its one import. The backup is a JSON file only this tracker
 * reads back; the CSV is for a spreadsheet. An import is read in full and checked before anything
 * is written: a file that is too big, not a backup, from a newer tracker, or with any day that
 * fails the schema is refused whole with one plain sentence, and what is stored stays as it was.
 */
import {
  FORMAT_VERSION,
  isCalendarDate,
  scoredSymptoms,
  upgradeDay,
  type DayEntry,
} from "./day-entry";
import type { TrackerSettings } from "./store";

export const BACKUP_KIND = "menopause-and-me-symptom-tracker";
/** Ten years of full days is under 4 MB; anything bigger is not one of ours. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
const MAX_DAYS = 20_000;

export interface Backup {
  kind: typeof BACKUP_KIND;
  version: number;
  exportedAt: string;
  lastPeriod: string | null;
  days: (DayEntry & { v: number })[];
}

export function backupJson(days: DayEntry[], settings: TrackerSettings, now = new Date()): string {
  const backup: Backup = {
    kind: BACKUP_KIND,
    version: FORMAT_VERSION,
    exportedAt: now.toISOString(),
    lastPeriod: settings.lastPeriod,
    days: days.map((day) => ({ v: FORMAT_VERSION, ...day })),
  };
  return JSON.stringify(backup, null, 1);
}

export type ImportResult =
  { ok: true; days: DayEntry[]; lastPeriod: string | null } | { ok: false; message: string };

const refuse = (message: string): ImportResult => ({ ok: false, message });
const NOTHING_CHANGED = "Nothing has been changed.";

/** Checks a file's size before reading it, so a huge file is never read into memory. */
export function refuseBySize(bytes: number): ImportResult | null {
  if (bytes > MAX_IMPORT_BYTES) {
    return refuse(
      `That file is ${(bytes / 1024 / 1024).toFixed(0)} MB, far bigger than any tracker backup, so I haven't opened it. ${NOTHING_CHANGED}`,
    );
  }
  return null;
}

/** Reads a backup file's text: every day in today's format, or the reason it was refused. */
export function parseBackup(text: string): ImportResult {
  const tooBig = refuseBySize(new Blob([text]).size);
  if (tooBig) return tooBig;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return refuse(
      `That file isn't a tracker backup (it isn't the kind of file the tracker saves). ${NOTHING_CHANGED}`,
    );
  }
  if (typeof data !== "object" || data === null || (data as Backup).kind !== BACKUP_KIND) {
    return refuse(
      `That file isn't a tracker backup. Choose the file whose name starts "symptom-tracker-backup". ${NOTHING_CHANGED}`,
    );
  }
  const backup = data as Partial<Backup>;
  if (typeof backup.version !== "number" || !Number.isInteger(backup.version)) {
    return refuse(`That backup doesn't say which version made it. ${NOTHING_CHANGED}`);
  }
  if (backup.version > FORMAT_VERSION) {
    return refuse(
      `That backup was made by a newer version of the tracker. Reload this page while you're online to get the latest version, then try again. ${NOTHING_CHANGED}`,
    );
  }
  if (!Array.isArray(backup.days) || backup.days.length > MAX_DAYS) {
    return refuse(`That backup's list of days can't be read. ${NOTHING_CHANGED}`);
  }
  const lastPeriod = backup.lastPeriod ?? null;
  if (lastPeriod !== null && (typeof lastPeriod !== "string" || !isCalendarDate(lastPeriod))) {
    return refuse(`That backup's date of your last period can't be read. ${NOTHING_CHANGED}`);
  }
  const days: DayEntry[] = [];
  const seen = new Set<string>();
  for (const [index, raw] of backup.days.entries()) {
    const read = upgradeDay(raw);
    if (!read.ok) {
      return refuse(
        `Day ${index + 1} in that backup can't be read: ${read.reason}. ${NOTHING_CHANGED}`,
      );
    }
    if (seen.has(read.day.date)) {
      return refuse(`That backup has ${read.day.date} twice. ${NOTHING_CHANGED}`);
    }
    seen.add(read.day.date);
    days.push(read.day);
  }
  return { ok: true, days, lastPeriod };
}

/**
 * A spreadsheet cell: quoted when it needs to be, and never read as a formula (a note that
 * starts with "=" stays text in Excel and LibreOffice).
 */
function cell(value: string | number | boolean | null): string {
  if (value === null) return "";
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function daysCsv(days: DayEntry[]): string {
  const header = [
    "Date",
    "Hot flushes",
    "Night sweats",
    ...scoredSymptoms.map((symptom) => `${symptom.label} (0-3)`),
    "Sleep (hours)",
    "Times woken",
    "Mood (0-10)",
    "Bleeding",
    "Chest pain",
    "Fainting",
    "Medicines",
    "Medicine change",
    "Note",
  ];
  const rows = days.map((day) => [
    day.date,
    day.hotFlushes,
    day.nightSweats,
    ...scoredSymptoms.map((symptom) => day.scores[symptom.id] ?? null),
    day.sleepHours,
    day.timesWoken,
    day.mood,
    day.bleeding,
    day.chestPain ? "yes" : "",
    day.fainting ? "yes" : "",
    day.medicines,
    day.change ? `${day.change.kind}: ${day.change.what}` : "",
    day.note,
  ]);
  return [header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}
