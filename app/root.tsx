import { type LinksFunction, type LoaderFunctionArgs, type HeadersFunction } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigation,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { NavigationProgress } from "~/components/layout/NavigationProgress";
import { pendingScreenFor } from "~/components/layout/pending-screens";
import { SiteFooter } from "~/components/layout/SiteFooter";
import { SiteHeader } from "~/components/layout/SiteHeader";
import { MAIN_CONTENT_ID, SkipLink } from "~/components/layout/SkipLink";
import { headerSearchHtml } from "~/components/search/header-search.server";
import { connectLinks, type ConnectLinks } from "~/lib/connect-links";
import { pendingConnectLinks } from "~/lib/pending-connect-links";
import { loaderMeta } from "~/lib/page-head";
import { serverEnv, siteOrigin } from "~/lib/env.server";
import { cacheHeaders } from "~/lib/response.server";
import { useNonce } from "~/hooks/use-nonce";
import { SiteStyles, SiteStylesheet } from "~/components/layout/SiteStyles";
import printStyles from "~/styles/print.css?url";
import { site } from "~content/site";

export const links: LinksFunction = () => [
  {
    rel: "preload",
    href: "/fonts/source-sans-3-latin-wght-normal.woff2",
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous",
  },
  {
    rel: "preload",
    href: "/fonts/fraunces-latin-wght-normal.woff2",
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous",
  },
  { rel: "stylesheet", href: printStyles, media: "print" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "alternate", type: "application/rss+xml", title: `${site.name} blog`, href: "/feed.xml" },
];

/** Routes without their own policy are static pages. */
export const headers: HeadersFunction = (args) => cacheHeaders("page", args);

// Every page has one address; the server sends any other spelling there before the loaders run
// (app/lib/addresses.ts).
export async function loader({ request }: LoaderFunctionArgs) {
  // The footer's links and the header's search box are the same for every page of the process.
  chrome ??= { connect: connectLinks(serverEnv().connect), searchHtml: headerSearchHtml() };
  return { origin: siteOrigin(request), year: new Date().getUTCFullYear(), ...chrome };
}

let chrome: { connect: ConnectLinks; searchHtml: string } | undefined;

/** Only reached when a route has no meta of its own (e.g. the root error screen). */
export const meta = loaderMeta();

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  // The Content-Security-Policy lets only the inline scripts that carry the render's nonce run.
  const nonce = useNonce();
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#FBF7F2" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#1E181C" media="(prefers-color-scheme: dark)" />
        <Meta />
        <SiteStyles />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <SkipLink />
        <SiteHeader searchHtml={data?.searchHtml} />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter
          year={data?.year ?? new Date().getUTCFullYear()}
          connect={data?.connect ?? pendingConnectLinks()}
        />
        {/* After the page, so its first paint never waits for it: the head has the page's rules. */}
        <SiteStylesheet />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Lets browser tests (and curious engineers) tell when the page has hydrated.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // A new page's skeleton; changes within a page (a blog filter) show their own.
  const leaving = navigation.state === "loading" && navigation.location.pathname !== pathname;
  const pending = leaving ? pendingScreenFor(navigation.location.pathname) : null;
  return (
    <>
      <NavigationProgress />
      {pending ?? <Outlet />}
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
