import type { BasicFormField, FormFieldStoredValue } from "@keystatic/core";
import { TextArea as KeystarTextArea, TextField as KeystarTextField } from "@keystar/ui/text-field";
import { useEffect, useMemo, useState, type ReactElement } from "react";
import { bodyOverLimits } from "~/lib/blog/body-limits";
import { parsePhotoFocus } from "~/lib/blog/photo-sources";
import { inEditorWords, lengthNotes, twinTitleNote } from "~/lib/blog/post-rules";
import { characters } from "~/lib/page-head";
import { reduceInBrowser } from "./photo-in-browser";
import { sharedValues, usePublished, useSharedValues } from "./form-values";

/** The props used here. Keystar's own types are written against React 19's, this site's are 18's. */
interface TextInputProps {
  label: string;
  description?: string;
  type?: string;
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
  isRequired?: boolean;
  errorMessage?: string;
}
type TextInput = (props: TextInputProps) => ReactElement;
const TextField = KeystarTextField as unknown as TextInput;
const TextArea = KeystarTextArea as unknown as TextInput;

/**
 * Fields the post files need that Keystatic's own do not write the way `npm run posts:check`
 * reads them (docs/decisions/0036-the-editor-writes-the-post-files.md).
 */

/** Keystatic's "must be filled in" error: the message shows under the field before saving. */
class FieldError extends Error {}

const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** What a post file holds for a date, as the form's `YYYY-MM-DDTHH:MM` (UK wall clock). */
function toWallClock(value: FormFieldStoredValue): string {
  if (value === undefined || value === null) return "";
  // js-yaml reads an unquoted `2026-03-14` as a Date at midnight UTC, which is the same wall
  // clock a date without a time means in the files.
  if (value instanceof Date) return value.toISOString().slice(0, 16);
  if (typeof value !== "string") throw new FieldError("must be a date such as 2026-03-14T08:30");
  const trimmed = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return `${trimmed}T00:00`;
  const wall = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})/.exec(trimmed);
  // A time with an offset or seconds is shown without them; the check reads what is saved.
  return wall ? `${wall[1]}T${wall[2]}` : trimmed;
}

/**
 * A date and time on the UK clock, written as `2026-03-14T08:30` with no offset, which the
 * check reads as Europe/London time. Keystatic's own datetime field writes a UTC timestamp
 * (`…Z`), which would move a summer post by an hour.
 */
export function ukDateTime({
  label,
  description,
  isRequired,
}: {
  label: string;
  description: string;
  isRequired: boolean;
}): BasicFormField<string> {
  const validate = (value: string) => {
    if (value === "" && isRequired) throw new FieldError(`${label} is needed`);
    if (value !== "" && !WALL_CLOCK.test(value)) {
      throw new FieldError(`${label} must be a date and time such as 2026-03-14 08:30`);
    }
    return value;
  };
  return {
    kind: "form",
    label,
    Input({ value, onChange, autoFocus, forceValidation }) {
      let error: string | undefined;
      try {
        if (forceValidation) validate(value);
      } catch (problem) {
        error = (problem as Error).message;
      }
      return (
        <TextField
          label={label}
          description={description}
          type="datetime-local"
          value={value}
          onChange={onChange}
          // Keystatic focuses the first field of a form it opens; its choice, passed on.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={autoFocus}
          isRequired={isRequired}
          errorMessage={error}
        />
      );
    },
    defaultValue: () => "",
    parse: toWallClock,
    serialize: (value) => ({ value: value === "" ? undefined : value }),
    validate,
    reader: { parse: toWallClock },
  };
}

/**
 * Optional text with a running count against the length a search result shows. Longer is
 * allowed: the count is advice, and the check says what a search engine will do with it.
 */
