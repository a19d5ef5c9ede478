import { AppError } from '../common/errors/app-error.js';

export type InsightsErrorCode = 'INSIGHTS_ADMINS_ONLY';

/** Section 4 (judges and reviewers) is the admins' (insights.md). */
export class InsightsAdminsOnly extends AppError {
  constructor() {
    super('INSIGHTS_ADMINS_ONLY' satisfies InsightsErrorCode, 403, 'Judges and reviewers are shown to admins only.');
  }
}
