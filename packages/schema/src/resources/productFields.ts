/**
 * The product of a record's row (a price table's item, a deal's item, a release's product): chosen
 * by its reference, shown by its code and name, and found by either. The catalogue always names
 * them, so both are never empty.
 */
export const productFields = (widths: { code: number; name: number }) =>
  ({
    productId: {
      type: 'ref',
      label: 'Produto',
      required: true,
      ref: { show: 'productName' },
      filter: true,
      form: {},
      history: false,
    },
    productCode: {
      type: 'text',
      label: 'Código do produto',
      required: true,
      input: false,
      list: { width: widths.code, title: 'Código' },
      sort: true,
      search: true,
    },
    productName: {
      type: 'text',
      label: 'Produto',
      required: true,
      input: false,
      list: { width: widths.name },
      sort: true,
      search: true,
    },
  }) as const;
