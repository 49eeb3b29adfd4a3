import { describe, expect, it } from 'vitest';
import { defineResource } from '@balcao/schema/resources';
import { formDefaults, toInput } from './formValues';

const def = defineResource({
  name: 'meeting',
  plural: 'meetings',
  typeName: 'Meeting',
  rest: 'meetings',
  noun: { one: 'reunião', many: 'Reuniões', gender: 'f' },
  module: 'X',
  path: '/x',
  title: 'startsAt',
  order: ['startsAt', 'ASC'],
  fields: {
    startsAt: { type: 'datetime', label: 'Início', required: true, form: {} },
    hostId: { type: 'ref', label: 'Anfitrião', ref: { show: 'hostName' }, form: {} },
  },
});

describe('kit form values', () => {
  it("holds a moment as the business's wall time, and sends it back as the instant", () => {
    const values = formDefaults(
      def,
      (k) => ({ startsAt: '2026-12-01T11:30:00.000Z', hostId: null })[k],
      false,
    );
    expect(values).toEqual({ startsAt: '01/12/2026 08:30', hostId: '' });
    expect(toInput(def, values)).toEqual({ startsAt: '2026-12-01T11:30:00.000Z', hostId: null });
  });
});
