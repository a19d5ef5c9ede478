import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength, ValidateBy } from 'class-validator';
import {
  isCommonPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_SHORT,
} from './password-rules.js';

/** A password being chosen (sign-up, reset): long enough and not one of the commonly used ones. */
export function IsNewPassword(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({
      minLength: PASSWORD_MIN_LENGTH,
      maxLength: PASSWORD_MAX_LENGTH,
      description: `At least ${PASSWORD_MIN_LENGTH} characters, and not a commonly used password.`,
    }),
    IsString(),
    MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_TOO_SHORT }),
    MaxLength(PASSWORD_MAX_LENGTH),
    ValidateBy({
      name: 'isNotCommonPassword',
      validator: {
        validate: (value) => typeof value !== 'string' || !isCommonPassword(value),
        defaultMessage: () => PASSWORD_TOO_COMMON,
      },
    }),
  );
}
