import { describe, expect, it } from "vitest";
import { keepNumbersWithUnits } from "~/lib/typography";

describe("keepNumbersWithUnits", () => {
  it("joins numbers to their units and times of day with a non-breaking space", () => {
    expect(keepNumbersWithUnits("about 150 g, 2 cm thick")).toBe(
      "about 150\u00a0g, 2\u00a0cm thick",
    );
    expect(keepNumbersWithUnits("at 200 °C for 25 mins, bed by 10:00 pm")).toBe(
      "at 200\u00a0°C for 25\u00a0mins, bed by 10:00\u00a0pm",
    );
  });

  it("leaves words that merely start like a unit alone", () => {
    expect(keepNumbersWithUnits("2 large eggs and 1 garlic clove")).toBe(
      "2 large eggs and 1 garlic clove",
    );
  });
});
