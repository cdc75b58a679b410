import type { ReactNode } from "react";

/** The blog's empty and error states share one calm panel. */
export function BlogNotice({
  title,
  children,
  tone = "calm",
}: {
  title?: string;
  children: ReactNode;
  tone?: "calm" | "error";
}) {
  return (
    <div
      role={tone === "error" ? "alert" : undefined}
      className={`rounded-3xl border px-6 py-12 text-center ${
        tone === "error" ? "border-accent bg-accent-soft" : "border-line bg-muted"
      }`}
    >
      {title ? <h2 className="text-2xl">{title}</h2> : null}
      <div className="mx-auto mt-3 max-w-prose text-lg text-ink">{children}</div>
    </div>
  );
}
