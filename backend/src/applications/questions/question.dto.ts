import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { trim, trimToNull } from '../../common/errors/text-transforms.js';
import { LONG_TEXT_MAX, MAX_OPTIONS, QUESTION_KINDS, type QuestionKind } from './question-rules.js';

/** Adding or editing a question; settings its kind does not use are ignored. */
export class QuestionFormDto {
  @ApiProperty({ enum: QUESTION_KINDS })
  @IsIn(QUESTION_KINDS, { message: 'Please choose the kind of question.' })
  kind!: QuestionKind;

  /** The question as the apply form shows it. */
  @Transform(trim)
  @IsString()
  @MinLength(1, { message: 'Please enter the question.' })
  @MaxLength(200)
  label!: string;

  /** Shown under the question; empty for none. */
  @IsOptional()
  @Transform(trimToNull)
  @IsString()
  @MaxLength(500)
  helpText?: string | null;

  @IsBoolean()
  required!: boolean;

  /** The choices of a single or multiple choice question, in order (at least two). */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_OPTIONS)
  @ArrayUnique()
  @IsString({ each: true })
  @MaxLength(200, { each: true })
  options?: string[];

  /** A long text answer's character limit (default 2000). */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(LONG_TEXT_MAX)
  maxLength?: number | null;

  /** A number answer's lower bound; empty for none. */
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  min?: number | null;

  /** A number answer's upper bound; empty for none. */
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  max?: number | null;
}

export class ReorderQuestionsDto {
  /** Every question of the form, once, in the new order. */
  @IsArray()
  @ArrayMaxSize(200)
  @IsUUID('all', { each: true })
  questionIds!: string[];
}

/** A question as the apply form asks it. */
export class ApplyQuestionDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: QUESTION_KINDS })
  kind!: QuestionKind;

  label!: string;

  helpText!: string | null;

  required!: boolean;

  /** The choices, in order (choice questions only). */
  options!: string[];

  /** A long text answer's character limit. */
  maxLength!: number | null;

  min!: number | null;

  max!: number | null;
}

/** A question as staff manage it. */
export class QuestionDto extends ApplyQuestionDto {
  /** 1, 2, 3... in form order. */
  position!: number;

  /** Hidden questions are not asked any more; their answers stay with the applications. */
  hidden!: boolean;
}

/** The Questions tab: the event's questions, hidden ones included. */
export class ApplicationFormDto {
  /** True once anyone has applied: only optional questions can be added and existing ones hidden. */
  locked!: boolean;

  @ApiProperty({ type: [QuestionDto] })
  questions!: QuestionDto[];
}

/** One answer in the staff application drawer. */
export class ApplicationAnswerDto {
  @ApiProperty({ format: 'uuid' })
  questionId!: string;

  label!: string;

  @ApiProperty({ enum: QUESTION_KINDS })
  kind!: QuestionKind;

  /** The question is hidden from the form now (it was asked when this application was made). */
  hidden!: boolean;

  /** The answer as shown (Yes/No, choices joined by '; '); null when not answered. */
  answer!: string | null;
}
