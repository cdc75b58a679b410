/**
 * A new post always starts empty (docs/decisions/0042-the-editor-checks-where-she-writes.md).
 * Keystatic keeps a new post she has not created yet in the browser's IndexedDB (database
 * "keystatic", store "items", key ["collection-create", <collection>, …]) and brings it back,
 * address and all, the next time "Add" is pressed: after a failed Create, the next post began
 * with the old one's words and address. This forgets those before Keystatic is drawn, and makes
 * every way to a new post's form (its "Add" links) a fresh page load, which forgets them again.
 * Drafts of posts already saved (key "collection") are Keystatic's and are left alone.
 */

const CREATE_PAGE = /\/keystatic\/collection\/[^/]+\/create\/?$/;

/** Deletes Keystatic's unsaved new posts, then calls `ready` (at once when there is no store). */
export function forgetUnsavedNewPosts(ready: () => void): () => void {
  let open: IDBOpenDBRequest;
  try {
    open = indexedDB.open("keystatic");
  } catch {
    ready();
    return () => {};
  }
  open.onupgradeneeded = () => {
    // No database yet: nothing to forget. Keystatic makes its own store when it first writes.
    open.transaction?.abort();
  };
  open.onerror = () => ready();
  open.onsuccess = () => {
    const db = open.result;
    if (!db.objectStoreNames.contains("items")) {
      db.close();
      ready();
      return;
    }
    const transaction = db.transaction("items", "readwrite");
    const store = transaction.objectStore("items");
    const keys = store.getAllKeys();
    keys.onsuccess = () => {
      for (const key of keys.result) {
        if (Array.isArray(key) && key[0] === "collection-create") store.delete(key);
      }
    };
    transaction.oncomplete =
      transaction.onabort =
      transaction.onerror =
        () => {
          db.close();
          ready();
        };
  };
  // Within the editor, a link to a new post's form loads it afresh, so this runs again.
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.("a[href]");
    if (!(link instanceof HTMLAnchorElement) || !CREATE_PAGE.test(link.pathname)) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    event.stopPropagation();
    window.location.assign(link.href);
  };
  document.addEventListener("click", onClick, true);
  return () => document.removeEventListener("click", onClick, true);
}
