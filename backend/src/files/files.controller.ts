import type { Readable } from 'node:stream';
import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiFoundResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiParam,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser, SignedIn } from '../common/auth/access.decorators.js';
import type { AuthUser } from '../common/auth/roles.js';
import { AppError } from '../common/errors/app-error.js';
import { ErrorBody } from '../common/errors/error-body.js';
import { StageUploadCommand } from './commands/stage-upload/stage-upload.command.js';
import { FileServing } from './file-serving.js';
import { UploadInvalid } from './files.errors.js';
import { checkFileName, IMAGE_VARIANT_NAMES } from './upload-rules.js';
import { FILE_PURPOSES, type FilePurpose } from './uploaded-file.entity.js';
import { UploadedFileDto } from './uploaded-file.response.dto.js';

const isPurpose = (value: unknown): value is FilePurpose =>
  typeof value === 'string' && (FILE_PURPOSES as readonly string[]).includes(value);

/** Uploads (issue 31): staged by any signed-in user, read by those the file's record lets read it. */
@ApiTags('files')
@Controller('files')
@SignedIn()
export class FilesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly serving: FileServing,
  ) {}

  /**
   * Uploads one file, staged until the command that uses it attaches it (else swept after 24 h).
   * Multipart: the `purpose` field first, then one `file` part. The type is sniffed from the bytes.
   */
  @Post()
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['purpose', 'file'],
      properties: { purpose: { type: 'string', enum: [...FILE_PURPOSES] }, file: { type: 'string', format: 'binary' } },
    },
  })
  @ApiCreatedResponse({ type: UploadedFileDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'No purpose, no file, an empty file, a bad name or image' })
  @ApiPayloadTooLargeResponse({ type: ErrorBody, description: "Larger than the purpose's limit" })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorBody, description: 'A type the purpose does not take' })
  async upload(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest): Promise<UploadedFileDto> {
    if (!request.isMultipart()) throw new UploadInvalid('file', 'Send the file as multipart/form-data');
    const parts = request.parts();
    const first = await nextPart(parts);
    if (first.done || first.value.type !== 'field' || first.value.fieldname !== 'purpose') {
      if (!first.done && first.value.type === 'file') await drain(first.value.file);
      throw new UploadInvalid('purpose', 'The purpose must come first');
    }
    const purpose = first.value.value;
    if (!isPurpose(purpose)) {
      throw new UploadInvalid('purpose', `The purpose must be one of: ${FILE_PURPOSES.join(', ')}`);
    }
    const second = await nextPart(parts);
    if (second.done || second.value.type !== 'file' || second.value.fieldname !== 'file') {
      throw new UploadInvalid('file', 'One file part named file must follow the purpose');
    }
    const part = second.value;
    try {
      const checked = checkFileName(part.filename);
      if ('problem' in checked) throw new UploadInvalid('file.name', checked.problem);
      return await this.commands.execute(new StageUploadCommand(user.id, purpose, checked.name, part.file));
    } finally {
      // Read what is left of a refused upload, so the answer is not sent while the client still sends.
      await drain(part.file);
    }
  }

  /** The file: an image inline, anything else as an attachment; a redirect to a signed URL with S3. */
  @Get(':fileId')
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ description: 'The bytes, with the sniffed Content-Type' })
  @ApiFoundResponse({ description: 'A short-lived signed URL (S3 storage)' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No such file, or not one the caller may read' })
  async read(
    @CurrentUser() user: AuthUser,
    @Param('fileId', new ParseUUIDPipe({ version: '4' })) fileId: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.send(reply, user, fileId);
  }

  /** One display size of an image: '320' or '1280' (pixels wide at most). */
  @Get(':fileId/:variant')
  @ApiParam({ name: 'variant', enum: IMAGE_VARIANT_NAMES })
  @ApiProduces('image/webp')
  @ApiOkResponse({ description: 'The image bytes' })
  @ApiFoundResponse({ description: 'A short-lived signed URL (S3 storage)' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No such file or size, or not one the caller may read' })
  async readVariant(
    @CurrentUser() user: AuthUser,
    @Param('fileId', new ParseUUIDPipe({ version: '4' })) fileId: string,
    @Param('variant') variant: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.send(reply, user, fileId, variant);
  }

  private async send(reply: FastifyReply, user: AuthUser, fileId: string, variant?: string): Promise<void> {
    const answer = await this.serving.open(user, fileId, variant);
    if (answer.kind === 'redirect') {
      await reply.header('cache-control', 'no-store').redirect(answer.url, 302);
      return;
    }
    await reply.status(200).headers(answer.headers).send(answer.body);
  }
}

/** The next part; a body the parser cannot read (no boundary, say) is the client's error, not ours. */
async function nextPart<T>(parts: AsyncIterator<T>): Promise<IteratorResult<T>> {
  try {
    return await parts.next();
  } catch (error) {
    if (error instanceof AppError || hasClientStatus(error)) throw error;
    throw new UploadInvalid('file', 'The body is not valid multipart/form-data');
  }
}

const hasClientStatus = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'statusCode' in error &&
  typeof error.statusCode === 'number' &&
  error.statusCode >= 400 &&
  error.statusCode < 500;

async function drain(stream: Readable): Promise<void> {
  try {
    for await (const _chunk of stream) {
      // discarded
    }
  } catch {
    // a stream cut by the parser's own limit: nothing more to read
  }
}
