import express, { type ErrorRequestHandler, type Express } from 'express';

/** zlib's errors for a body whose Content-Encoding (gzip, deflate, br) does not match its bytes. */
const isUndecodable = (error: unknown): boolean => {
  const { code } = error as { code?: unknown };
  return typeof code === 'string' && (code.startsWith('Z_') || code.includes('BROTLI'));
};

const isJson = (text: unknown): boolean => {
  if (typeof text !== 'string') return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * JSON bodies up to 1 MiB (no urlencoded parser: no route takes a form post); malformed, undecodable or
 * oversized bodies answer 4xx with a message, never a 500.
 */
export function installBodyParsing(app: Express): void {
  app.use(express.json({ limit: '1mb' }));
  const bodyErrors: ErrorRequestHandler = (error, _request, response, next) => {
    const type = (error as { type?: string }).type;
    if (type === 'entity.parse.failed' && isJson((error as { body?: unknown }).body)) {
      // Valid JSON the strict parser refuses at the top: null, a string, a number.
      const message = 'Request body must be a JSON object';
      response
        .status(400)
        .json({ code: 'REQUEST.INVALID_BODY', message, errors: [{ field: 'body', message }] });
    } else if (type === 'entity.parse.failed') {
      response.status(400).json({
        message: 'Malformed JSON in request body',
        errors: [{ field: 'body', message: 'Malformed JSON' }],
      });
    } else if (type === 'entity.too.large') {
      response.status(413).json({ message: 'Request body is larger than 1 MiB' });
    } else if (type === 'charset.unsupported' || type === 'encoding.unsupported') {
      response.status(415).json({ message: 'Unsupported request body encoding' });
    } else if (isUndecodable(error)) {
      response.status(400).json({
        message: 'The request body could not be decoded (Content-Encoding does not match the body)',
        errors: [{ field: 'body', message: 'Undecodable body' }],
      });
    } else {
      next(error);
    }
  };
  app.use(bodyErrors);
}
