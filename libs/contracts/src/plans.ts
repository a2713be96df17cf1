import type { SubscriptionTier } from './auth.schema';

export type ExportFormat = 'csv' | 'pdf' | 'json';

export interface Plan {
  tier: SubscriptionTier;
  name: string;
  /** US dollars per month; null when priced on request. */
  monthlyPrice: number | null;
  entityLimit: number;
  userLimit: number;
  /** Per-account caps besides entities (docs/decisions/0015-plan-caps-and-quota.md). */
  groupLimit: number;
  /** Filing requirements, the deadline engine's included (it is never refused, only counted). */
  filingLimit: number;
  documentLimit: number;
  /** Bytes of the account's live documents together. */
  storageQuotaBytes: number;
  exportFormats: ExportFormat[];
  features: {
    allowExports: boolean;
    allowAdvancedVisualization: boolean;
    allowCompliance: boolean;
    allowApiAccess: boolean;
  };
  highlights: string[];
  /** Offered on the Plans & Pricing screen (Enterprise is arranged with sales). */
  selfService: boolean;
}

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** Spec 000 section 9; Enterprise limits are our decision (docs/decisions/0003-enterprise-tier.md). */
export const PLANS: Record<SubscriptionTier, Plan> = {
  free: {
    tier: 'free',
    name: 'Free',
    monthlyPrice: 0,
    entityLimit: 10,
    userLimit: 1,
    groupLimit: 10,
    filingLimit: 100,
    documentLimit: 200,
    storageQuotaBytes: 100 * MB,
    exportFormats: [],
    features: {
      allowExports: false,
      allowAdvancedVisualization: false,
      allowCompliance: false,
      allowApiAccess: false,
    },
    highlights: [
      'Up to 10 entities',
      '1 user',
      'No exports',
      'No advanced visualization',
      'No compliance features',
    ],
    selfService: true,
  },
  basic: {
    tier: 'basic',
    name: 'Basic',
    monthlyPrice: 29,
    entityLimit: 50,
    userLimit: 1,
    groupLimit: 25,
    filingLimit: 500,
    documentLimit: 1_000,
    storageQuotaBytes: 500 * MB,
    exportFormats: ['csv', 'pdf'],
    features: {
      allowExports: true,
      allowAdvancedVisualization: false,
      allowCompliance: false,
      allowApiAccess: false,
    },
    highlights: ['Up to 50 entities', '1 user', 'CSV and PDF exports'],
    selfService: true,
  },
  standard: {
    tier: 'standard',
    name: 'Standard',
    monthlyPrice: 99,
    entityLimit: 200,
    userLimit: 5,
    groupLimit: 100,
    filingLimit: 2_000,
    documentLimit: 4_000,
    storageQuotaBytes: 2 * GB,
    exportFormats: ['csv', 'pdf', 'json'],
    features: {
      allowExports: true,
      allowAdvancedVisualization: true,
      allowCompliance: true,
      allowApiAccess: false,
    },
    highlights: [
      'Up to 200 entities',
      'Up to 5 users',
      'CSV, PDF and JSON exports',
      'Priority support',
      'Compliance features',
    ],
    selfService: true,
  },
  pro: {
    tier: 'pro',
    name: 'Professional',
    monthlyPrice: 299,
    entityLimit: 1000,
    userLimit: 15,
    groupLimit: 500,
    filingLimit: 10_000,
    documentLimit: 20_000,
    storageQuotaBytes: 10 * GB,
    exportFormats: ['csv', 'pdf', 'json'],
    features: {
      allowExports: true,
      allowAdvancedVisualization: true,
      allowCompliance: true,
      allowApiAccess: true,
    },
    highlights: [
      'Up to 1,000 entities',
      'Up to 15 users',
      'All export formats',
      'Compliance features',
      'Custom integrations',
    ],
    selfService: true,
  },
  enterprise: {
    tier: 'enterprise',
    name: 'Enterprise',
    monthlyPrice: null,
    entityLimit: 10000,
    userLimit: 100,
    groupLimit: 5_000,
    filingLimit: 100_000,
    documentLimit: 200_000,
    storageQuotaBytes: 100 * GB,
    exportFormats: ['csv', 'pdf', 'json'],
    features: {
      allowExports: true,
      allowAdvancedVisualization: true,
      allowCompliance: true,
      allowApiAccess: true,
    },
    highlights: [
      'Up to 10,000 entities',
      'Up to 100 users',
      'All export formats',
      'Compliance features',
      'Custom integrations',
    ],
    selfService: false,
  },
};

export const yearlyPrice = (monthly: number): number => Math.round(monthly * 12 * 0.8);

/** 100 MB, 1.5 GB, 320 KB: storage quotas and usage in messages and on the plan page. */
export const formatBytes = (bytes: number): string => {
  const [unit, size] = bytes >= GB ? ['GB', GB] : bytes >= MB ? ['MB', MB] : ['KB', 1024];
  return `${Number((bytes / size).toFixed(1))} ${unit}`;
};
