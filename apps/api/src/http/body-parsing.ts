import express, { type ErrorRequestHandler, type Express } from 'express';

/** JSON bodies up to 1 MiB; malformed or oversized bodies answer 4xx with a message, never a 500. */
export function installBodyParsing(app: Express): void {
  app.use(express.json({ limit: '1mb' }));
  app.use(express.urlencoded({ extended: false, limit: '1mb' }));
  const bodyErrors: ErrorRequestHandler = (error, _request, response, next) => {
    const type = (error as { type?: string }).type;
    if (type === 'entity.parse.failed') {
      response.status(400).json({
        message: 'Malformed JSON in request body',
        errors: [{ field: 'body', message: 'Malformed JSON' }],
      });
    } else if (type === 'entity.too.large') {
      response.status(413).json({ message: 'Request body is larger than 1 MiB' });
    } else if (type === 'charset.unsupported' || type === 'encoding.unsupported') {
      response.status(415).json({ message: 'Unsupported request body encoding' });
    } else {
      next(error);
    }
  };
  app.use(bodyErrors);
}
