import { AppError } from '../common/errors/app-error.js';

export type VenturesErrorCode =
  | 'VENTURE_NOT_FOUND'
  | 'NOT_VENTURE_MEMBER'
  | 'VENTURE_ALREADY_IN_EVENT'
  | 'VENTURE_MERGED'
  | 'SAME_VENTURE'
  | 'ENTRY_NOT_FOUND'
  | 'NOT_ENTRY_OWNER'
  | 'ENTRY_JUDGING_STARTED'
  | 'MILESTONE_NOT_FOUND'
  | 'MILESTONE_ALREADY_VERIFIED'
  | 'MILESTONE_NOT_VERIFIED'
  | 'MILESTONE_EVIDENCE_FULL'
  | 'MILESTONE_EVIDENCE_NOT_FOUND'
  | 'VENTURE_MEMBER_NOT_FOUND'
  | 'VENTURE_MEMBER_REMOVAL_FORBIDDEN';

/** Also the answer for a private venture the caller may not read: its existence is not told. */
export class VentureNotFound extends AppError {
  constructor() {
    super('VENTURE_NOT_FOUND' satisfies VenturesErrorCode, 404, 'Venture not found.');
  }
}

/** Only the venture's members (and staff, where the command says so) may do this. */
export class NotVentureMember extends AppError {
  constructor(message = 'You are not a member of this venture.') {
    super('NOT_VENTURE_MEMBER' satisfies VenturesErrorCode, 403, message);
  }
}

/** A venture enters a sprint once: a second project of the same venture in the same sprint is refused. */
export class VentureAlreadyInEvent extends AppError {
  constructor() {
    super(
      'VENTURE_ALREADY_IN_EVENT' satisfies VenturesErrorCode,
      409,
      'This venture already has an entry in this sprint.',
    );
  }
}

/** A venture merged into another takes nothing new: the record lives on in the one it was merged into. */
export class VentureMerged extends AppError {
  constructor() {
    super('VENTURE_MERGED' satisfies VenturesErrorCode, 409, 'This venture was merged into another venture.');
  }
}

export class SameVenture extends AppError {
  constructor(message = 'The entry already belongs to this venture.') {
    super('SAME_VENTURE' satisfies VenturesErrorCode, 409, message);
  }
}

export class EntryNotFound extends AppError {
  constructor() {
    super('ENTRY_NOT_FOUND' satisfies VenturesErrorCode, 404, 'Entry not found.');
  }
}

export class NotEntryOwner extends AppError {
  constructor() {
    super(
      'NOT_ENTRY_OWNER' satisfies VenturesErrorCode,
      403,
      "Only the project's owner can move its entry to another venture.",
    );
  }
}

/** ventures.md: an owner re-links an entry until judging of that event opens; staff after that. */
export class EntryJudgingStarted extends AppError {
  constructor() {
    super(
      'ENTRY_JUDGING_STARTED' satisfies VenturesErrorCode,
      409,
      'Judging of this sprint has opened: only staff can move this entry now.',
    );
  }
}

export class MilestoneNotFound extends AppError {
  constructor() {
    super('MILESTONE_NOT_FOUND' satisfies VenturesErrorCode, 404, 'Milestone not found.');
  }
}

export class MilestoneAlreadyVerified extends AppError {
  constructor() {
    super('MILESTONE_ALREADY_VERIFIED' satisfies VenturesErrorCode, 409, 'This milestone is already verified.');
  }
}

export class MilestoneNotVerified extends AppError {
  constructor() {
    super('MILESTONE_NOT_VERIFIED' satisfies VenturesErrorCode, 409, 'This milestone is not verified.');
  }
}

export class VentureMemberNotFound extends AppError {
  constructor() {
    super('VENTURE_MEMBER_NOT_FOUND' satisfies VenturesErrorCode, 404, 'This person is not a member of the venture.');
  }
}

export class VentureMemberRemovalForbidden extends AppError {
  constructor() {
    super(
      'VENTURE_MEMBER_REMOVAL_FORBIDDEN' satisfies VenturesErrorCode,
      403,
      'Members can remove only themselves; staff can remove anyone.',
    );
  }
}

export class MilestoneEvidenceFull extends AppError {
  constructor(max: number) {
    const reason = `A milestone carries at most ${max} evidence files`;
    super('MILESTONE_EVIDENCE_FULL' satisfies VenturesErrorCode, 409, `${reason}.`, [{ field: 'fileId', reason }]);
  }
}

export class MilestoneEvidenceNotFound extends AppError {
  constructor() {
    super('MILESTONE_EVIDENCE_NOT_FOUND' satisfies VenturesErrorCode, 404, 'This milestone has no such evidence file.');
  }
}
