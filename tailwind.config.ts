import type { Config } from "tailwindcss";
import typography from "@tailwindcss/typography";

/** Colours are theme tokens (CSS variables in app/styles/tailwind.css) so dark mode needs no JS. */
const token = (name: string) => `rgb(var(--color-${name}) / <alpha-value>)`;

export default {
  content: ["./app/**/*.{ts,tsx}", "./content/**/*.ts"],
  theme: {
    extend: {
      keyframes: {
        // The navigation bar creeps towards the end without ever claiming to be done.
        progress: {
          "0%": { transform: "scaleX(0.05)" },
          "60%": { transform: "scaleX(0.7)" },
          "100%": { transform: "scaleX(0.9)" },
        },
      },
      animation: { progress: "progress 8s cubic-bezier(0.1, 0.6, 0.3, 1) forwards" },
      colors: {
        page: token("page"),
        surface: token("surface"),
        muted: token("muted"),
        ink: token("ink"),
        "ink-soft": token("ink-soft"),
        brand: token("brand"),
        "brand-strong": token("brand-strong"),
        "brand-soft": token("brand-soft"),
        accent: token("accent"),
        "accent-soft": token("accent-soft"),
        sage: token("sage"),
        line: token("line"),
        "on-brand": token("on-brand"),
      },
      fontFamily: {
        serif: ['"Fraunces Variable"', "Georgia", "Cambria", '"Times New Roman"', "serif"],
        sans: [
          '"Source Sans 3 Variable"',
          "system-ui",
          "-apple-system",
          '"Segoe UI"',
          "Roboto",
          "Arial",
          "sans-serif",
        ],
      },
      maxWidth: {
        prose: "68ch",
      },
      typography: {
        DEFAULT: {
          css: {
            "--tw-prose-body": "rgb(var(--color-ink))",
            "--tw-prose-headings": "rgb(var(--color-brand-strong))",
            "--tw-prose-links": "rgb(var(--color-brand))",
            "--tw-prose-bold": "rgb(var(--color-ink))",
            "--tw-prose-bullets": "rgb(var(--color-accent))",
            "--tw-prose-counters": "rgb(var(--color-accent))",
            "--tw-prose-quotes": "rgb(var(--color-ink))",
            "--tw-prose-quote-borders": "rgb(var(--color-accent))",
            "--tw-prose-hr": "rgb(var(--color-line))",
            "--tw-prose-th-borders": "rgb(var(--color-line))",
            "--tw-prose-td-borders": "rgb(var(--color-line))",
          },
        },
      },
    },
  },
  plugins: [typography],
} satisfies Config;
