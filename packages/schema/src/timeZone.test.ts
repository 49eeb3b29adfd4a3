import { afterEach, describe, expect, it } from 'vitest';
import {
  businessDay,
  businessTimeZone,
  instantOfWallTime,
  setBusinessTimeZone,
  wallTimeAsUtc,
} from './timeZone.js';
import { customerReportName } from './customerReports.js';
import { formatDateTime } from './validators/format.js';

// 23:30 in São Paulo on 30 November 2026 is already 1 December in UTC.
const LATE_EVENING = new Date('2026-12-01T02:30:00Z');

describe('the business time zone', () => {
  afterEach(() => setBusinessTimeZone(undefined));

  it('counts days, months and times in America/Sao_Paulo by default, not in UTC', () => {
    expect(businessTimeZone()).toBe('America/Sao_Paulo');
    expect(businessDay(LATE_EVENING)).toBe('2026-11-30');
    expect(formatDateTime(LATE_EVENING)).toBe('30/11/2026 23:30:00');
    expect(customerReportName(LATE_EVENING)).toBe('Relatório Clientes 11/2026');
    expect(wallTimeAsUtc(LATE_EVENING).toISOString()).toBe('2026-11-30T23:30:00.000Z');
  });

  it('turns a wall time of the business into its instant, across a DST change too', () => {
    expect(instantOfWallTime('2026-11-30T23:30')?.toISOString()).toBe('2026-12-01T02:30:00.000Z');
    expect(instantOfWallTime('2026-11-30')?.toISOString()).toBe('2026-11-30T03:00:00.000Z');
    expect(instantOfWallTime('30/11/2026')).toBeNull();
    setBusinessTimeZone('America/New_York');
    // Summer (UTC-4) and winter (UTC-5) on either side of 1 November 2026.
    expect(instantOfWallTime('2026-10-31T12:00')?.toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(instantOfWallTime('2026-11-02T12:00')?.toISOString()).toBe('2026-11-02T17:00:00.000Z');
  });

  it('follows the configured zone and refuses an unknown one', () => {
    setBusinessTimeZone('Asia/Tokyo');
    expect(businessDay(LATE_EVENING)).toBe('2026-12-01');
    expect(formatDateTime(LATE_EVENING)).toBe('01/12/2026 11:30:00');
    expect(() => setBusinessTimeZone('America/Sao_Pablo')).toThrow('Unknown time zone: America/Sao_Pablo');
    expect(businessTimeZone()).toBe('Asia/Tokyo');
  });
});
