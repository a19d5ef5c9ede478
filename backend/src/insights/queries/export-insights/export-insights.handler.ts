import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { csvLines } from '../../../common/csv.js';
import { InsightsAdminsOnly } from '../../insights.errors.js';
import { InsightsScreen } from '../../insights-screen.js';
import { forRole } from '../get-insights/get-insights.handler.js';
import type { InsightsSection } from '../get-insights/get-insights.request.dto.js';
import type { InsightsDto, InsightsPanelDto, InsightsPredictionDto } from '../get-insights/insights.response.dto.js';
import { ExportInsightsQuery } from './export-insights.query.js';

function prediction(row: InsightsPredictionDto): unknown[] {
  return [row.label, row.n, row.positives, row.auc, row.interval?.low, row.interval?.high, row.tooFew];
}

const PREDICTION_HEADER = ['Score', 'n', 'Reached the outcome', 'AUC', '90% low', '90% high', 'Note'];

function panel(section: InsightsPanelDto): unknown[][] {
  return [
    ['Person', 'Scored', 'n', 'AUC', 'AUC shrunk toward the panel', 'Leniency', 'Note'],
    ['Panel', '', section.panel.n, section.panel.auc, section.panel.auc, '', section.panel.tooFew],
    ...section.people.map((person) => [
      person.name,
      person.scored,
      person.n,
      person.auc,
      person.shrunkAuc,
      person.leniency,
    ]),
  ];
}

/** The rows of one section, as its table shows them. */
export function sectionRows(screen: InsightsDto, section: InsightsSection): unknown[][] {
  switch (section) {
    case 'funnel':
      return [
        ['Sprint', 'Sprint end', 'Horizon', 'Stage', 'Count', 'Rate'],
        ...screen.funnel.flatMap((sprint) => [
          ...sprint.steps.map((step) => [
            sprint.title,
            sprint.endDate.slice(0, 10),
            sprint.horizonDate,
            step.stage,
            step.count ?? 'too early',
            step.rate,
          ]),
          [sprint.title, sprint.endDate.slice(0, 10), sprint.horizonDate, 'stopped', sprint.stopped ?? 'too early'],
        ]),
      ];
    case 'criteria':
      return [PREDICTION_HEADER, ...screen.criteria.map(prediction)];
    case 'weights':
      return [
        ['Criterion', 'Current weight', 'Current share', 'Suggested share', 'Suggested weight'],
        ...screen.weights.rows.map((row) => [
          row.label,
          row.currentWeight,
          row.currentRelative,
          row.suggestedRelative,
          row.suggestedWeight,
        ]),
        ['Current AUC', screen.weights.currentAuc],
        ['Suggested cross-validated AUC', screen.weights.suggestedCvAuc],
        ['n', screen.weights.n],
        ...(screen.weights.tooFew ? [[screen.weights.tooFew]] : []),
        ...(screen.weights.note ? [[screen.weights.note]] : []),
      ];
    case 'judges':
    case 'reviewers':
      if (screen.people === null) throw new InsightsAdminsOnly();
      return panel(screen.people[section]);
    case 'turned-away':
      return [
        ['Group', 'Surveys sent', 'Answered', 'Outcome', 'Count', 'Rate', '90% low', '90% high', 'Note'],
        ...screen.turnedAway.groups.flatMap((group) =>
          group.rates.map((rate) => [
            group.label,
            group.asked,
            group.answered,
            rate.outcome,
            rate.count,
            rate.rate,
            rate.interval?.low,
            rate.interval?.high,
            group.tooFew,
          ]),
        ),
        [screen.turnedAway.caveat],
        ...(screen.turnedAway.tooFew ? [[screen.turnedAway.tooFew]] : []),
      ];
    case 'programme':
      return [
        ['Figure', 'Value', 'Count', 'n', 'Excluded', 'Definition'],
        ...[
          ['Return rate', screen.programme.returnRate] as const,
          ['Funded alumni', screen.programme.fundedAlumni] as const,
          ...screen.programme.outcomes.map((outcome) => [outcome.kind, outcome.figure] as const),
        ].map(([name, figure]) => [name, figure.value, figure.count, figure.n, figure.excluded, figure.definition]),
      ];
  }
}

/** GET /api/admin/insights/export: one section as CSV. */
@QueryHandler(ExportInsightsQuery)
export class ExportInsightsHandler implements IQueryHandler<ExportInsightsQuery> {
  constructor(private readonly screen: InsightsScreen) {}

  async execute({ role, parameters, section }: ExportInsightsQuery): Promise<string> {
    return csvLines(sectionRows(forRole(await this.screen.get(parameters), role), section));
  }
}
