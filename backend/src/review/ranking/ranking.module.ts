import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { ApplicationsModule } from '../../applications/applications.module.js';
import { EventSpotSettings } from '../../applications/spots/spot-settings.js';
import { WAITLIST_ORDER, type WaitlistOrdering } from '../../applications/spots/waitlist-order.js';
import { ReviewSetup } from '../review-setup.js';
import { EventsModule } from '../../events/events.module.js';
import { UsersModule } from '../../users/users.module.js';
import { ReviewModule } from '../review.module.js';
import { ReviewingModule } from '../reviewing/reviewing.module.js';
import { ApplySuggestionsHandler } from './commands/decide-applications/apply-suggestions.handler.js';
import { DecideApplicationsHandler } from './commands/decide-applications/decide-applications.handler.js';
import { RankingDecisions } from './commands/decide-applications/ranking-decisions.js';
import { RequestMoreReviewsHandler } from './commands/request-more-reviews/request-more-reviews.handler.js';
import { EventReviewScores } from './event-review-scores.js';
import { GetReviewRankingHandler } from './queries/get-review-ranking/get-review-ranking.handler.js';
import { GetReviewerFiguresHandler } from './queries/get-reviewer-figures/get-reviewer-figures.handler.js';
import { RankedApplications } from './ranked-applications.js';
import { RankingAdminController } from './ranking-admin.controller.js';
import { ReviewersLeft } from './reviewers-left.js';
import { rankedWaitlist } from './ranked-waitlist.js';

/**
 * Ranking and the cut line, reviewer figures and the decisions taken from them (review.md): reads
 * the reviews through reviewing, decides through the applications' status command.
 */
@Module({
  imports: [ReviewModule, ReviewingModule, ApplicationsModule, EventsModule, UsersModule],
  controllers: [RankingAdminController],
  providers: [
    EventReviewScores,
    RankedApplications,
    ReviewersLeft,
    RankingDecisions,
    GetReviewRankingHandler,
    GetReviewerFiguresHandler,
    RequestMoreReviewsHandler,
    DecideApplicationsHandler,
    ApplySuggestionsHandler,
  ],
  exports: [RankedApplications],
})
export class RankingModule implements OnModuleInit {
  constructor(
    @Inject(WAITLIST_ORDER) private readonly waitlist: WaitlistOrdering,
    private readonly ranking: RankedApplications,
    private readonly spotSettings: EventSpotSettings,
    private readonly setup: ReviewSetup,
  ) {}

  /** 'Offer to next on waitlist' offers the freed spots in ranking order. */
  onModuleInit(): void {
    this.waitlist.replaceWith(rankedWaitlist(this.ranking));
    // Spots read the event's capacity and days to confirm from its review settings.
    this.spotSettings.register((eventId) => this.setup.settingsOf(eventId));
  }
}
