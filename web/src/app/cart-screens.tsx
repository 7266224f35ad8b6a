// /cart and /checkout in one lazy chunk: they share the cart's code and quote, and one route import instead of two
// keeps the home page's route table within its budget (docs/decisions/0014).
import { useLocation } from 'react-router-dom';
import CartPage from '../features/cart/components/cart-page';
import CheckoutPage from '../features/checkout/components/checkout-page';

export default function CartScreens() {
  return useLocation().pathname === '/checkout' ? <CheckoutPage /> : <CartPage />;
}
