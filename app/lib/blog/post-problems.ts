/**
 * What the post's route throws in the development preview when the check refuses the post's
 * file (preview-problems.server.ts), for its error boundary to draw. Shared by server and browser.
 */
export interface PostProblemsData {
  postProblems: { file: string; line: number; field: string | null; message: string }[];
}

export function isPostProblemsData(value: unknown): value is PostProblemsData {
  return (
    typeof value === "object" &&
    value !== null &&
    Array.isArray((value as Partial<PostProblemsData>).postProblems)
  );
}
