import { Injectable } from '@nestjs/common';
import { StampedCache } from '../common/caching/stamped-cache.js';
import { Clock } from '../common/clock.js';
import { FollowUpOutcomes } from '../follow-ups/follow-up-outcomes.js';
import { UserDirectory } from '../users/user-directory.js';
import { OUTCOME_KINDS, type OutcomeDays, programmeFigures } from '../ventures/programme-figures.js';
import { assembleInsights, type PanelSection, type PredictedOutcome } from './insights-assembly.js';
import { type InsightsFacts, InsightsFactsReader } from './insights-facts.js';
import { turnedAwaySection } from './turned-away.js';
import type { InsightsDto, InsightsPanelDto } from './queries/get-insights/insights.response.dto.js';

export interface InsightsParameters {
  horizon: OutcomeDays;
  verifiedOnly: boolean;
  outcome: PredictedOutcome;
}

const OUTCOME_WORDS: Record<PredictedOutcome, string> = {
  any_traction: 'a design partner or letter of intent, a pilot or funding',
  design_partner: 'a design partner or letter of intent',
  pilot: 'a pilot',
  funding: 'a funding round',
  returned: 'entering a later sprint',
};

export const PEOPLE_CAVEAT =
  'Judges and reviewers saw different entries: a figure compares how each ranked the entries they saw, not the people with each other on the same entries.';

const DAY_MS = 86_400_000;

/** What every screen is computed from: the facts and the turned-away applicants' follow-ups. */
type ScreenFacts = InsightsFacts & {
  asked: Awaited<ReturnType<FollowUpOutcomes['askedByDecision']>>;
  answered: Awaited<ReturnType<FollowUpOutcomes['byDecision']>>;
};

/** The next UTC midnight: when a horizon may pass and an entry stop being 'too early'. */
function nextUtcDay(now: Date): Date {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + DAY_MS);
}

/**
 * The whole screen (every section, people included), kept per parameters while the audit log's
 * head stays put and the UTC day has not changed (insights.md 'Performance': cache by data version).
 */
@Injectable()
export class InsightsScreen {
  private readonly screens = new StampedCache<InsightsDto>(32);
  /**
   * The facts every combination of parameters is computed from, read once per stamp: the first
   * screens asked after a change (often several at once) share one read instead of one each.
   */
  private readonly facts = new StampedCache<ScreenFacts>(1);

  constructor(
    private readonly reader: InsightsFactsReader,
    private readonly people: UserDirectory,
    private readonly followUps: FollowUpOutcomes,
    private readonly clock: Clock,
  ) {}

  async get(parameters: InsightsParameters): Promise<InsightsDto> {
    const stamp = await this.reader.readStamp();
    const now = this.clock.now();
    const key = JSON.stringify([parameters.horizon, parameters.verifiedOnly, parameters.outcome]);
    return this.screens.get(key, stamp, now, async () => ({
      value: await this.compute(parameters, stamp, now),
      validUntil: nextUtcDay(now),
    }));
  }

  private readFacts(stamp: string, now: Date): Promise<ScreenFacts> {
    return this.facts.get('facts', stamp, now, async () => {
      const [facts, asked, answered] = await Promise.all([
        this.reader.read(),
        this.followUps.askedByDecision(),
        this.followUps.byDecision(),
      ]);
      return { value: { ...facts, asked, answered }, validUntil: null };
    });
  }

  private async compute(
    { horizon, verifiedOnly, outcome }: InsightsParameters,
    stamp: string,
    now: Date,
  ): Promise<InsightsDto> {
    const { input, programme, asked, answered } = await this.readFacts(stamp, now);
    const screen = assembleInsights(input, { horizon, verifiedOnly, outcome, now });
    const names = await this.people.people([
      ...screen.judges.people.map((person) => person.personId),
      ...screen.reviewers.people.map((person) => person.personId),
    ]);
    const panel = (section: PanelSection): InsightsPanelDto => ({
      panel: section.panel,
      people: section.people.map(({ personId, ...figures }) => ({
        userId: personId,
        name: names.get(personId)?.displayName ?? 'Former user',
        ...figures,
      })),
    });
    const figures = programmeFigures(programme.sprints, programme.ventures, now);
    return {
      horizon,
      verifiedOnly,
      outcome,
      outcomeDefinition:
        `An entry reached the outcome when its venture had ${OUTCOME_WORDS[outcome]} dated on or before ${horizon} days ` +
        `after the sprint's end${verifiedOnly ? ', verified by staff' : ', verified or self-reported'}. ` +
        "Entries whose horizon has not passed yet are 'too early': left out, never counted as failures.",
      asOf: now.toISOString(),
      funnel: screen.funnel,
      criteria: screen.predictions,
      weights: screen.weights,
      people: { caveat: PEOPLE_CAVEAT, judges: panel(screen.judges), reviewers: panel(screen.reviewers) },
      turnedAway: turnedAwaySection(asked, answered),
      programme: {
        returnRate: figures.overall.returnRate,
        fundedAlumni: figures.overall.fundedAlumni,
        outcomes: OUTCOME_KINDS.map((kind) => {
          const found = figures.overall.outcomes.find((figure) => figure.days === horizon && figure.kind === kind)!;
          return { kind, figure: verifiedOnly ? found.verifiedOnly : found.all };
        }),
      },
    };
  }
}
