import type {
  CreateAssetRequest,
  CreateCompanyRequest,
  CreateIndividualRequest,
  CreateRelationshipRequest,
  CreateTrustRequest,
  DocumentType,
} from '@ledgerline/contracts';

/**
 * The demo register (docs/decisions/0044-demo-data-and-locale.md): the Protea group, a South
 * African family group as a corporate services firm would hold it. Records refer to each other by key; the
 * ids are the installation's, given when the commands run. Names and numbers are invented: registration numbers
 * follow CIPC's YYYY/NNNNNN/07 (a private company), the trust's the Master's IT number.
 */
export type DemoEntity =
  | (CreateCompanyRequest & { key: string })
  | (CreateIndividualRequest & { key: string })
  | (CreateTrustRequest & { key: string });

export interface DemoRelationship extends Omit<
  CreateRelationshipRequest,
  'sourceEntityId' | 'targetEntityId'
> {
  source: string;
  target: string;
}

export interface DemoAsset extends Omit<CreateAssetRequest, 'ownerEntityId'> {
  owner: string;
}

export interface DemoGroup {
  name: string;
  description: string;
  members: string[];
}

export interface DemoFiling {
  entity: string;
  requirementType: string;
  /** Days from the account's today, so the deadlines are upcoming whenever the demo is loaded. */
  dueInDays: number;
  notes: string;
}

export interface DemoDocument {
  entity: string;
  documentType: DocumentType;
  fileName: string;
  description: string;
  text: string;
}

const company = (
  key: string,
  name: string,
  registrationNumber: string,
  incorporationDate: string,
  industry: string,
  address: string,
): DemoEntity => ({
  key,
  type: 'company',
  name,
  registrationNumber,
  incorporationDate,
  industry,
  address,
  country: 'South Africa',
  companyClassification: 'non_affected_private',
});

const person = (key: string, name: string, dateOfBirth: string, position: string): DemoEntity => ({
  key,
  type: 'individual',
  name,
  dateOfBirth,
  nationality: 'South African',
  position,
  country: 'South Africa',
});

/** Ten entities: the Free plan's limit, so every plan holds the whole cast. */
export const DEMO_ENTITIES: readonly DemoEntity[] = [
  company(
    'holdings',
    'Protea Holdings (Pty) Ltd',
    '2009/014512/07',
    '2009-05-12',
    'Investment holding',
    '12 Fredman Drive, Sandton, 2196',
  ),
  company(
    'property',
    'Protea Property Investments (Pty) Ltd',
    '2011/102938/07',
    '2011-02-21',
    'Commercial property',
    '3 Dock Road, V&A Waterfront, Cape Town, 8001',
  ),
  company(
    'logistics',
    'Protea Logistics (Pty) Ltd',
    '2013/045617/07',
    '2013-09-02',
    'Road freight and warehousing',
    '88 Bayhead Road, Durban, 4001',
  ),
  company(
    'agri',
    'Karoo Agri Ventures (Pty) Ltd',
    '2016/233871/07',
    '2016-06-15',
    'Agriculture',
    'Rietfontein Farm, Graaff-Reinet, 6280',
  ),
  {
    key: 'trust',
    type: 'trust',
    name: 'Van der Merwe Family Trust',
    trustType: 'family',
    registrationNumber: 'IT001532/2012(G)',
    trustDeedDate: '2012-08-20',
    address: '12 Fredman Drive, Sandton, 2196',
    country: 'South Africa',
  },
  person('johan', 'Johan van der Merwe', '1961-04-03', 'Chairman'),
  person('sipho', 'Sipho Ndlovu', '1970-11-28', 'Independent trustee'),
  person('elize', 'Elize van der Merwe', '1964-07-19', 'Director'),
  person('pieter', 'Pieter van der Merwe', '1992-01-30', 'Beneficiary'),
  person('lerato', 'Lerato Mokoena', '1985-09-09', 'Managing director, Protea Logistics'),
];

const holds = (
  source: string,
  target: string,
  ownershipPercentage: number,
  startDate: string,
): DemoRelationship => ({
  source,
  target,
  type: 'shareholder',
  ownershipPercentage,
  startDate,
});

const role = (
  source: string,
  type: DemoRelationship['type'],
  target: string,
  startDate: string,
): DemoRelationship => ({
  source,
  target,
  type,
  startDate,
});

/**
 * In order of importance: a plan whose relationship cap (its entity limit) is smaller than the list gets the
 * first ones, which hold the group's shape (holdings, the cross-holding, the trust's parties); the directors come last.
 */
