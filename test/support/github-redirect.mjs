/**
 * Test only: loaded into the site's server with `node --import` (NODE_OPTIONS), so that the
 * server's own calls to GitHub (Keystatic's sign-in, the draft preview's check of a session) go
 * to the stand-in at GITHUB_STANDIN (test/support/github-standin.ts) instead of github.com. The
 * app is unchanged: only the process's fetch is pointed elsewhere, as DNS would be.
 */
const standin = process.env.GITHUB_STANDIN;
if (!standin) throw new Error("GITHUB_STANDIN is not set: the stand-in's address");

const realFetch = globalThis.fetch;
const GITHUB_HOSTS = new Set(["github.com", "api.github.com"]);

globalThis.fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (!GITHUB_HOSTS.has(url.hostname) || url.protocol !== "https:") return realFetch(input, init);
  const target = new URL(`${url.pathname}${url.search}`, standin);
  return realFetch(input instanceof Request ? new Request(target, input) : target, init);
};
