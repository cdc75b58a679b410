import { citationCatalogue, type Citation, type CitationKey } from "~content/citations";
import type { SourceList, SourcesBlock } from "~content/types";

/*
 * Sources looked up on the server, for a page that names only a few and sends them as loader
 * data. A `.server` module, because a route that imports the catalogue itself keeps a bare
 * import of the catalogue's shared chunk in its JavaScript even when only its loader uses it.
 */

/** The catalogue's entries for these names, in the order given. */
export function citationsByKey(keys: readonly CitationKey[]): Citation[] {
  return keys.map((key) => citationCatalogue[key]);
}

/** A page's sources block with its entries looked up, for its loader to send. */
export function resolveCitations({ intro, items }: SourcesBlock): SourceList {
  return { intro, items: citationsByKey(items) };
}
