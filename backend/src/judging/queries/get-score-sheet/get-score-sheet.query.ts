import { Query } from '@nestjs/cqrs';
import type { ScoreSheetViewDto } from './score-sheet-view.response.dto.js';

/** The judge's sheet for a project (in `eventId`, needed when the project was judged in several events). */
export class GetScoreSheetQuery extends Query<ScoreSheetViewDto> {
  constructor(
    readonly judgeId: string,
    readonly projectId: string,
    readonly eventId?: string,
  ) {
    super();
  }
}
