// The demo trade account (README): an approved company on net 30 terms with a 10% price list and a credit limit,
// whose admin is the demo trade buyer. Fixed id, written as the API would (domain's CompanyDoc, companyMembers/{uid}).
import { FieldValue } from 'firebase-admin/firestore';

export const DEMO_COMPANY_ID = 'demo-northside-joinery';

export async function seedTradeAccount(db, buyer) {
  const batch = db.batch();
  batch.set(db.doc(`companies/${DEMO_COMPANY_ID}`), {
    name: 'Northside Joinery Ltd',
    nameLower: 'northside joinery ltd',
    vatId: 'GB980780684',
    billingAddress: { name: 'Accounts', line1: '3 Mill Yard', city: 'Leeds', postalCode: 'LS2 7AB', country: 'GB' },
    phone: '+44 113 496 0100',
    note: null,
    status: 'approved',
    terms: { type: 'net', days: 30 },
    creditLimitCents: 1_000_000,
    priceList: { discountPercent: 10, pricesCents: {} },
    approvalLimitCents: null,
    applicant: { uid: buyer.uid, email: buyer.email },
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  batch.set(db.doc(`companyMembers/${buyer.uid}`), {
    companyId: DEMO_COMPANY_ID,
    role: 'admin',
    email: buyer.email,
    joinedAt: FieldValue.serverTimestamp(),
  });
  await batch.commit();
}
