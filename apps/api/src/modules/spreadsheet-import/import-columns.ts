import type { ImportKind } from '@ledgerline/contracts';

/** A column of a template: its header (as the export writes it), the field it fills, and other spellings. */
export interface ImportColumn {
  header: string;
  /** `null`: written by the export (ID, Created At...) and ignored on import. */
  field: string | null;
  required?: boolean;
  aliases?: string[];
  /** A sample value for the template's example row. */
  example?: string;
}

const ignored = (header: string): ImportColumn => ({ header, field: null });

/**
 * Per kind, the export's columns first (apps/api/src/modules/exports/export-columns.ts, same headers and order) so
 * an export imports again, then the fields a register needs that the list exports do not carry.
 */
export const IMPORT_COLUMNS: Record<ImportKind, ImportColumn[]> = {
  companies: [
    ignored('ID'),
    { header: 'Name', field: 'name', required: true, example: 'Acme Holdings (Pty) Ltd' },
    { header: 'Registration Number', field: 'registrationNumber', example: '2015/123456/07' },
    { header: 'Country', field: 'country', example: 'South Africa' },
    { header: 'Status', field: 'status', example: 'active' },
    ignored('Created At'),
    { header: 'Tax ID', field: 'taxId' },
    { header: 'Industry', field: 'industry' },
    { header: 'Email', field: 'email' },
    { header: 'Phone', field: 'phone' },
    { header: 'Address', field: 'address' },
    { header: 'Incorporation Date', field: 'incorporationDate', example: '2015-03-13' },
    { header: 'Classification', field: 'companyClassification', aliases: ['Company Classification'] },
    { header: 'Notes', field: 'notes' },
  ],
  individuals: [
    ignored('ID'),
    { header: 'Name', field: 'name', required: true, example: 'Thandi Nkosi' },
    { header: 'Position', field: 'position', example: 'Director' },
    { header: 'Department', field: 'department' },
    { header: 'Nationality', field: 'nationality', example: 'South African' },
    { header: 'Status', field: 'status', example: 'active' },
    ignored('Created At'),
    { header: 'ID Type', field: 'idType', example: 'sa_id' },
    { header: 'ID Number', field: 'idNumber', example: '8001015009087' },
    { header: 'Date of Birth', field: 'dateOfBirth', example: '1980-01-01' },
    { header: 'Email', field: 'email' },
    { header: 'Phone', field: 'phone' },
    { header: 'Address', field: 'address' },
    { header: 'Country', field: 'country' },
    { header: 'Notes', field: 'notes' },
  ],
  trusts: [
    ignored('ID'),
    { header: 'Trust Name', field: 'name', required: true, aliases: ['Name'], example: 'Nkosi Family Trust' },
    {
      header: 'Trust Number',
      field: 'registrationNumber',
      aliases: ['Registration Number'],
      example: 'IT001234/2019(G)',
    },
    { header: 'Trust Type', field: 'trustType', required: true, example: 'family' },
    ignored('Created At'),
    { header: 'Status', field: 'status', example: 'active' },
    ignored('Compliance'),
    { header: 'Trust Deed Date', field: 'trustDeedDate', example: '2019-06-01' },
    { header: 'Tax ID', field: 'taxId' },
    { header: 'Email', field: 'email' },
    { header: 'Phone', field: 'phone' },
    { header: 'Address', field: 'address' },
    { header: 'Country', field: 'country' },
    { header: 'Notes', field: 'notes' },
  ],
  relationships: [
    ignored('ID'),
    { header: 'Source', field: 'source', required: true, example: 'Thandi Nkosi' },
    { header: 'Type', field: 'type', required: true, example: 'shareholder' },
    { header: 'Target', field: 'target', required: true, example: 'Acme Holdings (Pty) Ltd' },
    { header: 'Ownership %', field: 'ownershipPercentage', aliases: ['Ownership'], example: '60' },
    { header: 'Start Date', field: 'startDate', example: '2020-01-01' },
    { header: 'End Date', field: 'endDate' },
    { header: 'Status', field: 'status', example: 'Active' },
    { header: 'Notes', field: 'notes' },
  ],
  assets: [
    ignored('ID'),
    { header: 'Asset Name', field: 'name', required: true, aliases: ['Name'], example: 'Erf 1234 Sandton' },
    { header: 'Type', field: 'type', example: 'real_estate' },
    { header: 'Value', field: 'value', example: '2500000' },
    { header: 'Owner', field: 'owner', required: true, example: 'Acme Holdings (Pty) Ltd' },
    { header: 'Acquired', field: 'acquisitionDate', aliases: ['Acquisition Date'], example: '2018-05-01' },
    { header: 'Status', field: 'status', example: 'active' },
    { header: 'Location', field: 'location' },
    { header: 'Description', field: 'description' },
    { header: 'Notes', field: 'notes' },
  ],
};

/** Headers compared without case, spaces or punctuation: "Registration number" and "registration_number" match. */
export const headerKey = (header: string): string => header.toLowerCase().replace(/[^a-z0-9%]/g, '');

/** The column a header names for a kind, if any. */
export function columnFor(kind: ImportKind, header: string): ImportColumn | undefined {
  const key = headerKey(header);
  return IMPORT_COLUMNS[kind].find(
    (column) => headerKey(column.header) === key || column.aliases?.some((alias) => headerKey(alias) === key),
  );
}

/** Sheet (or file) names that say which kind a sheet holds: "Companies", "companies.csv", "Trust". */
export function kindNamed(name: string): ImportKind | undefined {
  const key = headerKey(name.replace(/\.(csv|xlsx)$/i, ''));
  return (Object.keys(IMPORT_COLUMNS) as ImportKind[]).find(
    (kind) => key === kind || key === kind.replace(/s$/, '') || key.endsWith(kind),
  );
}

export const ENTITY_KIND_TYPES = {
  companies: 'company',
  individuals: 'individual',
  trusts: 'trust',
} as const;
export type EntityKind = keyof typeof ENTITY_KIND_TYPES;
export const isEntityKind = (kind: ImportKind): kind is EntityKind => kind in ENTITY_KIND_TYPES;
