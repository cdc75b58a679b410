import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/**",
      // scripts/import-ts.mjs's bundles of app modules, linted as their sources.
      ".cache/**",
      "tmp-build-*/**",
      "test-results/**",
      "playwright-report/**",
      "lighthouse/**",
      "screenshots/**",
      // The tracker's service worker, bundled by the build (scripts/tracker-offline.mjs); its
      // source is app/lib/tracker/service-worker.ts.
      "public/tracker-sw.js",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ["**/*.tsx"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    settings: { react: { version: "detect" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      "react/prop-types": "off",
    },
  },
  {
    // What a request runs never imports the author's tools; the checker's two dynamic imports,
    // where the post files are read, are the exception (decisions/0038-author-tools-live-in-tools.md).
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~tools/*", "**/tools/*"],
              message:
                "app/ does not import tools/ (docs/decisions/0038-author-tools-live-in-tools.md)",
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures must destructure an empty object.
    files: ["test/e2e/**/*.ts"],
    rules: { "no-empty-pattern": "off" },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
);
