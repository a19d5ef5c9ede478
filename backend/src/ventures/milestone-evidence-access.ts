import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../common/auth/roles.js';
import type { FileAccessPolicy } from '../files/file-access.js';
import type { FileRecord } from '../files/file.repository.js';
import { MilestoneRepository } from './milestone.repository.js';
import { isVentureStaff } from './venture-access.js';
import { VentureMembership } from './venture-membership.js';

/**
 * Who reads a milestone's evidence files (issue 31: a file has the access of its record): staff,
 * and the venture's members now (derived on every read, so a member who left loses access at once).
 * Everyone else gets files' 404, a public venture's visitors too.
 */
@Injectable()
export class MilestoneEvidenceAccess implements FileAccessPolicy {
  readonly purposes = ['milestone_evidence'] as const;

  constructor(
    private readonly milestones: MilestoneRepository,
    private readonly membership: VentureMembership,
  ) {}

  async canRead(reader: AuthUser, file: FileRecord): Promise<boolean> {
    if (isVentureStaff(reader)) return true;
    const ventureId = await this.milestones.ventureOfEvidence(file.id);
    return ventureId !== undefined && (await this.membership.isMember(ventureId, reader.id));
  }
}
