// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";

function renderThrowing(loader: () => never, ErrorBoundary = () => <GeneralErrorBoundary />) {
  const Stub = createRemixStub([
    { path: "/", Component: () => <p>never</p>, loader, ErrorBoundary },
  ]);
  return render(<Stub />);
}

describe("the general error boundary", () => {
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

  it("shows thrown data that is neither a response nor an Error as JSON", async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    renderThrowing(() => {
      throw { reason: "odd" };
    });
    expect(await screen.findByText('{"reason":"odd"}')).toBeVisible();
  });

  it("lets a route draw its own screen for a status, and for anything unexpected", async () => {
    const Boundary = () => (
      <GeneralErrorBoundary
        statusHandlers={{ 404: (error) => <h1>Gone: {error.status}</h1> }}
        unexpectedErrorHandler={() => <h1>Our own trouble</h1>}
      />
    );
    const { unmount } = renderThrowing(() => {
      throw new Response("Not Found", { status: 404, statusText: "Not Found" });
    }, Boundary);
    expect(await screen.findByRole("heading", { name: "Gone: 404" })).toBeVisible();
    unmount();
    renderThrowing(() => {
      throw new Response("nope", { status: 503, statusText: "Service Unavailable" });
    }, Boundary);
    expect(await screen.findByRole("heading", { name: "Our own trouble" })).toBeVisible();
  });
});
