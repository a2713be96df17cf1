import { ALLOWED_DOCUMENT_TYPES, MAX_DOCUMENT_BYTES } from '@ledgerline/contracts';
import type { MulterOptions } from '@nestjs/platform-express/multer/interfaces/multer-options.interface';
import { DomainError } from '../../shared/domain-error';

const allowed = [...new Set(Object.values(ALLOWED_DOCUMENT_TYPES))].join(', ');

/**
 * Up to 10 MiB, one file, declared as a known document type (its content is checked after it arrived);
 * everything else is a clear 4xx. The storage is the upload interceptor's (a temporary file on disk).
 */
export const uploadOptions: MulterOptions & { defParamCharset?: string } = {
  // Browsers send file names as UTF-8 without saying so; busboy's default (latin1) garbles them.
  defParamCharset: 'utf8',
  limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 20 },
  fileFilter: (_request, file, accept) => {
    if (ALLOWED_DOCUMENT_TYPES[file.mimetype]) return accept(null, true);
    accept(
      new DomainError(
        'invalid',
        'DOCUMENT.TYPE_NOT_ALLOWED',
        `Files of type ${file.mimetype || 'unknown'} are not accepted; upload ${allowed}`,
        [{ field: 'file', message: `Files of type ${file.mimetype || 'unknown'} are not accepted` }],
      ),
      false,
    );
  },
};

export const missingFile = (): DomainError =>
  new DomainError('invalid', 'DOCUMENT.FILE_REQUIRED', 'A file is required (multipart field "file")', [
    { field: 'file', message: 'A file is required' },
  ]);
