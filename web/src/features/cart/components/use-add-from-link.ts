// /cart?add={productId}[&quantity={n}]: the product cards' and the product page's "Add to cart" is a plain link (the
// home page carries no cart code), so the cart adds the line when it opens, says so, and drops the query (a reload or
// Back adds nothing). Without a quantity it adds the least the product's rules allow (minimum and pack size).
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { doc, getDoc } from 'firebase/firestore';
import { collections, firstOrderableQuantity, type ProductDoc } from '@toolshop/domain';
import { useToast } from '../../../lib/toast';
import { cart, firestore } from '../api/cart-store';

export function useAddFromLink(): void {
  // useLocation rather than useSearchParams: the router's chunk is part of the home page; this leaves it as it is.
  const { search } = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const handled = useRef<string | null>(null);
  useEffect(() => {
    const params = new URLSearchParams(search);
    const productId = params.get('add');
    const asked = params.get('quantity');
    if (!productId || handled.current === search) return;
    handled.current = search;
    navigate('/cart', { replace: true });
    const quantity = asked
      ? Promise.resolve(Number(asked))
      : getDoc(doc(firestore, collections.products, productId)).then((snapshot) =>
          snapshot.exists() ? firstOrderableQuantity(snapshot.data() as ProductDoc) : 1,
        );
    quantity
      .then((pieces) => (Number.isInteger(pieces) && pieces >= 1 ? cart.add([{ productId, quantity: pieces }]) : null))
      .then(
        (problem) => (problem ? toast.error(problem) : toast.success('Added to your cart')),
        () => toast.error('The cart could not be changed, please try again'),
      );
  }, [search, navigate, toast]);
}
