import { useId, useState, type FormEvent, type ReactNode } from "react";
import {
  BLEEDING_LEVELS,
  CHANGE_KINDS,
  LIMITS,
  NOTE_MAX,
  LINE_MAX,
  PALPITATIONS,
  SCORE_SCALE,
  dayEntrySchema,
  scoredSymptoms,
  type ChangeKind,
  type DayEntry,
} from "~/lib/tracker/day-entry";
import { trackerPage } from "~content/tracker";

const copy = trackerPage.form;

export const buttonClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-line bg-surface px-4 py-2 font-semibold text-brand-strong shadow-sm transition-colors hover:border-brand hover:bg-brand-soft focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";
export const primaryButtonClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand px-6 py-2 font-semibold text-on-brand shadow-sm transition-colors hover:bg-brand-strong focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";
const inputClass =
  "min-h-11 rounded-lg border border-line bg-surface px-3 py-2 text-ink focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

/**
 * One option of a choice: a real radio button inside a pill-shaped label at least 44 px high,
 * so the whole pill is the target and the radio itself shows the keyboard focus.
 */
export function ChoicePill({
  name,
  checked,
  onChange,
  children,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label className="flex min-h-11 min-w-11 cursor-pointer items-center gap-2 rounded-full border border-line bg-surface px-3 font-semibold text-ink-soft has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:checked]:text-brand-strong">
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        className="h-4 w-4 accent-brand focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      />
      <span>{children}</span>
    </label>
  );
}

/** A choice of one, drawn as a row of buttons: a native radio group (arrow keys, one tab stop). */
function ChoiceRow<T extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
  describe,
}: {
  legend: ReactNode;
  name: string;
  options: readonly { value: T; label: string; srLabel?: string }[];
  value: T | null;
  onChange: (value: T) => void;
  describe?: string;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="font-semibold text-ink">{legend}</legend>
      {describe ? <p className="text-sm text-ink-soft">{describe}</p> : null}
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <ChoicePill
            key={String(option.value)}
            name={name}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          >
            {option.label}
            {option.srLabel ? <span className="sr-only">: {option.srLabel}</span> : null}
          </ChoicePill>
        ))}
      </div>
    </fieldset>
  );
}

/** A number with one-tap steps either side; empty means not recorded. */
function Stepper({
  label,
  hint,
  value,
  onChange,
  max,
  step = 1,
}: {
  label: string;
  hint?: string;
  value: number | null;
  onChange: (value: number | null) => void;
  max: number;
  step?: number;
}) {
  const id = useId();
  const clamp = (next: number) => Math.min(max, Math.max(0, Math.round(next / step) * step));
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
      <div className="mt-2 flex items-center gap-2">
        <button
          type="button"
          className={`${buttonClass} w-11 px-0`}
          aria-label={`${copy.decrease}: ${label}`}
          onClick={() => onChange(clamp((value ?? 0) - step))}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode={step < 1 ? "decimal" : "numeric"}
          min={0}
          max={max}
          step={step}
          value={value ?? ""}
          placeholder="–"
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => {
            const text = event.target.value;
            if (text === "") onChange(null);
            else if (Number.isFinite(Number(text))) onChange(clamp(Number(text)));
          }}
          className={`${inputClass} w-20 text-center text-lg`}
        />
        <button
          type="button"
          className={`${buttonClass} w-11 px-0`}
          aria-label={`${copy.increase}: ${label}`}
          onClick={() => onChange(clamp((value ?? 0) + step))}
        >
          +
        </button>
      </div>
    </div>
  );
}

function Group({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    // The rule sits inside: the drawn part's padding would otherwise widen it.
    <section aria-labelledby={id} className="drawn-when-near">
      <div className="space-y-5 border-t border-line pt-5">
        <h3 id={id} className="text-xl">
          {heading}
        </h3>
        {children}
      </div>
    </section>
  );
}

const scoreOptions = SCORE_SCALE.map((step) => ({
  value: step.score,
  label: String(step.score),
  srLabel: step.meaning,
}));

/**
 * One day's entry. Everything is optional: what she leaves blank is "not recorded", never a
 * zero. Checked against the stored format's schema before it is handed on.
 */
