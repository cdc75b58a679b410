/**
 * A browser chunk fetched only when first wanted. `current` is what it exported once it has
 * arrived (so a component mounted later can render it at once); `load()` fetches it, once. A
 * failed load is forgotten, so the next caller tries again.
 */
export function loadOnce<T>(load: () => Promise<T>) {
  let current: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    get current() {
      return current;
    },
    load: () =>
      (pending ??= load().then(
        (value) => (current = value),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
  };
}
