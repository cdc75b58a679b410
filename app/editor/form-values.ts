import { useEffect, useSyncExternalStore } from "react";

/**
 * The open post's fields that a rule needs together, shared among their inputs. Keystatic gives
 * each field's input only its own value, but some of the check's rules read two fields: the
 * title's advice depends on the search title, "what the photo shows" is needed only with a
 * photo, and the focal point is chosen on the photo. Each of those inputs publishes its value
 * here while it is on screen, and reads the others'. One form is open at a time, so one store.
 */

export interface SharedPhoto {
  /** An object URL the browser can draw, or null for a drawing or a photo not drawn. */
  url: string | null;
  extension: string;
}

export interface SharedValues {
  title?: string;
  excerpt?: string;
  seoTitle?: string;
  description?: string;
  photo?: SharedPhoto | null;
}

let values: SharedValues = {};
const listeners = new Set<() => void>();

function publish(name: keyof SharedValues, value: SharedValues[keyof SharedValues]) {
  if (values[name] === value) return;
  values = { ...values, [name]: value };
  for (const listener of listeners) listener();
}

/** Publishes this field's value while its input is on screen. */
export function usePublished<K extends keyof SharedValues>(name: K, value: SharedValues[K]) {
  useEffect(() => publish(name, value), [name, value]);
  useEffect(() => () => publish(name, undefined), [name]);
}

/** Every shared value, redrawn when one changes. */
export function useSharedValues(): SharedValues {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => values,
    () => values,
  );
}

/** The values now, for a field's `validate` (run when she saves, outside React). */
export function sharedValues(): SharedValues {
  return values;
}