export function DayForm({
  initial,
  onSave,
  saving,
}: {
  initial: DayEntry;
  onSave: (day: DayEntry) => void;
  saving: boolean;
}) {
  const [day, setDay] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const set = <K extends keyof DayEntry>(key: K, value: DayEntry[K]) =>
    setDay((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = dayEntrySchema.safeParse({ ...day, savedAt: new Date().toISOString() });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? "Something in this day can't be saved.");
      return;
    }
    setProblem(null);
    onSave(checked.data);
  };
  const uid = useId();
  return (
    <form onSubmit={submit} className="space-y-6" aria-label={copy.heading}>
      <Group heading={copy.countsHeading}>
        <p className="-mt-3 text-sm text-ink-soft">{copy.countsHint}</p>
        <div className="grid gap-5 sm:grid-cols-2">
          <Stepper
            label={copy.hotFlushes}
            value={day.hotFlushes}
            max={LIMITS.count}
            onChange={(value) => set("hotFlushes", value)}
          />
          <Stepper
            label={copy.nightSweats}
            value={day.nightSweats}
            max={LIMITS.count}
            onChange={(value) => set("nightSweats", value)}
          />
        </div>
      </Group>

      <Group heading={copy.sleepHeading}>
        <div className="grid gap-5 sm:grid-cols-3">
          <Stepper
            label={copy.sleepHours}
            value={day.sleepHours}
            max={LIMITS.sleepHours}
            step={0.5}
            onChange={(value) => set("sleepHours", value)}
          />
          <Stepper
            label={copy.timesWoken}
            value={day.timesWoken}
            max={LIMITS.timesWoken}
            onChange={(value) => set("timesWoken", value)}
          />
          <Stepper
            label={copy.mood}
            hint={copy.moodHint}
            value={day.mood}
            max={LIMITS.mood}
            onChange={(value) => set("mood", value)}
          />
        </div>
      </Group>

      <Group heading={copy.scoresHeading}>
        <ul className="-mt-2 text-sm text-ink-soft">
          {SCORE_SCALE.map((step) => (
            <li key={step.score}>
              <strong className="text-accent">{step.score}</strong> {step.meaning}
            </li>
          ))}
        </ul>
        {scoredSymptoms.map((symptom) => (
          <div key={symptom.id} className="space-y-3">
            <ChoiceRow
              legend={symptom.label}
              describe={symptom.hint}
              name={`${uid}-${symptom.id}`}
              options={scoreOptions}
              value={day.scores[symptom.id] ?? null}
              onChange={(score) => set("scores", { ...day.scores, [symptom.id]: score })}
            />
            {symptom.id === PALPITATIONS ? (
              <fieldset>
                <legend className="text-sm font-semibold text-ink-soft">
                  {copy.palpitationsExtras}
                </legend>
                <div className="mt-1 flex flex-wrap gap-x-6">
                  <Check
                    label={copy.chestPain}
                    checked={day.chestPain}
                    onChange={(value) => set("chestPain", value)}
                  />
                  <Check
                    label={copy.fainting}
                    checked={day.fainting}
                    onChange={(value) => set("fainting", value)}
                  />
                </div>
              </fieldset>
            ) : null}
          </div>
        ))}
      </Group>

      <Group heading={copy.bleedingHeading}>
        <ChoiceRow
          legend={<span className="sr-only">{copy.bleedingHeading}</span>}
          name={`${uid}-bleeding`}
          options={BLEEDING_LEVELS.map((level) => ({
            value: level,
            label: copy.bleedingLevels[level],
          }))}
          value={day.bleeding}
          onChange={(value) => set("bleeding", value)}
        />
      </Group>

      <Group heading={copy.medicinesHeading}>
        <TextField
          label={copy.medicines}
          hint={copy.medicinesHint}
          value={day.medicines}
          maxLength={LINE_MAX}
          onChange={(value) => set("medicines", value)}
        />
        <SelectChange
          value={day.change?.kind ?? null}
          onChange={(kind) => set("change", kind ? { kind, what: day.change?.what ?? "" } : null)}
        />
        {day.change ? (
          <TextField
            label={copy.changeWhat}
            hint={copy.changeWhatHint}
            value={day.change.what}
            maxLength={LINE_MAX}
            onChange={(what) => set("change", { kind: day.change!.kind, what })}
          />
        ) : null}
      </Group>

      <Group heading={copy.note}>
        <TextField
          label={<span className="sr-only">{copy.note}</span>}
          hint={copy.noteHint}
          value={day.note}
          maxLength={NOTE_MAX}
          multiline
          onChange={(value) => set("note", value)}
        />
      </Group>

      {problem ? (
        <p role="alert" className="font-semibold text-accent">
          {problem}
        </p>
      ) : null}
      <div>
        <button
          type="submit"
          className={`${primaryButtonClass} w-full sm:w-auto`}
          disabled={saving}
        >
          {copy.save}
        </button>
      </div>
    </form>
  );
}

function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="h-5 w-5 accent-brand"
      />
      <span>{label}</span>
    </label>
  );
}

function TextField({
  label,
  hint,
  value,
  onChange,
  maxLength,
  multiline = false,
}: {
  label: ReactNode;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  multiline?: boolean;
}) {
  const id = useId();
  const shared = {
    id,
    value,
    maxLength,
    "aria-describedby": hint ? `${id}-hint` : undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    className: `${inputClass} mt-2 w-full`,
  };
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
      {multiline ? <textarea rows={3} {...shared} /> : <input type="text" {...shared} />}
    </div>
  );
}

function SelectChange({
  value,
  onChange,
}: {
  value: ChangeKind | null;
  onChange: (kind: ChangeKind | null) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-ink">
        {copy.changeLabel}
      </label>
      <select
        id={id}
        value={value ?? ""}
        onChange={(event) => onChange((event.target.value || null) as ChangeKind | null)}
        className={`${inputClass} mt-2 w-full sm:w-auto`}
      >
        <option value="">{copy.changeKinds.none}</option>
        {CHANGE_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {copy.changeKinds[kind]}
          </option>
        ))}
      </select>
    </div>
  );
}