export function countedText({
  label,
  description,
  fits,
  multiline = false,
  shared,
}: {
  label: string;
  description: string;
  fits: number;
  multiline?: boolean;
  /** Which shared value it is, for another field's advice (form-values.ts). */
  shared: "seoTitle" | "description";
}): BasicFormField<string> {
  const parse = (value: FormFieldStoredValue) => (typeof value === "string" ? value : "");
  return {
    kind: "form",
    label,
    Input({ value, onChange, autoFocus }) {
      usePublished(shared, value.trim() || undefined);
      const count = characters(value.trim());
      const counter =
        count === 0
          ? `${description} A search result shows about ${fits} characters.`
          : `${description} ${count} of about ${fits} characters${count > fits ? ": a search result will cut it short" : ""}.`;
      const Field = multiline ? TextArea : TextField;
      return (
        <Field
          label={label}
          description={counter}
          value={value}
          onChange={onChange}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- Keystatic's choice, passed on
          autoFocus={autoFocus}
        />
      );
    },
    defaultValue: () => "",
    parse,
    serialize: (value) => ({ value: value.trim() === "" ? undefined : value.trim() }),
    validate: (value) => value,
    reader: { parse },
  };
}

/** Advice and problems under a field, announced as they change. */
export function FieldNotes({
  advice = [],
  problem,
}: {
  advice?: string[];
  problem?: string | null;
}) {
  if (advice.length === 0 && !problem) return null;
  return (
    <div className="editor-notes" role="status">
      {problem ? <p className="editor-problem">{problem}</p> : null}
      {advice.map((note) => (
        <p key={note} className="editor-advice">
          {note}
        </p>
      ))}
    </div>
  );
}

/** The address of the post open in the editor, so its own title is not its twin. */
function openPostAddress(): string | null {
  if (typeof window === "undefined") return null;
  return /\/collection\/posts\/item\/([^/]+)/.exec(window.location.pathname)?.[1] ?? null;
}

type SlugValue = { name: string; slug: string };
/** A Keystatic field to wrap: its input is drawn inside ours, with the same props. */
type Wrappable = { Input: unknown; validate?: unknown };
type InputOf = (props: Record<string, unknown>) => ReactElement;
/** The props Keystatic gives a form field's input (value, onChange, forceValidation…). */
type InputProps<V> = { value: V; onChange: (value: V) => void; forceValidation?: boolean } & Record<
  string,
  unknown
>;

/**
 * The title (Keystatic's title-and-address field) with the check's advice under it as she
 * types: a title a search result would cut short, longer than cards are built for, or another
 * post's title. Advice only: a long title is never refused.
 */
export function titleWithAdvice<F extends Wrappable>(
  base: F,
  posts: { slug: string; title: string }[],
): F {
  const BaseInput = base.Input as InputOf;
  function TitleInput(props: InputProps<SlugValue>) {
    const title = props.value.name;
    usePublished("title", title);
    const { seoTitle } = useSharedValues();
    const open = openPostAddress();
    const notes = lengthNotes({ title, seoTitle }).filter((note) => note.field === "title");
    const twin = twinTitleNote(
      title,
      posts.filter((post) => post.slug !== open),
    );
    return (
      <div>
        <BaseInput {...props} />
        <FieldNotes
          advice={[...notes, ...(twin ? [twin] : [])].map((note) => inEditorWords(note.message))}
        />
      </div>
    );
  }
  return { ...base, Input: TitleInput };
}

/** How long she pauses before the body is measured again. */
const BODY_CHECK_DELAY_MS = 500;
const bodyDecoder = new TextDecoder();

/**
 * The post's body, measured as she types against what a page can show (body-limits.ts, the
 * bounds `posts:check` and the page apply): the field's own editor and, under it, in words, a
 * body past them. After each pause the body is written as it would be saved (the field's own
 * `serialize`, pipe tables included) and measured; nothing is refused here. On her computer
 * the save step names the same under the field and saves nothing; on the live site GitHub's
 * check does (docs/decisions/0052-draft-preview-for-the-signed-in-author.md).
 */
export function bodyWithAdvice<
  F extends Wrappable & {
    serialize(value: never, extra: { slug: string | undefined }): { content?: Uint8Array };
  },
