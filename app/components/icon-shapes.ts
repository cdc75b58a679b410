/**
 * The shapes `Icon` draws on articles and recipes (24 x 24 grid, see Icon.tsx). Kept apart
 * from the few the layout draws on every page, so pages without them do not download them.
 */
export const arrowLeft = "M19 12H5M11 18l-6-6 6-6";
export const arrowUp = "M12 19V5M6 11l6-6 6 6";
export const brush = "M14.5 4.5l5 5-8 8a3.5 3.5 0 01-5-5zM6.5 17.5L4 20";
export const check = "M5 12.5l4.5 4.5L19 7.5";
export const clock = "M12 20.5a8.5 8.5 0 100-17 8.5 8.5 0 000 17zM12 7.5V12l3 2";
export const comb = "M4 9.5h16v3H4zM6 12.5v6M9 12.5v6M12 12.5v6M15 12.5v6M18 12.5v6";
export const cross = "M7 7l10 10M17 7L7 17";
export const droplet = "M12 3.5s-6 6.6-6 11a6 6 0 0012 0c0-4.4-6-11-6-11z";
export const dumbbell = "M6.5 7v10M3.5 9.5v5M17.5 7v10M20.5 9.5v5M6.5 12h11";
export const info = "M12 20.5a8.5 8.5 0 100-17 8.5 8.5 0 000 17zM12 11v5.5M12 7.75v.01";
export const leaf = "M5 19c0-8 5-14 15-14 0 10-6 15-14 15M5 19l7-7";
export const moon = "M19.5 14.5A8 8 0 019.5 4.5a8 8 0 1010 10z";
export const pen = "M4 20l1-4L16 5l3 3L8 19zM14 7l3 3";
export const plate = "M12 20a8 8 0 100-16 8 8 0 000 16zM12 16a4 4 0 100-8 4 4 0 000 8z";
export const face =
  "M12 20.5a8.5 8.5 0 100-17 8.5 8.5 0 000 17zM9 10v.5M15 10v.5M9 15c1.6 1.4 4.4 1.4 6 0";
export const lightbulb =
  "M9 18h6M10 21h4M12 3a6 6 0 00-3.5 10.9c.6.4 1 1.1 1 1.8V16h5v-.3c0-.7.4-1.4 1-1.8A6 6 0 0012 3z";
export const printer =
  "M7 9V3h10v6M7 17H5a2 2 0 01-2-2v-4a2 2 0 012-2h14a2 2 0 012 2v4a2 2 0 01-2 2h-2M7 14h10v7H7z";
export const tooth =
  "M7.5 4C5 4 4 6 4 8.5c0 3 1.5 4 2 7 .4 2.5 1 4.5 2.2 4.5 1.5 0 1.3-5 3.8-5s2.3 5 3.8 5c1.2 0 1.8-2 2.2-4.5.5-3 2-4 2-7C20 6 19 4 16.5 4c-1.8 0-2.7 1-4.5 1S9.3 4 7.5 4z";
