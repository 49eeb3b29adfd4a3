import { useState } from 'react';
import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useLazyQuery } from '@apollo/client/react';
import { formatDateBr, formatMoney, formatPercent, PRICE_MSG } from '@balcao/schema';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { ProductPriceLookupDocument } from '../../__generated__/graphql';
import { errorText } from './errorText';

/** A product's price today for the chosen customer, asked by the product's code. */
export function ProductPriceLookup({ customerId }: { customerId: string }) {
  const [code, setCode] = useState('');
  const [lookup, { data, error, loading }] = useLazyQuery(ProductPriceLookupDocument, {
    fetchPolicy: 'network-only',
    ...OWN_ERROR_TEXT,
  });
  const price = error ? null : data?.productPrice;
  return (
    <form
      className="lookup"
      aria-label="Consultar preço"
      onSubmit={(e) => {
        e.preventDefault();
        void lookup({ variables: { customerId, productCode: code.trim() }, ...OWN_ERROR_TEXT }).catch(
          () => undefined,
        );
      }}
    >
      <FormGroup label="Código do produto" labelFor="price-product-code">
        <InputGroup
          id="price-product-code"
          value={code}
          placeholder="P00001"
          onChange={(e) => setCode(e.target.value)}
        />
      </FormGroup>
      <Button type="submit" intent="primary" icon="search" text="CONSULTAR PREÇO" loading={loading} />
      {error && (
        <Callout intent="warning" className="price-answer" role="alert">
          {errorText(error, PRICE_MSG.productQueryFailed)}
        </Callout>
      )}
      {price && (
        <Callout
          intent="success"
          className="price-answer"
          role="status"
          title={`${price.productCode} — ${price.productName}`}
        >
          <p>
            Preço: <strong>{formatMoney(price.price)}</strong>
            {price.minPrice && <> · preço mínimo {formatMoney(price.minPrice)}</>}
            {price.maxDiscount && <> · desconto máximo {formatPercent(price.maxDiscount)}</>}
          </p>
          <p className="muted">
            Tabela {price.tableCode} — {price.tableDescription}, vigente até {formatDateBr(price.validTo)}
          </p>
        </Callout>
      )}
    </form>
  );
}