>(base: F): F {
  const BaseInput = base.Input as InputOf;
  function BodyInput(props: InputProps<unknown>) {
    const [problem, setProblem] = useState<string | null>(null);
    useEffect(() => {
      const timer = setTimeout(() => {
        let over: { message: string } | null = null;
        try {
          const { content } = base.serialize(props.value as never, { slug: undefined });
          over = bodyOverLimits(content ? bodyDecoder.decode(content) : "", "markdown");
        } catch {
          // A body the field cannot write yet (mid-change) is measured at the next pause.
        }
        setProblem(over ? inEditorWords(over.message) : null);
      }, BODY_CHECK_DELAY_MS);
      return () => clearTimeout(timer);
    }, [props.value]);
    return (
      <div className="editor-body">
        <BaseInput {...props} />
        <FieldNotes problem={problem} />
      </div>
    );
  }
  return { ...base, Input: BodyInput };
}

/** The excerpt with the check's advice on its length (cards, search results) under it. */
export function excerptWithAdvice<F extends Wrappable>(base: F): F {
  const BaseInput = base.Input as InputOf;
  function ExcerptInput(props: InputProps<string>) {
    usePublished("excerpt", props.value);
    const { description } = useSharedValues();
    const notes = lengthNotes({ excerpt: props.value, description }).filter(
      (note) => note.field === "excerpt",
    );
    return (
      <div>
        <BaseInput {...props} />
        <FieldNotes advice={notes.map((note) => inEditorWords(note.message))} />
      </div>
    );
  }
  return { ...base, Input: ExcerptInput };
}

/** A photo's file ending that the site shows: rasters it makes into pictures, drawings as they are. */
const PHOTO_ENDING = /^(?:jpe?g|png|webp|heic|heif)$/i;
const SHOWN_AS_IT_IS = /^(?:svg|gif|avif)$/i;
const HEIC_ENDING = /^(?:heic|heif)$/i;

/** What she is told when the live site's editor is given a HEIC (it cannot convert one). */
const HEIC_ELSEWHERE =
  "This is an iPhone photo in HEIC format, which the site cannot show. Export it as a JPEG and choose that instead: in Photos, share it and choose Options › Most Compatible; to have the iPhone take JPEGs from now on, set Settings › Camera › Formats to Most Compatible.";

type ImageValue = { data: Uint8Array; extension: string; filename: string } | null;

/** An object URL for the photo's bytes while it is chosen. */
function usePhotoUrl(value: ImageValue): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!value || !/^(?:jpe?g|png|webp|gif|avif|svg)$/i.test(value.extension)) {
      setUrl(null);
      return;
    }
    const type = value.extension.toLowerCase() === "svg" ? "image/svg+xml" : undefined;
    const made = URL.createObjectURL(new Blob([value.data as BlobPart], { type }));
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [value]);
  return url;
}

type Prepared = { data: Uint8Array; extension: string } | { problem: string };

/** On her computer: the editor's API reduces the photo with sharp, as a save would. */
async function preparedHere(chosen: NonNullable<ImageValue>): Promise<Prepared> {
  try {
    const response = await fetch("/api/keystatic/photo", {
      method: "POST",
      headers: { "x-file-name": `photo.${chosen.extension}` },
      body: chosen.data as BlobPart,
    });
    if (!response.ok) return { problem: await response.text() };
    const name = response.headers.get("x-file-name") ?? `photo.${chosen.extension}`;
    return {
      data: new Uint8Array(await response.arrayBuffer()),
      extension: name.slice(name.lastIndexOf(".") + 1),
    };
  } catch {
    return { problem: "The photo could not be prepared: is the editor still running? Try again." };
  }
}

/** On the live site: her browser reduces it (photo-in-browser.ts), since no server step runs. */
async function preparedInBrowser(chosen: NonNullable<ImageValue>): Promise<Prepared> {
  const reduced = await reduceInBrowser(chosen.data, chosen.extension);
  if (reduced) return reduced;
  return {
    problem: HEIC_ENDING.test(chosen.extension)
      ? HEIC_ELSEWHERE
      : "This browser could not open the photo, so it has not been added: it may be damaged, or not really a JPEG, PNG or WebP. Try it again, or choose another photo.",
  };
}

