/** A number followed by a unit or time of day: "2 cm", "150 g", "200 °C", "10:00 pm". */
const NUMBER_THEN_UNIT =
  /(\d)[ \t]+(?=(?:g|kg|mg|ml|l|cm|mm|tsp|tbsp|°C|mins?|minutes?|hours?|am|pm)\b)/g;

/**
 * Joins a number to its unit with a non-breaking space, so a narrow screen never leaves "2" at
 * the end of one line and "cm" at the start of the next.
 */
export function keepNumbersWithUnits(text: string): string {
  return text.replace(NUMBER_THEN_UNIT, "$1\u00A0");
}
