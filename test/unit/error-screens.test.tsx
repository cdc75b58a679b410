// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { RootErrorScreen } from "~/components/errors/RootErrorScreen";
import { describeError } from "~/components/errors/UnexpectedError";
import { useRouteError } from "@remix-run/react";

function Boundary() {
  return <RootErrorScreen error={useRouteError()} />;
}

function renderThrowing(loader: () => never) {
  const Stub = createRemixStub([
    { path: "/", Component: () => <p>never</p>, loader, ErrorBoundary: Boundary },
  ]);
  return render(<Stub />);
}

describe("root error screen", () => {
  it("renders the not-found screen for a thrown 404", async () => {
    renderThrowing(() => {
      throw new Response("Not Found", { status: 404, statusText: "Not Found" });
    });
    expect(await screen.findByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Back to the home page" })).toHaveAttribute(
      "href",
      "/",
    );
    // A real dash where a dash is meant, not a spaced hyphen.
    expect(document.body.textContent).not.toMatch(/ - /);
  });

  it("renders 'Unexpected Application Error!' with status and text for other responses", async () => {
    renderThrowing(() => {
      throw new Response("nope", { status: 503, statusText: "Service Unavailable" });
    });
    expect(
      await screen.findByRole("heading", { name: "Unexpected Application Error!" }),
    ).toBeVisible();
    expect(screen.getByText("503 Service Unavailable")).toBeVisible();
  });

  it("shows an error's message and stack", async () => {
    // React Router reports the caught loader error on the console; that is expected here.
    vi.mocked(console.error).mockImplementation(() => {});
    renderThrowing(() => {
      throw new Error("The kettle is broken");
    });
    expect(await screen.findByText("The kettle is broken")).toBeVisible();
    expect(screen.getByText(/at .*error-screens\.test/)).toBeInTheDocument();
  });
});

describe("describeError", () => {
  it("serialises data that is neither a response nor an Error", () => {
    expect(describeError({ reason: "odd" })).toEqual({ message: '{"reason":"odd"}' });
    expect(describeError("plain")).toEqual({ message: '"plain"' });
  });
});
