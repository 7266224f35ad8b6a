// /cart?add={productId}&quantity={n}: the product cards' "Add to cart" is a plain link (the home page carries no cart
// code), so the cart adds the line when it opens, says so, and drops the query (a reload or Back adds nothing).
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { DOC_ID_PATTERN } from '@toolshop/domain';
import { useToast } from '../../../lib/toast';
import { cart } from '../api/cart-store';

export function useAddFromLink(): void {
  // useLocation rather than useSearchParams: the router's chunk is part of the home page; this leaves it as it is.
  const { search } = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const handled = useRef<string | null>(null);
  useEffect(() => {
    const params = new URLSearchParams(search);
    const productId = params.get('add');
    const quantity = Number(params.get('quantity') ?? '1');
    if (!productId || handled.current === search) return;
    handled.current = search;
    navigate('/cart', { replace: true });
    if (!DOC_ID_PATTERN.test(productId) || !Number.isInteger(quantity) || quantity < 1) return;
    cart.add([{ productId, quantity }]).then(
      (problem) => (problem ? toast.error(problem) : toast.success('Added to your cart')),
      () => toast.error('The cart could not be changed, please try again'),
    );
  }, [search, navigate, toast]);
}
