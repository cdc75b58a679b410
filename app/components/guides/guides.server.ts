/**
 * The topic guides' text, for their loaders and the server's render only. Routes import the
 * guides from here, so in the browser these names are undefined and no guide's text is in its
 * page's up-front JavaScript; the browser fetches a guide's body module only to draw it after a
 * client-side navigation (`~/components/StaticIsland`,
 * docs/decisions/0024-static-text-is-not-hydrated.md).
 */
export { beautyPage } from "~content/beauty";
export { sleepPage } from "~content/sleep";
export { stressPage } from "~content/stress";
export { symptomsPage } from "~content/symptoms";
export { default as BeautyBody, beautyToc } from "./BeautyBody";
export { default as SleepBody, sleepToc } from "./SleepBody";
export { default as StressBody, stressToc } from "./StressBody";
export { default as SymptomsBody, symptomsToc } from "./SymptomsBody";
export { foodPage } from "~content/food";
export { default as FoodBody, FoodOpening, WHAT_I_EAT_ID, foodToc } from "./FoodBody";
export { weeklyRoutinePage } from "~content/weekly-routine";
export { default as RoutineBody, routineContents } from "~/components/routine/RoutineBody";