/**
 * The photo field, checked when she chooses a file: a format the site cannot show is refused
 * there, in plain words, and a photo is reduced to what the site uses (at most 2,560 pixels on
 * its long side, upright, without the camera's metadata) before anything is saved, with
 * "Preparing the photo…" meanwhile. On this computer the editor's API does it with sharp
 * (`/api/keystatic/photo`, app/editor/editor-api.ts) and makes an iPhone's HEIC a JPEG, or says
 * why it cannot; on the live site her browser does it (photo-in-browser.ts), and a HEIC it cannot
 * read is refused with how to export a JPEG.
 */
export function checkedPhoto<F extends Wrappable>(base: F, local: boolean): F {
  const BaseInput = base.Input as InputOf;
  function PhotoInput(props: InputProps<ImageValue>) {
    const [problem, setProblem] = useState<string | null>(null);
    const [busy, setBusy] = useState(false);
    const value = props.value;
    const url = usePhotoUrl(value);
    const shared = useMemo(
      () => (value ? { url, extension: value.extension.toLowerCase() } : null),
      [value, url],
    );
    usePublished("photo", shared);
    const choose = async (chosen: ImageValue) => {
      setProblem(null);
      if (!chosen) return props.onChange(null);
      const ending = chosen.extension;
      if (!PHOTO_ENDING.test(ending) && !SHOWN_AS_IT_IS.test(ending)) {
        setProblem(
          `The site cannot show a .${ending} file as a photo: choose a JPEG, PNG or WebP photo, or an SVG drawing.`,
        );
        return;
      }
      if (!PHOTO_ENDING.test(ending)) return props.onChange(chosen);
      setBusy(true);
      try {
        const prepared = local ? await preparedHere(chosen) : await preparedInBrowser(chosen);
        if ("problem" in prepared) return setProblem(prepared.problem);
        props.onChange({
          ...prepared,
          filename: chosen.filename.replace(/\.[^.]+$/, `.${prepared.extension}`),
        });
      } finally {
        setBusy(false);
      }
    };
    return (
      <div>
        <BaseInput {...props} onChange={choose} />
        {busy ? (
          <p className="editor-advice" role="status">
            Preparing the photo&hellip;
          </p>
        ) : null}
        <FieldNotes problem={problem} />
      </div>
    );
  }
  return {
    ...base,
    Input: PhotoInput,
    validate(value: ImageValue, ...rest: unknown[]) {
      if (value && HEIC_ENDING.test(value.extension)) throw new FieldError(HEIC_ELSEWHERE);
      return (base.validate as (...args: unknown[]) => ImageValue)(value, ...rest);
    },
  };
}

/** "What the photo shows": needed with a photo, as the check says; empty without one. */
export function whatThePhotoShows(): BasicFormField<string> {
  const parse = (value: FormFieldStoredValue) => (typeof value === "string" ? value : "");
  const problemOf = (value: string, hasPhoto: boolean) =>
    hasPhoto && !value.trim()
      ? "Say in one sentence what the photo shows, for people who cannot see it."
      : !hasPhoto && value.trim()
        ? "There is no photo: choose one, or empty this field."
        : null;
  return {
    kind: "form",
    label: "What the photo shows",
    Input({ value, onChange, forceValidation }) {
      const { photo } = useSharedValues();
      const problem = forceValidation ? problemOf(value, Boolean(photo)) : null;
      return (
        <TextField
          label="What the photo shows"
          description="Needed with a photo: one sentence for people who cannot see it."
          value={value}
          onChange={onChange}
          errorMessage={problem ?? undefined}
        />
      );
    },
    defaultValue: () => "",
    parse,
    serialize: (value) => ({ value: value.trim() === "" ? undefined : value.trim() }),
    validate(value) {
      const problem = problemOf(value, Boolean(sharedValues().photo));
      if (problem) throw new FieldError(problem);
      return value;
    },
    reader: { parse },
  };
}

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/**
 * Where the photo's subject is (`imageFocus`): the point the 16:9 boxes keep in view. She picks
 * it on the photo (a click, or the two sliders, which the keyboard moves), and sees the post's
 * 16:9 crop as it changes. Saved as "x% y%"; "Centre" empties it (the site's default). A value
 * typed in words ("top") is shown as its point and kept as it was until she moves it.
 */
