/** A failure the client should see: an HTTP status and a sentence for the envelope's message. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message = 'Unauthorized access') => new ApiError(401, message);
export const forbidden = (message = 'You are not allowed to do that') => new ApiError(403, message);
export const notFound = (what: string) => new ApiError(404, `${what} not found`);
export const conflict = (message: string) => new ApiError(409, message);
export const tooLarge = (message: string) => new ApiError(413, message);
export const unsupportedType = (message: string) => new ApiError(415, message);
export const tooManyRequests = (message = 'Too many requests, please try again later') => new ApiError(429, message);
