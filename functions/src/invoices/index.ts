// The invoices area's front door: what other areas use of it. Everything else in invoices/ is its own.
export { askedForNumber, requestDocumentNumber, returnCreditNoteRequestRef } from './document-numbers';
export { renderInvoicePdf } from './invoice-pdf';
export { issueDocumentNumbers, type SequencerDeps } from './number-sequencer';
