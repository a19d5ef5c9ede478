import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsNotEmpty,
  IsObject,
  IsString,
  IsUUID,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { trim } from '../../../common/errors/text-transforms.js';

export class ProjectImageFileInputDto {
  /** A staged upload of the caller with purpose 'project_image', or an image the project has already. */
  @IsUUID('4', { message: 'must be the id of an uploaded file' })
  fileId!: string;

  @Transform(trim)
  @IsString({ message: 'Every image needs alt text.' })
  @IsNotEmpty({ message: 'Every image needs alt text.' })
  @MaxLength(200, { message: 'Alt text must be at most 200 characters.' })
  alt!: string;
}

export class ChangeProjectImagesDto {
  /** The full ordered list; images left out are removed. */
  @IsArray()
  @ArrayMaxSize(3, { message: 'A project has at most 3 images.' })
  @ArrayUnique((image: ProjectImageFileInputDto) => image?.fileId, { message: 'An image is listed twice.' })
  // ValidateNested alone lets a list inside the list through, to fail later as a 500.
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => ProjectImageFileInputDto)
  images!: ProjectImageFileInputDto[];
}
