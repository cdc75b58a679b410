/**
 * Where the tracker keeps her days: IndexedDB in her own browser, through `idb`. Nothing here
 * (or anywhere in the tracker) sends a day over the network (docs/decisions/0044-the-symptom-tracker.md).
 *
 * Contract:
 * - One database, DB_NAME, with a store of days keyed by date and a store of settings. Its
 *   schema version (DB_VERSION) changes only when a store or index does; the shape of a day has
 *   its own version (FORMAT_VERSION in day-entry.ts), written into every record.
 * - `loadDays` reads every day through `upgradeDay`: a record from any earlier format comes back
 *   in today's shape. A record that cannot be read is counted, not dropped, and stays stored.
 * - `replaceDays` writes many days in one transaction: all of them or, on any failure, none.
 */
import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import { toStored, upgradeDay, type DayEntry, type StoredDay } from "./day-entry";
import { oldestFirst } from "./days";

export const DB_NAME = "menopause-and-me-tracker";
export const DB_VERSION = 1;

export interface TrackerSettings {
  /** The day her last period started, if she has told the tracker (YYYY-MM-DD). */
  lastPeriod: string | null;
  /** When she last saved a backup, and when the reminder to do so was last put aside. */
  lastExport: string | null;
  reminderDismissed: string | null;
}

export const defaultSettings: TrackerSettings = {
  lastPeriod: null,
  lastExport: null,
  reminderDismissed: null,
};

interface TrackerDb extends DBSchema {
  days: { key: string; value: StoredDay };
  settings: { key: string; value: unknown };
}

const SETTINGS_KEY = "settings";

let database: Promise<IDBPDatabase<TrackerDb>> | null = null;

function db(): Promise<IDBPDatabase<TrackerDb>> {
  database ??= openDB<TrackerDb>(DB_NAME, DB_VERSION, {
    upgrade(upgrading, oldVersion) {
      if (oldVersion < 1) {
        upgrading.createObjectStore("days", { keyPath: "date" });
        upgrading.createObjectStore("settings");
      }
    },
    // Another tab opened a newer tracker: let it upgrade, and open again next time.
    blocking() {
      void database?.then((open) => open.close());
      database = null;
    },
  });
  return database;
}

export async function loadDays(): Promise<{ days: DayEntry[]; unreadable: number }> {
  const records = await (await db()).getAll("days");
  const days: DayEntry[] = [];
  let unreadable = 0;
  for (const record of records) {
    const read = upgradeDay(record);
    if (read.ok) days.push(read.day);
    else unreadable++;
  }
  return { days: days.sort(oldestFirst), unreadable };
}

export async function saveDay(day: DayEntry): Promise<void> {
  await (await db()).put("days", toStored(day));
}

export async function deleteDay(date: string): Promise<void> {
  await (await db()).delete("days", date);
}

/** Writes every day given (replacing the same dates) in one transaction, and the settings. */
export async function replaceDays(days: DayEntry[], settings?: TrackerSettings): Promise<void> {
  const transaction = (await db()).transaction(["days", "settings"], "readwrite");
  const store = transaction.objectStore("days");
  for (const day of days) void store.put(toStored(day));
  if (settings) void transaction.objectStore("settings").put(settings, SETTINGS_KEY);
  await transaction.done;
}

export async function loadSettings(): Promise<TrackerSettings> {
  const stored = await (await db()).get("settings", SETTINGS_KEY);
  return { ...defaultSettings, ...(typeof stored === "object" && stored ? stored : {}) };
}

export async function saveSettings(settings: TrackerSettings): Promise<void> {
  await (await db()).put("settings", settings, SETTINGS_KEY);
}

/** Everything gone: every day and every setting, in one transaction. */
export async function deleteEverything(): Promise<void> {
  const transaction = (await db()).transaction(["days", "settings"], "readwrite");
  void transaction.objectStore("days").clear();
  void transaction.objectStore("settings").clear();
  await transaction.done;
}
