import type { BasicFormField, FormFieldStoredValue } from "@keystatic/core";
import { TextArea as KeystarTextArea, TextField as KeystarTextField } from "@keystar/ui/text-field";
import type { ReactElement } from "react";
import { characters } from "~/lib/search-snippet";

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
}: {
  label: string;
  description: string;
  fits: number;
  multiline?: boolean;
}): BasicFormField<string> {
  const parse = (value: FormFieldStoredValue) => (typeof value === "string" ? value : "");
  return {
    kind: "form",
    label,
    Input({ value, onChange, autoFocus }) {
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
