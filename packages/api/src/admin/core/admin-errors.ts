import { ApiError } from '../../core/errors';

/** A refused body: one message per field, shown under its input. */
export class FieldErrors extends ApiError {
  constructor(
    readonly errors: Record<string, string>,
    message = 'Please correct the highlighted fields',
  ) {
    super(400, message);
  }
}

export const fieldError = (field: string, message: string) => new FieldErrors({ [field]: message });
