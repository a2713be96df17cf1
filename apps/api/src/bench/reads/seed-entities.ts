import {
  type CreateCompanyRequest,
  type CreateIndividualRequest,
  type CreateTrustRequest,
  TRUST_TYPES,
} from '@ledgerline/contracts';
import { between, dateBetween, pick, type Random } from './seed-random';
import { COMPANY_SUFFIXES, COUNTRIES, FIRST_NAMES, LAST_NAMES, PLACES, SECTORS } from './seed-words';

export type EntityRequest = CreateCompanyRequest | CreateIndividualRequest | CreateTrustRequest;

const SHARE = { companies: 0.6, individuals: 0.3 };

const serial = (index: number, digits: number) => String(index).padStart(digits, '0');

function company(random: Random, index: number): CreateCompanyRequest {
  // A fixed stride through place x sector keeps names unique and gives each place ~1/30 of the companies.
  const combination = (index * 7919) % (PLACES.length * SECTORS.length);
  const generation = Math.floor(index / (PLACES.length * SECTORS.length));
  const place = PLACES[combination % PLACES.length];
  const sector = SECTORS[Math.floor(combination / PLACES.length)];
  const incorporationDate = dateBetween(random, 1995, 2025);
  return {
    type: 'company',
    name: `${place} ${sector}${generation > 0 ? ` ${generation + 1}` : ''} ${pick(random, COMPANY_SUFFIXES)}`,
    registrationNumber: `${incorporationDate.slice(0, 4)}/${serial(index, 6)}/07`,
    taxId: `9${serial(index, 9)}`,
    industry: sector,
    email: `info@${place.toLowerCase().replace(/ /g, '')}-${sector.toLowerCase()}-${index}.co.za`,
    country: pick(random, COUNTRIES),
    incorporationDate,
    companyClassification: random() < 0.8 ? 'non_affected_private' : 'affected_subsidiary',
    status: random() < 0.95 ? 'active' : 'inactive',
  };
}

function individual(random: Random, index: number): CreateIndividualRequest {
  const first = pick(random, FIRST_NAMES);
  const last = pick(random, LAST_NAMES);
  const initial = String.fromCharCode(65 + between(random, 0, 25));
  return {
    type: 'individual',
    name: `${first} ${initial}. ${last}`,
    email: `${first}.${last.replace(/ /g, '')}.${index}@example.co.za`.toLowerCase(),
    country: pick(random, COUNTRIES),
    dateOfBirth: dateBetween(random, 1940, 2000),
    nationality: 'South African',
    status: 'active',
  };
}

function trust(random: Random, index: number): CreateTrustRequest {
  const deed = dateBetween(random, 1990, 2024);
  return {
    type: 'trust',
    name: `The ${pick(random, LAST_NAMES)} ${pick(random, ['Family', 'Legacy', 'Children', 'Heritage'])} Trust`,
    trustType: pick(random, TRUST_TYPES),
    registrationNumber: `IT${serial(index % 1_000_000, 6)}/${deed.slice(0, 4)}(${pick(random, ['G', 'N', 'T', 'C'])})`,
    trustDeedDate: deed,
    country: 'South Africa',
    status: 'active',
  };
}

/** `count` entities: 60 % companies, 30 % individuals, 10 % trusts, interleaved as a register fills up. */
export function planEntities(random: Random, count: number): EntityRequest[] {
  const entities: EntityRequest[] = [];
  for (let index = 0; index < count; index++) {
    const roll = random();
    if (roll < SHARE.companies) entities.push(company(random, index));
    else if (roll < SHARE.companies + SHARE.individuals) entities.push(individual(random, index));
    else entities.push(trust(random, index));
  }
  return entities;
}
