/**
 * The PostgREST stand-in (test/support/postgrest-standin.ts) with the tests' posts, in a process
 * of its own, for a benchmark that must not share its event loop with the backend it measures
 * against (building a 50 MB answer takes a while). Started with `fork`; it sends
 * `{ url, anonKey }` once it listens, and answers `{ behave }` with `{ requests }` (how many
 * requests it has had) once the new behaviour holds. `{ close }` stops it.
 */
import { importTs } from "../import-ts.mjs";

const [{ startPostgrestStandin }, { fixtureCategories, fixturePosts }] = await Promise.all([
  importTs("test/support/postgrest-standin.ts"),
  importTs("test/fixtures/blog-fixture.ts"),
]);
const backend = await startPostgrestStandin({
  categories: fixtureCategories,
  posts: fixturePosts,
});
process.send({ url: backend.url, anonKey: backend.anonKey });
process.on("message", async (message) => {
  if (message.behave) {
    await backend.behave(message.behave);
    process.send({ requests: backend.requests.length });
  }
  if (message.close) {
    await backend.close();
    process.exit(0);
  }
});
