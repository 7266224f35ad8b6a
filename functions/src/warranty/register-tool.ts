// POST /registrations: a customer registers a tool by serial number, in one transaction on registrations/{serial}
// (create): two customers registering one serial at once meet there and exactly one wins. A serial the shop
// shipped to this customer (serials/{serial}) is registered at once with its purchase and ship dates; any other
// serial must match the named product's pattern and brings a purchase date and a receipt, and waits for an admin.
import {
  collections,
  serialMatches,
  toRegistration,
  warrantyMessages as m,
  type ProductDoc,
  type RegistrationDoc,
  type RegistrationRequest,
  type SerialClaimDoc,
} from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { invalid, notFound, conflict } from '../platform/refusal';
import { runTransaction } from '../platform/run-transaction';

const refused = (field: string, message: string) => invalid(message, { [field]: message });

export async function registerTool(deps: Deps, caller: Caller, input: RegistrationRequest) {
  const { db } = deps;
  const ref = db.collection(collections.registrations).doc(input.serial);
  return runTransaction(db, async (tx) => {
    const [registration, claim] = await Promise.all([
      tx.get(ref),
      tx.get(db.collection(collections.serials).doc(input.serial)),
    ]);
    if (registration.exists) throw conflict(m.serialRegisteredAlready);
    const shipped = claim.data() as SerialClaimDoc | undefined;
    const shippedToCaller = shipped?.uid === caller.uid;
    const productId = shippedToCaller ? shipped.productId : input.productId;
    if (!productId) throw refused('productId', m.productRequired);
    const productSnapshot = await tx.get(db.collection(collections.products).doc(productId));
    const product = productSnapshot.data() as ProductDoc | undefined;
    if (!product) throw notFound('Product not found');
    const at = deps.now();
    let doc: RegistrationDoc;
    if (shippedToCaller) {
      doc = {
        ...owner(input.serial, productId, product, caller, at),
        status: 'registered',
        orderId: shipped.orderId,
        purchasedAt: shipped.purchasedAt,
        shippedAt: shipped.shippedAt,
        receipt: null,
      };
    } else {
      if (!product.serialPattern) throw refused('productId', m.productHasNoSerials);
      if (!serialMatches(product.serialPattern, input.serial))
        throw refused('serial', m.serialNotOfProduct(product.serialPattern));
      if (!input.purchasedAt) throw refused('purchasedAt', m.purchasedAtRequired);
      if (!input.receipt) throw refused('receipt', m.receiptRequired);
      doc = {
        ...owner(input.serial, productId, product, caller, at),
        status: 'pending',
        orderId: null,
        purchasedAt: new Date(`${input.purchasedAt}T00:00:00Z`),
        shippedAt: null,
        receipt: input.receipt,
      };
    }
    tx.create(ref, doc);
    return toRegistration(ref.id, doc, product.warrantyMonths ?? 0);
  });
}

const owner = (serial: string, productId: string, product: ProductDoc, caller: Caller, at: Date) => ({
  serial,
  productId,
  productName: product.name,
  uid: caller.uid,
  email: caller.email,
  createdAt: at,
});
