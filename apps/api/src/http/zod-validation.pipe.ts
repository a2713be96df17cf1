import type { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { DomainError } from '../shared/domain-error';

/** Validates a body, query or param against a shared zod schema; a 400 names every offending field. */
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(
    private readonly schema: S,
    private readonly what: 'body' | 'query' | 'param' = 'body',
    /** The parameter's name, for params and scalar queries. */
    private readonly name: string = what,
  ) {}

  transform(received: unknown): z.output<S> {
    // No body at all reads as an empty one: a POST whose fields are all optional needs none (invitation accept).
    const value = this.what === 'body' && received === undefined ? {} : received;
    if (this.what === 'body' && (value === null || typeof value !== 'object' || Array.isArray(value))) {
      throw new DomainError('invalid', 'REQUEST.INVALID_BODY', 'Request body must be a JSON object', [
        { field: 'body', message: 'Request body must be a JSON object' },
      ]);
    }
    const result = this.schema.safeParse(value);
    if (result.success) return result.data;
    const errors = result.error.issues.map((issue) => ({
      field: issue.path.length ? issue.path.map(String).join('.') : this.name,
      message: issue.message,
    }));
    const summary = errors.map((e) => `${e.field}: ${e.message}`).join('; ');
    throw new DomainError('invalid', 'REQUEST.VALIDATION_FAILED', `Validation failed: ${summary}`, errors);
  }
}
