/** A refusal decided by the domain; the HTTP layer maps `kind` to a status code. */
export type DomainErrorKind = 'invalid' | 'not_found' | 'conflict' | 'forbidden' | 'unauthorized';

export interface FieldProblem {
  field: string;
  message: string;
}

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    readonly errors?: FieldProblem[],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const NOT_FOUND_MESSAGE = "not found or you don't have access to it";

export const notFound = (what: string): DomainError =>
  new DomainError(
    'not_found',
    `${what.toUpperCase().replace(/\s+/g, '_')}.NOT_FOUND`,
    `${what} ${NOT_FOUND_MESSAGE}`,
  );
