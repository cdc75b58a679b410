import { useInternalLinks } from "~/hooks/use-internal-links";

/**
 * Text the server drew once (`staticMarkup` in a loader): shown as it came, its links handed to
 * the router. Nothing inside reacts to the reader; whatever does is drawn by the route.
 */
export function StaticHtml({ html, className }: { html: string; className?: string }) {
  const ref = useInternalLinks<HTMLDivElement>();
  // Drawn on this site's server from its own content modules, never from a reader's input.
  return <div ref={ref} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
