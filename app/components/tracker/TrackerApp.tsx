import { memo, startTransition, useCallback, useEffect, useId, useMemo, useState } from "react";
import { Callout } from "~/components/article/ArticleSection";
import { Paragraphs } from "~/components/content/RichText";
import { backupJson, daysCsv, type ImportResult } from "~/lib/tracker/backup";
import {
  addDays,
  dayLabel,
  daysBetween,
  localToday,
  longDate,
  oldestFirst,
} from "~/lib/tracker/days";
import { emptyDay, type DayEntry } from "~/lib/tracker/day-entry";
import { downloadFile } from "~/lib/tracker/download";
import { registerTrackerWorker } from "~/lib/tracker/offline";
import {
  defaultSettings,
  deleteEverything,
  loadDays,
  loadSettings,
  replaceDays,
  saveDay,
  saveSettings,
  type TrackerSettings,
} from "~/lib/tracker/store";
import { warningsFor } from "~/lib/tracker/warnings";
import { trackerPage as page } from "~content/tracker";
import { ChartSection } from "./ChartSection";
import { DataPanel } from "./DataPanel";
import { buttonClass, ChoicePill, DayForm } from "./DayForm";
import { GpSummary } from "./GpSummary";
import { WarningNotice } from "./WarningNotice";

/** After a month of entries, and then a month after each backup or "not now". */
const REMINDER_DAYS = 30;
/** The days list shows a fortnight until she asks for every day. */
const RECENT_DAYS = 14;

type Status = { state: "loading" } | { state: "ready" } | { state: "failed"; reason: string };

