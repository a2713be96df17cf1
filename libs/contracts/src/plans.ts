import type { SubscriptionTier } from './auth.schema';

export type ExportFormat = 'csv' | 'pdf' | 'json';

export interface Plan {
  tier: SubscriptionTier;
  name: string;
  /** US dollars per month; null when priced on request. */
  monthlyPrice: number | null;
  entityLimit: number;
  userLimit: number;
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

/** Spec 000 section 9; Enterprise limits are our decision (docs/decisions/0003-enterprise-tier.md). */
export const PLANS: Record<SubscriptionTier, Plan> = {
  free: {
    tier: 'free',
    name: 'Free',
    monthlyPrice: 0,
    entityLimit: 10,
    userLimit: 1,
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
