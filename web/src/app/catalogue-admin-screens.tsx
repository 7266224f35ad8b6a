// The back office's catalogue screens (Manage Product, a product's editor, Add Product, Categories) in one lazy
// chunk behind one route import, as admin-tax-screens.tsx does: the home page's route table carries one import for
// the four instead of four.
import { useLocation } from 'react-router-dom';
import ManageProductsPage from '../features/products/components/manage-products-page';
import ProductEditPage from '../features/products/components/product-edit-page';
import AddProductPage from '../features/products/components/add-product-page';
import ManageCategoriesPage from '../features/products/components/manage-categories-page';

export default function CatalogueAdminScreens() {
  const path = useLocation().pathname;
  if (/^\/dashboard\/manageProduct\/[^/]+/.test(path)) return <ProductEditPage />;
  if (path.startsWith('/dashboard/manageProduct')) return <ManageProductsPage />;
  if (path.startsWith('/dashboard/addProduct')) return <AddProductPage />;
  return <ManageCategoriesPage />;
}