/** The tracker once its code has arrived: it reads her days from this browser and nowhere else. */
export default function TrackerApp() {
  const [status, setStatus] = useState<Status>({ state: "loading" });
  const [days, setDays] = useState<DayEntry[]>([]);
  const [settings, setSettings] = useState<TrackerSettings>(defaultSettings);
  const [today] = useState(localToday);
  const [date, setDate] = useState(today);
  const [saving, setSaving] = useState(false);
  const [savedDate, setSavedDate] = useState<string | null>(null);
  const [persisted, setPersisted] = useState<boolean | null>(null);
  const [message, setMessage] = useState<{ text: string; problem: boolean } | null>(null);

  useEffect(() => {
    Promise.all([loadDays(), loadSettings()])
      .then(([loaded, stored]) =>
        // Drawing the whole tracker is a transition, which React renders in short slices, so
        // its arrival is not one long task on a phone (docs/decisions/0051-the-phone-after-the-first-paint.md).
        startTransition(() => {
          setDays(loaded.days);
          setSettings(stored);
          setStatus({ state: "ready" });
        }),
      )
      .catch((error: unknown) =>
        setStatus({
          state: "failed",
          reason: error instanceof Error ? error.message : String(error),
        }),
      );
    void navigator.storage?.persisted?.().then(setPersisted);
    registerTrackerWorker();
  }, []);

  const byDate = useMemo(() => new Map(days.map((day) => [day.date, day])), [days]);
  const existing = byDate.get(date);
  const initial = useMemo(() => {
    if (existing) return existing;
    // Medicines carry over from the latest day before this one: most days they're the same.
    const before = days.filter((day) => day.date < date).at(-1);
    return { ...emptyDay(date), medicines: before?.medicines ?? "" };
  }, [existing, days, date]);

  const save = useCallback(
    async (day: DayEntry) => {
      setSaving(true);
      try {
        await saveDay(day);
        setSavedDate(day.date);
        // The list, the charts and the summary redraw as a transition, which React breaks into
        // short tasks, so the tap that saved is answered at once (decision 0044's measurements).
        startTransition(() =>
          setDays((current) =>
            [...current.filter((other) => other.date !== day.date), day].sort(oldestFirst),
          ),
        );
        // Asked on her first save, a moment the browser counts as her own doing.
        if (persisted === false) void navigator.storage?.persist?.().then(setPersisted);
      } catch (error) {
        setMessage({ text: `That day couldn't be saved: ${String(error)}`, problem: true });
      } finally {
        setSaving(false);
      }
    },
    [persisted],
  );

  const updateSettings = (next: TrackerSettings) => {
    setSettings(next);
    void saveSettings(next);
  };
  const exportBackup = () => {
    downloadFile(
      `symptom-tracker-backup-${today}.json`,
      backupJson(days, settings),
      "application/json",
    );
    updateSettings({ ...settings, lastExport: today });
  };
  const exportCsv = () => downloadFile(`symptom-tracker-${today}.csv`, daysCsv(days), "text/csv");
  const importBackup = async (result: Extract<ImportResult, { ok: true }>) => {
    const next = { ...settings, lastPeriod: result.lastPeriod ?? settings.lastPeriod };
    try {
      await replaceDays(result.days, next);
      const loaded = await loadDays();
      setDays(loaded.days);
      setSettings(next);
      setMessage({ text: page.data.imported(result.days.length), problem: false });
    } catch (error) {
      setMessage({ text: `The backup couldn't be restored: ${String(error)}`, problem: true });
    }
  };
  const removeEverything = async () => {
    await deleteEverything();
    setDays([]);
    setSettings(defaultSettings);
    setSavedDate(null);
    setMessage({ text: page.data.deleted, problem: false });
  };

  if (status.state === "loading") return <p className="text-lg">Opening your diary…</p>;
  if (status.state === "failed") {
    return (
      <p role="alert" className="text-lg font-semibold text-accent">
        This browser won&apos;t let the tracker open its storage ({status.reason}). In a private
        window most browsers don&apos;t allow it; try a normal window, or use my{" "}
        <a className="link" href="/symptom-diary">
          printable diary
        </a>
        .
      </p>
    );
  }

  const first = days[0]?.date;
  const remindFrom = [settings.lastExport, settings.reminderDismissed]
    .filter((value): value is string => value !== null)
    .sort()
    .at(-1);
  const showReminder =
    first !== undefined &&
    daysBetween(first, today) >= REMINDER_DAYS &&
    (remindFrom === undefined || daysBetween(remindFrom, today) >= REMINDER_DAYS);
  const savedDay = savedDate ? byDate.get(savedDate) : undefined;
  const savedWarnings = savedDay ? warningsFor(savedDay, days, settings.lastPeriod) : [];

  return (
    <div className="space-y-12 print:space-y-0" data-tracker="ready">
      {showReminder ? (
        <div role="note" className="card space-y-3 p-5 print:hidden">
          <p>{page.reminder.text}</p>
          <div className="flex flex-wrap gap-3">
            <button type="button" className={buttonClass} onClick={exportBackup}>
              {page.reminder.action}
            </button>
            <button
              type="button"
              className={buttonClass}
              onClick={() => updateSettings({ ...settings, reminderDismissed: today })}
            >
              {page.reminder.dismiss}
            </button>
          </div>
        </div>
      ) : null}

      <section aria-labelledby="day-heading" className="space-y-5 print:hidden">
        <h2 id="day-heading" className="text-3xl">
          {page.form.heading}
        </h2>
        <DayPicker date={date} today={today} onChange={setDate} />
        {existing ? <p className="text-ink-soft">{page.form.editing}</p> : null}
        <div role="status" aria-live="polite" className="empty:hidden">
          {savedDate === date && savedDay ? (
            <p className="font-semibold text-brand-strong">
              {page.form.saved}: {longDate(savedDate)}.
            </p>
          ) : null}
        </div>
        {savedDate === date && savedWarnings.length > 0 ? (
          <WarningNotice date={savedDate} warnings={savedWarnings} />
        ) : null}
        <DayForm
          key={`${date}:${existing?.savedAt ?? ""}`}
          initial={initial}
          onSave={save}
          saving={saving}
        />
      </section>

      <ChartSection days={days} today={today} />

      <DaysList days={days} onEdit={setDate} />

      <GpSummary days={days} today={today} lastPeriod={settings.lastPeriod} />

      <section aria-labelledby="privacy-heading" className="drawn-when-near space-y-3 print:hidden">
        <h2 id="privacy-heading" className="text-3xl">
          {page.privacy.heading}
        </h2>
        <Paragraphs items={page.privacy.paragraphs} />
        {persisted !== null ? (
          <p className="text-ink-soft">
            {persisted ? page.privacy.persisted : page.privacy.notPersisted}
          </p>
        ) : null}
        <p className="text-ink-soft">{page.offline}</p>
      </section>

      <DataPanel
        lastPeriod={settings.lastPeriod}
        onLastPeriod={(lastPeriod) => updateSettings({ ...settings, lastPeriod })}
        onExportCsv={exportCsv}
        onExportBackup={exportBackup}
        onImport={(result) => void importBackup(result)}
        onDeleteEverything={() => void removeEverything()}
        message={message}
      />

      <div className="drawn-when-near print:hidden">
        <Callout title={page.disclaimer.title} text={page.disclaimer.text} />
      </div>
    </div>
  );
}

