import { Controller, Get } from '@nestjs/common';
import { ChainAnchoring } from '../anchors/chain-anchoring.service';
import type { AuditPublicKey } from './audit-public-key';

/**
 * `GET /api/audit/keys`: every key that signs or signed chain anchors, with its validity, as PEM and JWK.
 * Public on purpose: an auditor checks an export against keys fetched apart from it.
 */
@Controller('audit/keys')
export class AuditKeysController {
  constructor(private readonly anchoring: ChainAnchoring) {}

  @Get()
  list(): AuditPublicKey[] {
    const keys = this.anchoring.keyring.publicKeys();
    return keys.length > 0 ? keys : [this.anchoring.keyring.current().publicKey];
  }
}
