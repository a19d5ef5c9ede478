/** Undo steps registered as resources are created, run newest first, exactly once. */
export class Cleanup {
  private readonly steps: { label: string; undo: () => Promise<void> }[] = [];
  private running: Promise<boolean> | undefined;

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
