import { z, ZodError } from 'zod';
import type { RecordedEvent } from '../store/event-envelope';
import { testMetadata } from '../testing/test-events';
import { EventCatalogue, UnknownEventTypeError } from './event-catalogue';
import { defineEvent } from './event-definition';

// v1 stored a single `name`; v2 splits it. Old rows are upcast on read, never rewritten.
const officerAppointed = defineEvent(
  'OfficerAppointed',
  z.object({ givenName: z.string(), familyName: z.string(), appointedOn: z.string() }),
  [
    (data) => {
      const old = data as { name?: string };
      if (old.name === undefined) return data;
      const [givenName, ...rest] = old.name.split(' ');
      return { ...old, name: undefined, givenName, familyName: rest.join(' ') };
    },
  ],
);
const companyRenamed = defineEvent('CompanyRenamed', z.object({ name: z.string().min(1) }));
const catalogue = new EventCatalogue([officerAppointed, companyRenamed]);

function recorded(type: string, data: unknown): RecordedEvent {
  return {
    type,
    data,
    metadata: testMetadata(),
    streamName: 'company-1',
    streamRevision: 0,
    globalPosition: 1n,
  };
}

describe('EventCatalogue', () => {
  it('validates new event data against its schema', () => {
    expect(catalogue.validate('CompanyRenamed', { name: 'Acme' })).toEqual({ name: 'Acme' });
    expect(() => catalogue.validate('CompanyRenamed', { name: '' })).toThrow(ZodError);
  });

  it('upcasts an old stored shape into the current one on decode', () => {
    const decoded = catalogue.decode(
      recorded('OfficerAppointed', { name: 'Ada King Lovelace', appointedOn: '2024-01-01' }),
    );
    expect(decoded.data).toEqual({
      givenName: 'Ada',
      familyName: 'King Lovelace',
      appointedOn: '2024-01-01',
    });
    expect(decoded.globalPosition).toBe(1n);
  });

  it('decodes the current shape unchanged', () => {
    const data = { givenName: 'Grace', familyName: 'Hopper', appointedOn: '2024-02-02' };
    expect(catalogue.decode(recorded('OfficerAppointed', data)).data).toEqual(data);
  });

  it('rejects stored data that no upcaster can repair', () => {
    expect(() => catalogue.decode(recorded('OfficerAppointed', { appointedOn: 3 }))).toThrow(ZodError);
  });

  it('refuses unknown event types on validate and decode', () => {
    expect(() => catalogue.validate('Nope', {})).toThrow(UnknownEventTypeError);
    expect(() => catalogue.decode(recorded('Nope', {}))).toThrow(UnknownEventTypeError);
    expect(catalogue.has('CompanyRenamed')).toBe(true);
    expect(catalogue.has('Nope')).toBe(false);
  });

  it('refuses two definitions of one type', () => {
    expect(() => new EventCatalogue([companyRenamed, companyRenamed])).toThrow(/Duplicate event type/);
  });
});