export const DEMO_RELATIONSHIPS: readonly DemoRelationship[] = [
  holds('trust', 'holdings', 90, '2012-09-01'),
  holds('holdings', 'property', 100, '2011-02-21'),
  holds('holdings', 'logistics', 70, '2013-09-02'),
  // The cross-holding: the subsidiary holds a tenth of its own holding company.
  holds('logistics', 'holdings', 10, '2018-03-01'),
  holds('holdings', 'agri', 51, '2016-06-15'),
  role('johan', 'founder', 'trust', '2012-08-20'),
  role('sipho', 'trustee', 'trust', '2012-08-20'),
  role('elize', 'trustee', 'trust', '2012-08-20'),
  { ...role('elize', 'beneficiary', 'trust', '2012-08-20'), trustBenefitType: 'discretionary' },
  { ...role('pieter', 'beneficiary', 'trust', '2012-08-20'), trustBenefitType: 'discretionary' },
  holds('lerato', 'logistics', 20, '2019-07-01'),
  holds('property', 'agri', 49, '2016-06-15'),
  role('johan', 'director', 'holdings', '2009-05-12'),
  role('sipho', 'director', 'holdings', '2015-03-01'),
  role('elize', 'director', 'property', '2011-02-21'),
  role('lerato', 'director', 'logistics', '2017-01-16'),
  role('johan', 'director', 'agri', '2016-06-15'),
];

const asset = (
  owner: string,
  name: string,
  type: DemoAsset['type'],
  value: number,
  acquisitionDate: string,
  location: string,
): DemoAsset => ({ owner, name, type, value, acquisitionDate, location });

export const DEMO_ASSETS: readonly DemoAsset[] = [
  asset(
    'property',
    'Sandton office block, Erf 1187',
    'real_estate',
    48_500_000,
    '2014-07-01',
    'Sandton, Gauteng',
  ),
  asset('logistics', 'Bayhead warehouse', 'real_estate', 22_750_000, '2015-05-18', 'Durban, KwaZulu-Natal'),
  asset(
    'logistics',
    'Fleet of 24 interlink trucks',
    'vehicle',
    18_400_000,
    '2021-10-04',
    'Durban, KwaZulu-Natal',
  ),
  asset(
    'agri',
    'Rietfontein farm (1 840 ha)',
    'real_estate',
    12_300_000,
    '2016-08-30',
    'Graaff-Reinet, Eastern Cape',
  ),
  asset(
    'trust',
    'JSE share portfolio',
    'investment',
    9_850_000.5,
    '2013-02-11',
    'Johannesburg Stock Exchange',
  ),
  asset(
    'trust',
    'Holiday home, Plettenberg Bay',
    'real_estate',
    6_200_000,
    '2018-12-14',
    'Plettenberg Bay, Western Cape',
  ),
];

export const DEMO_GROUPS: readonly DemoGroup[] = [
  {
    name: 'Protea group',
    description: 'Protea Holdings and its subsidiaries',
    members: ['holdings', 'property', 'logistics', 'agri'],
  },
  {
    name: 'Van der Merwe family',
    description: 'The family trust, its founder, trustees and beneficiaries',
    members: ['trust', 'johan', 'sipho', 'elize', 'pieter'],
  },
];

/** Besides what the deadline engine plans from the incorporation dates: a trust return and a tax filing. */
export const DEMO_FILINGS: readonly DemoFiling[] = [
  {
    entity: 'trust',
    requirementType: 'trust_tax_return',
    dueInDays: 45,
    notes: 'ITR12T for the last tax year',
  },
  {
    entity: 'holdings',
    requirementType: 'tax_filing',
    dueInDays: 21,
    notes: 'Provisional tax, second period',
  },
];

const demoText = (title: string) =>
  `${title}\n\nDemo document created by Ledgerline's "Load demo data". Not a real document.\n`;

export const DEMO_DOCUMENTS: readonly DemoDocument[] = [
  {
    entity: 'trust',
    documentType: 'trust_deed',
    fileName: 'trust-deed.txt',
    description: 'Trust deed of 20 August 2012',
    text: demoText('Trust deed: Van der Merwe Family Trust'),
  },
  {
    entity: 'trust',
    documentType: 'trustee_appointment',
    fileName: 'letters-of-authority.txt',
    description: "Master's letters of authority",
    text: demoText('Letters of authority: Van der Merwe Family Trust'),
  },
  {
    entity: 'trust',
    documentType: 'beneficiary_declaration',
    fileName: 'beneficiary-declaration.txt',
    description: 'Beneficiary declaration',
    text: demoText('Beneficiary declaration: Van der Merwe Family Trust'),
  },
  {
    entity: 'holdings',
    documentType: 'securities_register',
    fileName: 'securities-register.txt',
    description: 'Securities register of Protea Holdings',
    text: demoText('Securities register: Protea Holdings (Pty) Ltd'),
  },
];
