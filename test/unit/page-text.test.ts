import { describe, expect, it } from "vitest";
import { documentLoadContext, pageText } from "~/lib/response.server";

describe("pageText: a page's static HTML is sent once", () => {
  it("leaves a document's HTML for its render and sends only the key", () => {
    const context = documentLoadContext("/symptoms");
    expect(pageText(context, "body", "<p>Text</p>")).toEqual({ key: "body" });
    expect(context.pageText?.get("body")).toBe("<p>Text</p>");
  });

  it("sends the HTML as data to a client-side navigation", () => {
    const context = documentLoadContext("/symptoms.data");
    expect(context.pageText).toBeUndefined();
    expect(pageText(context, "body", "<p>Text</p>")).toEqual({ key: "body", html: "<p>Text</p>" });
  });

  it("sends the HTML as data when no server gave a load context (a test's loader call)", () => {
    expect(pageText(undefined, "body", "<p>Text</p>")).toEqual({
      key: "body",
      html: "<p>Text</p>",
    });
    expect(pageText({}, "body", "<p>Text</p>")).toEqual({ key: "body", html: "<p>Text</p>" });
  });
});
