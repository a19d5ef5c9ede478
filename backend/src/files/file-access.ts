import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../common/auth/roles.js';
import type { FileRecord } from './file.repository.js';
import type { FilePurpose } from './uploaded-file.entity.js';

/**
 * The port through which a feature that attaches files of a purpose (projects: decks and images;
 * ventures: milestone evidence) says who may read them: a file has the access of its record. The
 * feature registers its policy with FileAccess on start, as due work sources register with the
 * scheduler, so files/ never imports them.
 */
export interface FileAccessPolicy {
  readonly purposes: readonly FilePurpose[];
  /** Only asked about attached files of its purposes. */
  canRead(reader: AuthUser, file: FileRecord): Promise<boolean>;
}

const STAFF = new Set(['admin', 'organizer']);

/**
 * Who may read a file. A staged file: its owner and staff. An attached avatar: any signed-in user.
 * Any other attached file: the policy registered for its purpose, and nobody while there is none.
 */
@Injectable()
export class FileAccess {
  private readonly policies = new Map<FilePurpose, FileAccessPolicy>();

  register(policy: FileAccessPolicy): void {
    for (const purpose of policy.purposes) {
      if (this.policies.has(purpose)) throw new Error(`Files of purpose "${purpose}" have a policy already`);
      this.policies.set(purpose, policy);
    }
  }

  async canRead(reader: AuthUser, file: FileRecord): Promise<boolean> {
    switch (file.state) {
      case 'deleted':
        return false;
      case 'staged':
        return file.ownerId === reader.id || STAFF.has(reader.role);
      case 'attached':
        if (file.purpose === 'avatar') return true;
        return (await this.policies.get(file.purpose)?.canRead(reader, file)) ?? false;
    }
  }
}
