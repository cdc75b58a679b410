import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { FIXTURE_POSTS_DIR } from "./posts-dir";

// The tests' own posts, not the author's (test/support/posts-dir.ts).
process.env.BLOG_POSTS_DIR ??= FIXTURE_POSTS_DIR;

afterEach(() => cleanup());

// findBy and waitFor poll until the page shows what is awaited. Their one-second default is less
// than a lazily loaded component (the FAQ's accordion) takes on a loaded machine; a longer limit
// only moves when something never appears.
configure({ asyncUtilTimeout: 10_000 });

// A console.error during a test is a bug (React warnings, failed renders): fail loudly.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(" ")}`);
  });
});
