import { products } from '@balcao/schema/resources';
import { productDocs } from '../../__generated__/resources';
import { ResourcePage } from '../resources';

/** /sales/products: the catalogue that negotiations, orders and price tables sell from. */
export function ProductsPage() {
  return <ResourcePage def={products} docs={productDocs} />;
}
