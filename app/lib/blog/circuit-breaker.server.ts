/**
 * Backs off from a failing backend as a whole. After `threshold` failed attempts in a row the
 * circuit opens: for `coolOffMs` every attempt fails at once with the last real error, so a
 * struggling backend is not hammered by retries and readers hear "no" quickly. Then one attempt
 * goes through; its success closes the circuit, its failure opens it again.
 */
export class CircuitOpenError extends Error {
  constructor(readonly lastError: unknown) {
    super(lastError instanceof Error ? lastError.message : String(lastError));
    this.name = "CircuitOpenError";
  }
}

export function createCircuitBreaker({
  threshold = 5,
  coolOffMs = 15_000,
  now = () => Date.now(),
} = {}) {
  let failuresInARow = 0;
  let openUntil = 0;
  let lastError: unknown;

  return {
    /** Throws `CircuitOpenError` instead of running `attempt` while the circuit is open. */
    async run<T>(attempt: () => Promise<T>): Promise<T> {
      if (failuresInARow >= threshold && now() < openUntil) throw new CircuitOpenError(lastError);
      if (failuresInARow >= threshold) openUntil = now() + coolOffMs; // one probe at a time
      try {
        const value = await attempt();
        failuresInARow = 0;
        return value;
      } catch (error) {
        lastError = error;
        failuresInARow++;
        if (failuresInARow >= threshold) openUntil = now() + coolOffMs;
        throw error;
      }
    },
    get isOpen() {
      return failuresInARow >= threshold && now() < openUntil;
    },
  };
}

export type CircuitBreaker = ReturnType<typeof createCircuitBreaker>;
