// The price list's own rules in Dashboard -> Companies' terms dialog: a discount field per category (blank: the
// company's discount) and the products sold at a fixed net price, picked from the catalogue, each with its price.
import Typography from '@mui/material/Typography';
import { useWatch, type Control } from 'react-hook-form';
import type { Category, Product } from '@toolshop/domain';
import { FormMultiPickField } from '../../../components/form/form-multi-pick-field';
import { FormNumberField } from '../../../components/form/form-number-field';
import type { CompanyTermsValues } from './company-terms-values';

const productLabel = (product: Pick<Product, 'name' | 'sku'>) =>
  product.sku ? `${product.name} (${product.sku})` : product.name;

export function CompanyPriceListFields({
  control,
  categories,
  products,
  productsLoading,
}: {
  control: Control<CompanyTermsValues>;
  categories: readonly Category[];
  products: readonly Product[];
  productsLoading: boolean;
}) {
  const picked = useWatch({ control, name: 'netPriceProducts' });
  const nameOf = (id: string) => {
    const product = products.find((candidate) => candidate._id === id);
    return product ? productLabel(product) : id;
  };
  return (
    <>
      {categories.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3">
            Discount by category (%)
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Leave a category blank for the company&apos;s discount. A fixed net price comes first.
          </Typography>
          {categories.map(({ slug, name }) => (
            <FormNumberField
              key={slug}
              control={control}
              name={`priceList.categoryDiscounts.${slug}`}
              label={`${name} (%)`}
            />
          ))}
        </>
      )}
      <Typography variant="subtitle2" component="h3">
        Fixed net prices
      </Typography>
      <FormMultiPickField
        control={control}
        name="netPriceProducts"
        label="Products at a fixed net price"
        helperText="Each takes the price below instead of any discount"
        options={products.map((product) => ({ value: product._id, label: productLabel(product) }))}
        loading={productsLoading}
      />
      {picked.map((id) => (
        <FormNumberField
          key={id}
          control={control}
          name={`priceList.prices.${id}`}
          label={`${nameOf(id)}: net price ($)`}
        />
      ))}
    </>
  );
}
