import { Body, Controller, HttpCode, Post, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { AuditVerifyResult } from '@ledgerline/contracts';
import { memoryStorage } from 'multer';
import { DomainError } from '../../../shared/domain-error';
import { AuthenticatedGuard } from '../../identity/auth/authenticated.guard';
import { ChainAnchoring } from '../anchors/chain-anchoring.service';
import { readExportFile } from './read-export-file';
import { verifyExport } from './verify-export';

const MAX_EXPORT_BYTES = 50 * 1024 * 1024;

const noFile = (message: string) =>
  new DomainError('invalid', 'AUDIT.NO_EXPORT_FILE', `file: ${message}`, [{ field: 'file', message }]);

/**
 * `POST /api/audit/verify`: the export (JSONL or CSV; a PDF is refused, naming its twins) as the multipart field `file`, or JSON
 * `{"file": "<its text>"}` (up to the 1 MiB JSON limit), checked against the published keys as
 * `npm run audit:verify` checks it offline. 200 with `ok: false` and the problem when the file is not intact.
 */
@Controller('audit/verify')
@UseGuards(AuthenticatedGuard)
export class AuditVerifyController {
  constructor(private readonly anchoring: ChainAnchoring) {}

  @Post()
  @HttpCode(200)
  @UseInterceptors(
    FileInterceptor('file', { storage: memoryStorage(), limits: { fileSize: MAX_EXPORT_BYTES, files: 1 } }),
  )
  verify(@Body() body: unknown, @UploadedFile() file: Express.Multer.File | undefined): AuditVerifyResult {
    const text = file ? file.buffer.toString('utf8') : (body as { file?: unknown } | undefined)?.file;
    if (typeof text !== 'string') throw noFile('Send the export file as `file`');
    if (text.trim() === '') throw noFile('The export file is empty');
    // The PDF is the auditor's reading copy; its records are signed in the JSONL and CSV exports.
    if (text.startsWith('%PDF'))
      throw noFile(
        'This is a PDF export: a PDF is not verified itself; verify the JSONL or CSV export of the same records instead',
      );
    return verifyExport(readExportFile(text), this.anchoring.keyring.publicKeys());
  }
}
