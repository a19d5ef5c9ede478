import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import { AppError, type FieldProblem } from './app-error.js';
import { unstorableInput } from './unstorable-input.js';

/** Flattens class-validator's tree into one entry per field and reason (`images.0.url`). */
export function fieldProblems(errors: ValidationError[], parent = ''): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const error of errors) {
    const field = error.property ? (parent ? `${parent}.${error.property}` : error.property) : parent || 'body';
    for (const [constraint, message] of Object.entries(error.constraints ?? {})) {
      problems.push({
        field,
        reason: constraint === 'whitelistValidation' ? 'is not an accepted field' : reasonOf(message, error.property),
      });
    }
    if (error.children?.length) problems.push(...fieldProblems(error.children, field));
  }
  return problems;
}

/** class-validator messages start with the property name; the field is already named, so drop it. */
function reasonOf(message: string, property: string): string {
  return property && message.startsWith(`${property} `) ? message.slice(property.length + 1) : message;
}

const INVALID = 'Some fields are invalid.';

/** Refuses input no field could store before class-transformer and class-validator see it. */
class StorableInputValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const problem = metadata.type === 'custom' ? undefined : unstorableInput(value, metadata.data);
    if (problem) throw new AppError('VALIDATION_FAILED', 400, INVALID, [problem]);
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new StorableInputValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new AppError('VALIDATION_FAILED', 400, INVALID, fieldProblems(errors)),
  });
}
