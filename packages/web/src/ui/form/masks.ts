import {
  cleanText,
  formatCep,
  formatCnpj,
  formatCpf,
  formatPhone,
  maskDate,
  maskDateTime,
  maskMoney,
  maskPercent,
} from '@balcao/schema';

export type Mask = 'phone' | 'cpf' | 'cnpj' | 'cep' | 'money' | 'percent' | 'date' | 'datetime';

type MaskDef = {
  format: (v: string) => string;
  maxLength: number;
  placeholder?: string;
  /** What stands before or after the value inside the input. */
  prefix?: string;
  suffix?: string;
  inputMode?: 'numeric' | 'decimal';
};

/** The typing masks of spec/02 §5 and §9; the values they make are what the zod fields read. */
export const MASKS: Record<Mask, MaskDef> = {
  phone: { format: formatPhone, maxLength: 15, placeholder: '(99) 99999-9999', inputMode: 'numeric' },
  cpf: { format: formatCpf, maxLength: 14, placeholder: '999.999.999-99', inputMode: 'numeric' },
  cnpj: { format: formatCnpj, maxLength: 18, placeholder: '99.999.999/9999-99', inputMode: 'numeric' },
  cep: { format: formatCep, maxLength: 9, placeholder: '99999-999', inputMode: 'numeric' },
  money: { format: maskMoney, maxLength: 22, placeholder: '0,00', prefix: 'R$', inputMode: 'decimal' },
  percent: { format: maskPercent, maxLength: 6, placeholder: '0,00', suffix: '%', inputMode: 'decimal' },
  date: { format: maskDate, maxLength: 10, placeholder: 'DD/MM/AAAA', inputMode: 'numeric' },
  datetime: { format: maskDateTime, maxLength: 16, placeholder: 'DD/MM/AAAA HH:MM', inputMode: 'numeric' },
};

/** Free text as the spec wants it kept: special characters removed when asked, trimmed on leaving. */
export const cleanInput = (value: string, clean: boolean) => (clean ? cleanText(value) : value);
