import { useRef, useState } from "react";
import { useHydrated } from "~/hooks/use-hydrated";

interface FeedAddressText {
  label: string;
  hint: string;
  copy: string;
  copied: string;
  copyFailed: string;
}

/** A line may break after the scheme and before the path, never inside the site's name. */
function BreakableUrl({ url }: { url: string }) {
  const { protocol, host, pathname } = new URL(url);
  return (
    <>
      {`${protocol}//`}
      <wbr />
      {host}
      <wbr />
      {pathname}
    </>
  );
}

/**
 * The feed's address, wrapped to fit a phone and selected whole by a click or a long press
 * (`user-select: all`), which is all a browser without JavaScript needs to copy it. Once the
 * page has hydrated a button copies it; where the browser refuses (no clipboard permission, an
 * origin that is not secure) the address is selected instead, so copying is still one step.
 */
export function FeedAddress({ url, text }: { url: string; text: FeedAddressText }) {
  const hydrated = useHydrated();
  const address = useRef<HTMLElement>(null);
  const [status, setStatus] = useState("");

  function selectAddress() {
    const node = address.current;
    if (!node) return;
    window.getSelection()?.selectAllChildren(node);
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus(text.copied);
    } catch {
      selectAddress();
      setStatus(text.copyFailed);
    }
  }

  return (
    <div className="card p-5 sm:p-6">
      <p className="font-semibold text-brand-strong">{text.label}</p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center">
        <code
          ref={address}
          translate="no"
          className="block min-h-11 min-w-0 flex-1 select-all break-words rounded-xl border border-line bg-page px-4 py-2.5 font-mono text-sm text-ink sm:text-base"
        >
          <BreakableUrl url={url} />
        </code>
        {/* Appears after hydration in a row that already has its height, so nothing moves. */}
        {hydrated ? (
          <button
            type="button"
            onClick={copy}
            className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-full bg-brand px-5 py-2 font-semibold text-on-brand transition-colors hover:bg-brand-strong"
          >
            {text.copy}
          </button>
        ) : null}
      </div>
      <p className="mt-3 text-sm text-ink-soft">{text.hint}</p>
      <p role="status" className="mt-2 font-semibold text-brand-strong empty:mt-0">
        {status}
      </p>
    </div>
  );
}
