import { AuditKeyring } from '../modules/audit-evidence/keys/audit-keyring';
import { auditEvidenceSettings } from '../modules/audit-evidence/audit-evidence.settings';
import { loadConfig } from '../config/app-config';

/** `npm run audit:rotate-key`: closes the signing key now and makes the next; old keys stay published. */
const settings = auditEvidenceSettings(loadConfig());
const key = new AuditKeyring(settings.dir, () => new Date()).rotate();
console.log(`Signing key ${key.id} is in use from ${key.validFrom} (${settings.dir}/keys).`);
