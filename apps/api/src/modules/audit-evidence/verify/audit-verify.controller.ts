import { Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { AuditVerifyResult } from '@ledgerline/contracts';
import type { Request } from 'express';
import { DomainError } from '../../../shared/domain-error';
import { AuthenticatedGuard } from '../../identity/auth/authenticated.guard';
import { ChainAnchoring } from '../anchors/chain-anchoring.service';
import { readExportFile } from './read-export-file';
import { verifyExport } from './verify-export';

const MAX_BYTES = 50 * 1024 * 1024;

/**
 * `POST /api/audit/verify`: the export file as the body (any type but JSON: text/plain, text/csv,
 * application/x-ndjson, application/octet-stream), or JSON `{"file": "<the file's text>"}`, checked against the published keys, as `npm run audit:verify` does offline.
 * 200 with `ok: false` and the problem when the file is not intact.
 */
@Controller('audit/verify')
@UseGuards(AuthenticatedGuard)
export class AuditVerifyController {
  constructor(private readonly anchoring: ChainAnchoring) {}

  @Post()
  @HttpCode(200)
  async verify(@Req() request: Request): Promise<AuditVerifyResult> {
    const text = await readBody(request);
    if (text.trim() === '')
      throw new DomainError('invalid', 'AUDIT.EMPTY_EXPORT', 'file: the export is empty', [
        { field: 'file', message: 'Send the export file as the request body' },
      ]);
    return verifyExport(readExportFile(text), this.anchoring.keyring.publicKeys());
  }
}

async function readBody(request: Request): Promise<string> {
  const body = request.body as { file?: unknown } | undefined;
  if (body && typeof body === 'object') {
    if (typeof body.file === 'string') return body.file;
    throw new DomainError('invalid', 'AUDIT.NO_FILE', 'file: send the export as `file` (a string)', [
      { field: 'file', message: 'The export file is required' },
    ]);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BYTES)
      throw new DomainError('invalid', 'AUDIT.EXPORT_TOO_LARGE', 'file: the export is larger than 50 MB', [
        { field: 'file', message: 'The export is larger than 50 MB' },
      ]);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
