/**
 * Runs at most `concurrency` jobs at once and lets at most `maxWaiting` more wait their turn; a
 * job beyond that is refused at once (with `refusal()`), so a flood cannot queue work, and memory,
 * without limit.
 */
export class BoundedQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** Jobs started since the process began: lets tests see whether any work was done. */
  started = 0;

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
    private readonly refusal: () => Error,
  ) {}

  get waitingJobs(): number {
    return this.waiting.length;
  }

  /** Whether a job sent now would run or wait, rather than be refused. */
  hasRoom(): boolean {
    return this.running < this.concurrency || this.waiting.length < this.maxWaiting;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) {
      this.running += 1;
    } else {
      if (this.waiting.length >= this.maxWaiting) throw this.refusal();
      // The finishing job hands its slot over, so `running` stays as it is.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.started += 1;
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
