/** One invalid input field and why, as every 4xx body lists them. */
export interface FieldProblem {
  field: string;
  reason: string;
}

/**
 * A failure the API reports on purpose. Each feature keeps its codes in one `<feature>.errors.ts`;
 * the global filter turns any AppError into the shared error body with its HTTP status.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly fields?: FieldProblem[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}
