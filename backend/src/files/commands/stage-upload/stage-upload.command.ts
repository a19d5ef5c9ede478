import type { Readable } from 'node:stream';
import { Command } from '@nestjs/cqrs';
import type { FilePurpose } from '../../uploaded-file.entity.js';
import type { UploadedFileDto } from '../../uploaded-file.response.dto.js';

/** A signed-in user uploads a file for a purpose; the bytes arrive as a stream. */
export class StageUploadCommand extends Command<UploadedFileDto> {
  constructor(
    readonly ownerId: string,
    readonly purpose: FilePurpose,
    /** Already checked (checkFileName). */
    readonly name: string,
    readonly body: Readable,
  ) {
    super();
  }
}
