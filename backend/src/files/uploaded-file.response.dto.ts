import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { FileRecord } from './file.repository.js';
import { FILE_PURPOSES, FILE_STATES, type FilePurpose, type FileState } from './uploaded-file.entity.js';

/** An uploaded file as its owner sees it. */
export class UploadedFileDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: FILE_PURPOSES })
  purpose!: FilePurpose;

  /** Sniffed from the bytes stored (images are stored re-encoded as image/webp). */
  @ApiProperty({ example: 'application/pdf' })
  contentType!: string;

  /** Bytes stored (an image: its largest display size). */
  @ApiProperty({ example: 1048576 })
  size!: number;

  /** The file name as uploaded, once checked. */
  @ApiProperty({ example: 'Pitch deck.pdf' })
  name!: string;

  /** Pixels, of the largest display size (images only). */
  @ApiPropertyOptional({ example: 1280 })
  width?: number;

  @ApiPropertyOptional({ example: 720 })
  height?: number;

  @ApiProperty({ enum: FILE_STATES })
  state!: FileState;
}

export function toUploadedFileDto(
  file: Pick<
    FileRecord,
    'id' | 'purpose' | 'contentType' | 'sizeBytes' | 'originalName' | 'width' | 'height' | 'state'
  >,
): UploadedFileDto {
  return {
    id: file.id,
    purpose: file.purpose,
    contentType: file.contentType,
    size: file.sizeBytes,
    name: file.originalName,
    ...(file.width !== null ? { width: file.width } : {}),
    ...(file.height !== null ? { height: file.height } : {}),
    state: file.state,
  };
}
