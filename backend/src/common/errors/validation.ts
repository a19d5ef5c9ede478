import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import { AppError, type FieldProblem } from './app-error.js';
import { unstorableInput } from './unstorable-input.js';

/**
 * Flattens class-validator's tree into one entry per field and reason (`images.0.url`). Every level
 * adds to the one list: spreading a level's list into `push` passes each entry as an argument,
 * and a list of 120,000 overflowed the stack.
 */
export function fieldProblems(errors: ValidationError[], parent = '', problems: FieldProblem[] = []): FieldProblem[] {
  for (const error of errors) {
    const field = error.property ? (parent ? `${parent}.${error.property}` : error.property) : parent || 'body';
    for (const [constraint, message] of Object.entries(error.constraints ?? {})) {
      problems.push({
        field,
        reason: constraint === 'whitelistValidation' ? 'is not an accepted field' : reasonOf(message, error.property),
      });
    }
    if (error.children?.length) fieldProblems(error.children, field, problems);
  }
  return problems;
}

/** class-validator messages start with the property name; the field is already named, so drop it. */
function reasonOf(message: string, property: string): string {
  return property && message.startsWith(`${property} `) ? message.slice(property.length + 1) : message;
}

/** The 400 for input that does not pass, naming each field and why. */
export function invalidFields(problems: FieldProblem[]): AppError {
  return new AppError('VALIDATION_FAILED', 400, 'Some fields are invalid.', problems);
}

/** Refuses input no field could store before class-transformer and class-validator see it. */
class StorableInputValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const problem = metadata.type === 'custom' ? undefined : unstorableInput(value, metadata.data, metadata.type);
    if (problem) throw invalidFields([problem]);
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
    exceptionFactory: (errors) => invalidFields(fieldProblems(errors)),
  });
}
