import { rm } from 'node:fs/promises';
import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { diskStorage } from 'multer';
import { catchError, finalize, from, mergeMap, type Observable, throwError } from 'rxjs';
import { DOCUMENT_STORAGE, type DocumentStorage } from '../../infrastructure/documents/document-storage.port';
import { uploadOptions } from './upload-options';

/**
 * Streams the `file` part to a temporary file in the storage's incoming folder (never into memory) and
 * removes that file when the request ends, whatever happened: a saved upload has been renamed away by
 * then, while a refused one (invalid fields, wrong content, plan caps) leaves nothing behind.
 */
@Injectable()
export class DocumentUploadInterceptor implements NestInterceptor {
  private readonly multer: NestInterceptor;

  constructor(@Inject(DOCUMENT_STORAGE) storage: DocumentStorage) {
    const Upload = FileInterceptor('file', {
      ...uploadOptions,
      storage: diskStorage({ destination: storage.incomingDir }),
    });
    this.multer = new Upload();
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<{ file?: { path?: string } }>();
    const handled = await this.multer.intercept(context, next);
    const removeTemporaryFile = async () => {
      if (request.file?.path) await rm(request.file.path, { force: true });
    };
    // Removed before the refusal is answered, so a client never sees an answer while the file still exists.
    return (handled as Observable<unknown>).pipe(
      catchError((error: unknown) =>
        from(removeTemporaryFile()).pipe(mergeMap(() => throwError(() => error))),
      ),
      finalize(() => void removeTemporaryFile()),
    );
  }
}
