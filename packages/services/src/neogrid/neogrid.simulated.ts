import { NEOGRID_SIMULATED_FAILURE, type NeogridOrderLine } from '@balcao/schema';
import { NeogridError, type NeogridAdapter } from './neogrid.adapter.js';

/** What the simulated retailers buy: EAN, description and unit price in cents. */
const CATALOGUE = [
  ['7891234500017', 'Smart TV LED 50" 4K', 289990],
  ['7891234500024', 'Notebook 15,6" 8GB 256GB SSD', 349900],
  ['7891234500031', 'Micro-ondas 20L Branco', 59202],
  ['7891234500048', 'Minisystem 200W Grafite', 81173],
  ['7891234500055', 'Ar Split 9.000 BTU', 229388],
  ['7891234500062', 'Monitor 24" Full HD', 79990],
  ['7891234500079', 'Tablet 10" 64GB', 129900],
] as const;

const DAY = 86_400_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
const money = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** A number from the text, the same every time (FNV-1a). */
function seedOf(text: string) {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/**
 * A stand-in for Neogrid, for demos and tests: every buyer sends one purchase order a week (on a
 * weekday fixed by his CNPJ), of two to four products of a small catalogue, the same every time it
 * is asked. The CNPJ 99.999.999/0001-91 (NEOGRID_SIMULATED_FAILURE) makes it fail as an
 * unreachable Neogrid would.
 */
export function simulatedNeogrid(): NeogridAdapter {
  return {
    kind: 'simulated',
    async orders({ cnpj, from, to }) {
      if (cnpj === NEOGRID_SIMULATED_FAILURE.cnpj) throw new NeogridError('simulated Neogrid failure');
      const seed = seedOf(cnpj);
      const start = Date.parse(`${from}T00:00:00Z`);
      const end = Date.parse(`${to}T00:00:00Z`);
      const lines: NeogridOrderLine[] = [];
      for (let t = start; t <= end; t += DAY) {
        const day = new Date(t);
        if (day.getUTCDay() !== 1 + (seed % 5)) continue;
        const week = Math.floor(t / (7 * DAY));
        const orderNumber = `NG${String((seed % 9000) + 1000)}${String(week).padStart(5, '0')}`;
        const count = 2 + ((seed + week) % 3);
        for (let k = 0; k < count; k++) {
          const [ean, description, cents] = CATALOGUE[(seed + week + k * 3) % CATALOGUE.length]!;
          const quantity = 1 + (((seed >> (k + 1)) + week) % 24);
          lines.push({
            orderNumber,
            issueDate: iso(t),
            deliveryDate: iso(t + (7 + (seed % 7)) * DAY),
            deliveryCnpj: cnpj,
            ean,
            description,
            quantity,
            unitPrice: money(cents),
            total: money(cents * quantity),
          });
        }
      }
      return lines;
    },
  };
}
