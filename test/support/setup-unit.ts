import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { FIXTURE_POSTS_DIR } from "./posts-dir";

// The tests' own posts, not the author's (test/support/posts-dir.ts).
process.env.BLOG_POSTS_DIR ??= FIXTURE_POSTS_DIR;

afterEach(() => cleanup());

// A console.error during a test is a bug (React warnings, failed renders): fail loudly.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(" ")}`);
  });
});
