import { Module, type OnModuleInit } from '@nestjs/common';
import { ApplicantVentures } from '../applications/applicant-ventures.js';
import { ApplicationsModule } from '../applications/applications.module.js';
import { EventsModule } from '../events/events.module.js';
import { JudgingModule } from '../judging/judging.module.js';
import { ReturningVentures } from '../judging/returning-ventures.js';
import { ProjectsModule } from '../projects/projects.module.js';
import { VentureCheckinsModule } from './checkins.module.js';
import { PortfolioRepository } from './portfolio.repository.js';
import { ApplicantVentureReader } from './queries/applicant-venture/applicant-venture-reader.js';
import { ExportPortfolioHandler } from './queries/export-portfolio/export-portfolio.handler.js';
import { GetProgrammeFiguresHandler } from './queries/get-programme-figures/get-programme-figures.handler.js';
import { ReturningVentureReader } from './queries/returning-venture/returning-venture-reader.js';
import { ListPortfolioHandler } from './queries/list-portfolio/list-portfolio.handler.js';
import { PortfolioRows } from './queries/list-portfolio/portfolio-rows.js';
import { VentureSummaryRows } from './read-model/venture-summary-rows.js';
import { VentureSummaryProjection } from './read-model/venture-summary.projection.js';
import { VenturesPortfolioController } from './ventures-portfolio.controller.js';
import { VenturesModule } from './ventures.module.js';

/**
 * The staff portfolio, the programme figures, the judges' view of a returning venture and the
 * applications' venture (ventures.md), on top of ventures and its check-ins: read-only, over ventures' tables,
 * projects' entries and judging's published standings.
 */
@Module({
  imports: [VenturesModule, ProjectsModule, EventsModule, JudgingModule, ApplicationsModule, VentureCheckinsModule],
  controllers: [VenturesPortfolioController],
  providers: [
    ReturningVentureReader,
    ApplicantVentureReader,
    PortfolioRepository,
    PortfolioRows,
    VentureSummaryRows,
    VentureSummaryProjection,
    ListPortfolioHandler,
    ExportPortfolioHandler,
    GetProgrammeFiguresHandler,
  ],
  // For insights: the outcome milestones the programme figures count.
  exports: [PortfolioRepository],
})
export class VenturesPortfolioModule implements OnModuleInit {
  constructor(
    private readonly returning: ReturningVentures,
    private readonly reader: ReturningVentureReader,
    private readonly applicantVentures: ApplicantVentures,
    private readonly applicantReader: ApplicantVentureReader,
  ) {}

  /** The judges' score page shows a returning venture's earlier sprints through judging's port. */
  onModuleInit(): void {
    this.returning.register((submissionId) => this.reader.of(submissionId));
    // The apply form's venture choice and the admin Applications' 'Returning' badge.
    this.applicantVentures.register(this.applicantReader);
  }
}