export function photoFocus(): BasicFormField<string> {
  const parse = (value: FormFieldStoredValue) => (typeof value === "string" ? value : "");
  const label = "What to keep in view";
  return {
    kind: "form",
    label,
    Input({ value, onChange, forceValidation }) {
      const { photo } = useSharedValues();
      const point = parsePhotoFocus(value) ?? { x: 50, y: 50 };
      const set = (x: number, y: number) => onChange(`${clamp(x)}% ${clamp(y)}%`);
      const problem = forceValidation ? focusProblem(value, Boolean(photo)) : null;
      const position = `${point.x}% ${point.y}%`;
      return (
        <fieldset className="editor-focus">
          <legend>{label}</legend>
          <p className="editor-advice">
            The photo is shown cut to a wide box (16:9) above the post and on its card. Click the
            part that matters, such as a face, or move the sliders; the box below shows what readers
            will see.
          </p>
          {photo?.url ? (
            <div className="editor-focus-pictures">
              <button
                type="button"
                className="editor-focus-photo"
                aria-label="Click the photo where its subject is"
                onClick={(event) => {
                  const box = event.currentTarget.getBoundingClientRect();
                  set(
                    ((event.clientX - box.left) / box.width) * 100,
                    ((event.clientY - box.top) / box.height) * 100,
                  );
                }}
              >
                <img src={photo.url} alt="" />
                <span
                  className="editor-focus-mark"
                  style={{ left: `${point.x}%`, top: `${point.y}%` }}
                />
              </button>
              <figure className="editor-focus-preview">
                <img src={photo.url} alt="" style={{ objectPosition: position }} />
                <figcaption>As readers see it (16:9)</figcaption>
              </figure>
            </div>
          ) : (
            <p className="editor-advice">
              {photo ? "A drawing is shown whole." : "Choose a photo first."}
            </p>
          )}
          <FocusSlider
            label={`Across: ${point.x}% from the left`}
            value={point.x}
            disabled={!photo}
            onChange={(x) => set(x, point.y)}
          />
          <FocusSlider
            label={`Down: ${point.y}% from the top`}
            value={point.y}
            disabled={!photo}
            onChange={(y) => set(point.x, y)}
          />
          <button
            type="button"
            className="editor-focus-reset"
            disabled={value === ""}
            onClick={() => onChange("")}
          >
            Centre (the usual)
          </button>
          <FieldNotes problem={problem} />
        </fieldset>
      );
    },
    defaultValue: () => "",
    parse,
    serialize: (value) => ({ value: value.trim() === "" ? undefined : value.trim() }),
    validate(value) {
      const problem = focusProblem(value, Boolean(sharedValues().photo));
      if (problem) throw new FieldError(problem);
      return value;
    },
    reader: { parse },
  };
}

/** One of the focal point's two percentages, which the arrow keys move a step at a time. */
function FocusSlider(props: {
  label: string;
  value: number;
  disabled: boolean;
  onChange: (value: number) => void;
}) {
  return (
    <label className="editor-focus-slider">
      {props.label}
      <input
        type="range"
        min={0}
        max={100}
        value={props.value}
        disabled={props.disabled}
        onChange={(event) => props.onChange(Number(event.target.value))}
      />
    </label>
  );
}

function focusProblem(value: string, hasPhoto: boolean): string | null {
  if (!value.trim()) return null;
  if (!parsePhotoFocus(value)) {
    return 'Say where the photo\'s subject is, across then down, such as "50% 20%", or press Centre.';
  }
  return hasPhoto ? null : "There is no photo: choose one, or press Centre.";
}
