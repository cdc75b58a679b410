// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NavigationProgress, PROGRESS_DELAY_MS } from "~/components/layout/NavigationProgress";

const navigation = vi.hoisted(() => ({ state: "idle" as "idle" | "loading" | "submitting" }));
vi.mock("@remix-run/react", () => ({ useNavigation: () => navigation }));

beforeEach(() => {
  vi.useFakeTimers();
  navigation.state = "idle";
});
afterEach(() => vi.useRealTimers());

describe("NavigationProgress", () => {
  it("shows nothing for a navigation that finishes within the delay", () => {
    const { rerender } = render(<NavigationProgress />);
    navigation.state = "loading";
    rerender(<NavigationProgress />);
    act(() => void vi.advanceTimersByTime(PROGRESS_DELAY_MS - 50));
    navigation.state = "idle";
    rerender(<NavigationProgress />);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(screen.queryByTestId("navigation-progress")).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("shows the bar and a polite announcement once a navigation is slow, and clears after", () => {
    const { rerender } = render(<NavigationProgress />);
    navigation.state = "loading";
    rerender(<NavigationProgress />);
    act(() => void vi.advanceTimersByTime(PROGRESS_DELAY_MS + 1));
    expect(screen.getByTestId("navigation-progress")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveAttribute("aria-live", "polite");
    expect(screen.getByRole("status")).toHaveTextContent("Loading the page…");
    expect(screen.getByTestId("navigation-progress").className).toContain(
      "motion-reduce:animate-none",
    );
    navigation.state = "idle";
    rerender(<NavigationProgress />);
    expect(screen.queryByTestId("navigation-progress")).toBeNull();
  });
});
