/**
 * What the post's route throws in a preview when the check refuses the post's file, for its
 * error boundary to draw: the development preview's (preview-problems.server.ts), by file and
 * line, or the live site's author preview's (author-preview.server.ts, `inEditor`), by the
 * editor's field labels. Shared by server and browser.
 */
export interface PostProblemsData {
  postProblems: { file: string; line: number; field: string | null; message: string }[];
  inEditor?: boolean;
}

export function isPostProblemsData(value: unknown): value is PostProblemsData {
  return (
    typeof value === "object" &&
    value !== null &&
    Array.isArray((value as Partial<PostProblemsData>).postProblems)
  );
}
