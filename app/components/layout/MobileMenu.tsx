import { useLocation } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { mainNavigation } from "~content/navigation";
import { useHydrated } from "~/hooks/use-hydrated";
import { Icon, close, menu } from "~/components/Icon";
import { NavLinks } from "./NavLinks";

const linkClassName = (isActive: boolean) =>
  `block rounded-lg px-4 py-3 text-lg font-semibold ${
    isActive ? "bg-brand-soft text-brand-strong" : "text-ink hover:bg-muted"
  }`;

const buttonClassName =
  "inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-full border border-line bg-surface px-4 py-2 font-semibold text-brand-strong hover:bg-muted [&::-webkit-details-marker]:hidden";

/**
 * Small-screen menu. Before hydration (and with JavaScript off) it is a native
 * <details> disclosure, which opens and closes without script. Once hydrated it becomes a
 * button with aria-expanded/aria-controls that closes whenever a link is chosen, on Escape, when
 * focus leaves it and when the reader scrolls it out of sight.
 */
export function MobileMenu() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const location = useLocation();

  // Declared first so that, on mount, the carry-over below wins.
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  // Runs once, while the server's <details> is still in the DOM: carry over a menu the
  // reader opened before the page finished hydrating.
  useEffect(() => {
    if (detailsRef.current?.open) setOpen(true);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      // Focus on a link would vanish with the panel: hand it back to the button.
      if (menuRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  // The panel lies over the page under the header and scrolls with it. Once the reader has
  // scrolled the menu button out of sight they have moved on to the page, so the panel closes
  // rather than stay over what they are reading (it is an overlay: nothing moves).
  useEffect(() => {
    const button = buttonRef.current;
    if (!open || !button || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry || entry.isIntersecting) return;
      setOpen(false);
      // Focus on a link would vanish with the panel: hand it back without scrolling up.
      if (menuRef.current?.contains(document.activeElement)) button.focus({ preventScroll: true });
    });
    observer.observe(button);
    return () => observer.disconnect();
  }, [open]);

  const panel = (
    <nav aria-label="Main" className="border-t border-line bg-surface">
      <NavLinks
        links={mainNavigation}
        className="container-page grid gap-1 py-4"
        linkClassName={linkClassName}
        onNavigate={() => setOpen(false)}
      />
    </nav>
  );

  if (!hydrated) {
    return (
      <details ref={detailsRef} className="group lg:hidden">
        <summary className={buttonClassName}>
          <Icon path={menu} className="h-6 w-6" strokeWidth={2} />
          Menu
        </summary>
        <div className="absolute inset-x-0 top-full z-40 shadow-lg">{panel}</div>
      </details>
    );
  }

  return (
    <div
      ref={menuRef}
      className="lg:hidden"
      // Tabbing out of the open panel closes it, so it never covers the focused element.
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon path={open ? close : menu} className="h-6 w-6" strokeWidth={2} />
        {open ? "Close" : "Menu"}
      </button>
      <div id={panelId} hidden={!open} className="absolute inset-x-0 top-full z-40 shadow-lg">
        {panel}
      </div>
    </div>
  );
}
