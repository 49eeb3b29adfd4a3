const digit = (d: number[], w: number[]) => {
  const r = d.reduce((a, x, i) => a + x * w[i]!, 0) % 11;
  return r < 2 ? 0 : 11 - r;
};

/** A valid CNPJ for the tests: the 12 digits given (root and branch) and their two check digits. */
export const cnpj = (base12: string) => {
  const b = base12.split('').map(Number);
  const d1 = digit(b, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base12}${d1}${digit([...b, d1], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])}`;
};
