/**
 * What the Judging tab asks before taking a judge off the event: their saved score sheets go with
 * them (kept in the audit trail only). `savedSheets` is undefined while the count is not known.
 */
export function removeJudgeWarning(
  name: string,
  savedSheets: number | undefined,
): { title: string; description: string } {
  const title = `Remove ${name}?`;
  if (savedSheets === undefined)
    return { title, description: 'Their saved score sheets, if any, will no longer count.' };
  if (savedSheets === 0) return { title, description: 'They have no saved score sheets.' };
  const sheets = savedSheets === 1 ? '1 saved score sheet' : `${savedSheets} saved score sheets`;
  return { title, description: `Their ${sheets} will no longer count.` };
}
