/**
 * Where the process is in its life, for `/healthz` and the HTTP guard: "starting" until the
 * data layer is warm, "ready" while serving, "draining" from SIGTERM until exit; "unguarded"
 * for good if the HTTP guard never got in front of the server (http-guard.server.ts). Kept on
 * globalThis so the development server's rebuilds share it.
 */
export type Phase = "starting" | "ready" | "draining" | "unguarded";

const state = globalThis as typeof globalThis & { __lifecyclePhase?: Phase };

export function currentPhase(): Phase {
  return state.__lifecyclePhase ?? "starting";
}

export function enterPhase(phase: Phase): void {
  state.__lifecyclePhase = phase;
}
