import { Command } from '@nestjs/cqrs';
import type { ScoreSheetDto } from '../../judging-views.dto.js';

/** 'Save Scores': a complete sheet for one of the judge's assignments while judging is open. */
export class SaveScoreSheetCommand extends Command<ScoreSheetDto> {
  constructor(
    readonly judgeId: string,
    readonly assignmentId: string,
    readonly sheet: {
      scores: { criterionId: string; score: number }[];
      noteToStaff: string | null;
      feedback: string | null;
      /** 0 for the first save, else the sheet's `version` the caller saw. */
      expectedVersion: number;
    },
  ) {
    super();
  }
}
