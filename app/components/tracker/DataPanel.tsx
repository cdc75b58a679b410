import { useId, useState, type ChangeEvent } from "react";
import { parseBackup, refuseBySize, type ImportResult } from "~/lib/tracker/backup";
import { trackerPage } from "~content/tracker";
import { buttonClass } from "./DayForm";

const copy = trackerPage.data;

/**
 * Export, restore, the date of her last period, and deleting everything: all of what she can do
 * with her data, in one place.
 */
export function DataPanel({
  lastPeriod,
  onLastPeriod,
  onExportCsv,
  onExportBackup,
  onImport,
  onDeleteEverything,
  message,
}: {
  lastPeriod: string | null;
  onLastPeriod: (date: string | null) => void;
  onExportCsv: () => void;
  onExportBackup: () => void;
  onImport: (result: Extract<ImportResult, { ok: true }>) => void;
  onDeleteEverything: () => void;
  message: { text: string; problem: boolean } | null;
}) {
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const fileId = useId();
  const periodId = useId();
  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    const result = refuseBySize(file.size) ?? parseBackup(await file.text());
    if (result.ok) {
      setRefusal(null);
      onImport(result);
    } else {
      setRefusal(result.message);
    }
  };
  return (
    <section aria-labelledby="data-heading" className="drawn-when-near space-y-5 print:hidden">
      <h2 id="data-heading" className="text-3xl">
        {copy.heading}
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <button type="button" className={buttonClass} onClick={onExportBackup}>
          {copy.exportBackup}
        </button>
        <button type="button" className={buttonClass} onClick={onExportCsv}>
          {copy.exportCsv}
        </button>
      </div>
      <div>
        <label htmlFor={fileId} className="block font-semibold">
          {copy.importLabel}
        </label>
        <p id={`${fileId}-hint`} className="text-sm text-ink-soft">
          {copy.importHint}
        </p>
        <input
          id={fileId}
          type="file"
          accept=".json,application/json"
          aria-describedby={`${fileId}-hint`}
          onChange={(event) => void chooseFile(event)}
          className="mt-2 block min-h-11 w-full text-sm file:mr-3 file:min-h-11 file:rounded-full file:border file:border-line file:bg-surface file:px-4 file:font-semibold file:text-brand-strong"
        />
      </div>
      <div role="status" aria-live="polite">
        {refusal ? <p className="font-semibold text-accent">{refusal}</p> : null}
        {message && !refusal ? (
          <p className={message.problem ? "font-semibold text-accent" : "font-semibold"}>
            {message.text}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={periodId} className="block font-semibold">
          {copy.lastPeriodLabel}
        </label>
        <p id={`${periodId}-hint`} className="text-sm text-ink-soft">
          {copy.lastPeriodHint}
        </p>
        <input
          id={periodId}
          type="date"
          value={lastPeriod ?? ""}
          aria-describedby={`${periodId}-hint`}
          onChange={(event) => onLastPeriod(event.target.value || null)}
          className="mt-2 min-h-11 rounded-lg border border-line bg-surface px-3 py-2"
        />
      </div>
      <div className="rounded-2xl border border-accent/40 p-5">
        <h3 className="text-xl">{copy.deleteHeading}</h3>
        <p className="mt-1">{copy.deleteText}</p>
        {confirming ? (
          <div className="mt-3 flex flex-wrap gap-3">
            <button
              type="button"
              className={`${buttonClass} border-accent text-accent`}
              onClick={() => {
                setConfirming(false);
                onDeleteEverything();
              }}
            >
              {copy.deleteConfirm}
            </button>
            <button type="button" className={buttonClass} onClick={() => setConfirming(false)}>
              {copy.deleteCancel}
            </button>
          </div>
        ) : (
          <button
            type="button"
            className={`${buttonClass} mt-3`}
            onClick={() => setConfirming(true)}
          >
            {copy.deleteButton}
          </button>
        )}
      </div>
    </section>
  );
}
