import { Link } from "@remix-run/react";

const suggestions = [
  { href: "/symptoms", label: "The symptoms I lived through" },
  { href: "/blog", label: "My latest blog posts" },
  { href: "/recipes", label: "Twelve recipes I actually cook" },
  { href: "/symptoms-a-z", label: "Every symptom I write about, A to Z" },
];

export function NotFound() {
  return (
    <section className="container-page py-20 text-center sm:py-28" aria-labelledby="not-found">
      <p className="eyebrow">Error 404</p>
      <h1 id="not-found" className="mt-3 text-4xl sm:text-5xl">
        Oops! Page not found
      </h1>
      <p className="mx-auto mt-5 max-w-xl text-lg text-ink-soft">
        The page you were looking for has moved or never existed. It happens to the best of us –
        brain fog and all.
      </p>
      <p className="mt-8">
        <Link
          to="/"
          className="inline-flex min-h-11 items-center rounded-full bg-brand px-6 py-3 font-semibold text-on-brand hover:bg-brand-strong"
        >
          Back to the home page
        </Link>
      </p>
      {/* A plain form rather than the shared SearchForm, whose chunk the error boundary would
          then preload on every page. */}
      <form
        method="get"
        action="/search"
        role="search"
        aria-label="This page"
        className="mx-auto mt-10 flex max-w-md flex-wrap items-end gap-2 text-left"
      >
        <label htmlFor="not-found-search" className="w-full font-semibold text-ink">
          Or search for what you came for
        </label>
        <input
          id="not-found-search"
          type="search"
          name="q"
          maxLength={100}
          className="min-h-11 min-w-0 flex-1 rounded-full border border-line bg-surface px-4 text-lg text-ink"
        />
        <button
          type="submit"
          className="min-h-11 rounded-full bg-brand px-5 font-semibold text-on-brand hover:bg-brand-strong"
        >
          Search
        </button>
      </form>
      <nav aria-label="Suggestions" className="mx-auto mt-10 max-w-md">
        <p className="font-semibold">Or perhaps one of these:</p>
        <ul className="mt-3 space-y-2">
          {suggestions.map((item) => (
            <li key={item.href}>
              <Link to={item.href} className="link">
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
