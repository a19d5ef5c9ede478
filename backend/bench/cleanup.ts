import { constants } from 'node:os';

/** Undo steps registered as resources are created, run newest first, exactly once. */
export class Cleanup {
  private readonly steps: { label: string; undo: () => Promise<void> }[] = [];
  private running: Promise<boolean> | undefined;
  /** Set once SIGINT or SIGTERM arrived: a failure after it is only the consequence of stopping mid-run. */
  interrupted = false;

  /** On SIGINT or SIGTERM, runs the undo steps and exits with the signal's code. */
  runOnSignals(): void {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      // npm forwards the signal the terminal already sent the whole group, so it can arrive more than once.
      process.on(signal, () => {
        if (this.interrupted) return;
        this.interrupted = true;
        console.error(`\n${signal}: cleaning up...`);
        void this.runAll().then(() => process.exit(128 + constants.signals[signal]));
      });
    }
  }

  add(label: string, undo: () => Promise<void>): void {
    this.steps.push({ label, undo });
  }

  /** Resolves to false when a step failed; never rejects, so one failure does not skip the rest. */
  runAll(): Promise<boolean> {
    this.running ??= this.runSteps();
    return this.running;
  }

  private async runSteps(): Promise<boolean> {
    let succeeded = true;
    for (const { label, undo } of this.steps.toReversed()) {
      try {
        await undo();
      } catch (error) {
        succeeded = false;
        console.error(`Cleanup failed (${label}):`, error);
      }
    }
    return succeeded;
  }
}