function DayPicker({
  date,
  today,
  onChange,
}: {
  date: string;
  today: string;
  onChange: (date: string) => void;
}) {
  const yesterday = addDays(today, -1);
  const [other, setOther] = useState(date !== today && date !== yesterday);
  const dateId = useId();
  const choices = [
    {
      key: "today",
      label: page.form.today,
      checked: !other && date === today,
      pick: () => onChange(today),
    },
    {
      key: "yesterday",
      label: page.form.yesterday,
      checked: !other && date === yesterday,
      pick: () => onChange(yesterday),
    },
    {
      key: "other",
      label: page.form.otherDay,
      checked: other || (date !== today && date !== yesterday),
      pick: () => setOther(true),
    },
  ];
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold">{page.form.dayLabel}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <ChoicePill
            key={choice.key}
            name="tracker-day"
            checked={choice.checked}
            onChange={() => {
              if (choice.key !== "other") setOther(false);
              choice.pick();
            }}
          >
            {choice.label}
          </ChoicePill>
        ))}
      </div>
      {other || (date !== today && date !== yesterday) ? (
        <div>
          <label htmlFor={dateId} className="block text-sm font-semibold">
            Date
          </label>
          <input
            id={dateId}
            type="date"
            max={today}
            value={date}
            onChange={(event) => {
              if (event.target.value && event.target.value <= today) onChange(event.target.value);
            }}
            className="mt-1 min-h-11 rounded-lg border border-line bg-surface px-3 py-2"
          />
        </div>
      ) : null}
      <p className="text-lg font-semibold text-brand-strong">{dayLabel(date)}</p>
    </fieldset>
  );
}

const DaysList = memo(function DaysList({
  days,
  onEdit,
}: {
  days: DayEntry[];
  onEdit: (date: string) => void;
}) {
  const [all, setAll] = useState(false);
  const newestFirst = [...days].reverse();
  const shown = all ? newestFirst : newestFirst.slice(0, RECENT_DAYS);
  return (
    <section aria-labelledby="days-heading" className="drawn-when-near space-y-4 print:hidden">
      <h2 id="days-heading" className="text-3xl">
        {page.days.heading}
      </h2>
      {days.length === 0 ? (
        <p className="text-ink-soft">{page.days.empty}</p>
      ) : (
        <ul
          className="divide-y divide-line rounded-2xl border border-line bg-surface"
          data-testid="days-list"
        >
          {shown.map((day) => (
            <li key={day.date} className="flex items-start justify-between gap-3 px-4 py-2">
              <div className="min-w-0">
                <p className="font-semibold">{dayLabel(day.date)}</p>
                <p className="text-sm text-ink-soft">{daySummary(day)}</p>
                {day.note ? (
                  <p className="mt-1 whitespace-pre-line break-words text-sm">{day.note}</p>
                ) : null}
              </div>
              <button
                type="button"
                className={`${buttonClass} shrink-0`}
                onClick={() => {
                  onEdit(day.date);
                  document.getElementById("day-heading")?.scrollIntoView();
                }}
              >
                {page.days.edit}
                <span className="sr-only"> {longDate(day.date)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {!all && days.length > RECENT_DAYS ? (
        <button type="button" className={buttonClass} onClick={() => setAll(true)}>
          Show all {days.length} days
        </button>
      ) : null}
    </section>
  );
});

/** "3 flushes · 1 sweat · mood 6 · 7 h sleep · light bleeding": a day at a glance. */
function daySummary(day: DayEntry): string {
  const parts: string[] = [];
  if (day.hotFlushes !== null)
    parts.push(`${day.hotFlushes} ${day.hotFlushes === 1 ? "flush" : "flushes"}`);
  if (day.nightSweats !== null)
    parts.push(`${day.nightSweats} night ${day.nightSweats === 1 ? "sweat" : "sweats"}`);
  if (day.mood !== null) parts.push(`mood ${day.mood}`);
  if (day.sleepHours !== null) parts.push(`${Math.round(day.sleepHours * 10) / 10} h sleep`);
  if (day.bleeding && day.bleeding !== "none") parts.push(`${day.bleeding} bleeding`);
  if (day.change) parts.push(`medicine ${day.change.kind}`);
  return parts.join(" · ") || "Saved";
}
