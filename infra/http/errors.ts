// Errors that carry their HTTP meaning. The error middleware turns them into { message, code, details? }.
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
export class ValidationError extends AppError {
  constructor(message: string, details?: unknown) {
    super(400, 'VALIDATION', message, details);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'Not signed in') {
    super(401, 'UNAUTHORIZED', message);
  }
}
export class PaymentRequiredError extends AppError {
  constructor(message: string) {
    super(402, 'PAYMENT_REQUIRED', message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'Access Denied') {
    super(403, 'FORBIDDEN', message);
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, 'NOT_FOUND', message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string, details?: unknown) {
    super(409, 'CONFLICT', message, details);
  }
}
/**
 * 409 for a request that waits on work still under way elsewhere (a chat reply being written): the
 * same request may succeed once it is done, so the answer says when to try again (`Retry-After`).
 */
export class InProgressError extends AppError {
  constructor(
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(409, code, message);
  }
}
export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(429, 'TOO_MANY_REQUESTS', message);
  }
}
