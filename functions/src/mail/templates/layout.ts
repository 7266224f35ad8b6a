// The parts every email shares: the HTML frame with the shop's name, and the order summary (product and its SKU,
// quantity, unit price, total, order id; an order of several products lists each line with its SKU, quantity, unit
// price and amount; the status in the shop's words; a checkout order's goods, shipping and tax; a zero-rated
// order's reverse charge with both VAT IDs; a trade buyer's line marked "Your trade price" beside the list price)
// in HTML and in text. Registered as partials by render-mail.ts.

export const htmlFrame = `<!doctype html>
<html lang="en">
  <body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1d2330">
    <table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px">
      <tr><td style="padding:20px 24px;background:#1d2330;color:#ffffff;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0">{{shopName}}</td></tr>
      <tr><td style="padding:24px">{{> @partial-block}}</td></tr>
      <tr><td style="padding:16px 24px;font-size:12px;color:#6b7280">{{shopName}} &middot; <a href="{{siteUrl}}" style="color:#6b7280">{{siteUrl}}</a></td></tr>
    </table>
  </body>
</html>`;

export const orderSummaryHtml = `<table role="presentation" style="width:100%;border-collapse:collapse;margin:16px 0">
  <tr><td style="padding:4px 0;color:#6b7280">Order</td><td style="padding:4px 0">{{order.id}}</td></tr>
{{#if order.number}}
  <tr><td style="padding:4px 0;color:#6b7280">Order number</td><td style="padding:4px 0">{{order.number}}</td></tr>
{{/if}}
  <tr><td style="padding:4px 0;color:#6b7280">Status</td><td style="padding:4px 0">{{order.status}}</td></tr>
{{#if order.poNumber}}
  <tr><td style="padding:4px 0;color:#6b7280">PO number</td><td style="padding:4px 0">{{order.poNumber}}</td></tr>
{{/if}}
{{#if order.dueDate}}
  <tr><td style="padding:4px 0;color:#6b7280">Invoice due</td><td style="padding:4px 0">{{order.dueDate}}</td></tr>
{{/if}}
{{#if order.multiLine}}
{{#each order.lines}}
  <tr><td style="padding:4px 0;color:#6b7280">{{productName}}{{#if sku}} (SKU {{sku}}){{/if}}</td><td style="padding:4px 0">{{quantity}} &times; {{unitPrice}} = {{amount}}{{#if tradeListPrice}} &middot; Your trade price (list {{tradeListPrice}}){{/if}}</td></tr>
{{/each}}
{{else}}
  <tr><td style="padding:4px 0;color:#6b7280">Product</td><td style="padding:4px 0">{{order.productName}}</td></tr>
{{#if order.sku}}
  <tr><td style="padding:4px 0;color:#6b7280">SKU</td><td style="padding:4px 0">{{order.sku}}</td></tr>
{{/if}}
  <tr><td style="padding:4px 0;color:#6b7280">Quantity</td><td style="padding:4px 0">{{order.quantity}}</td></tr>
  <tr><td style="padding:4px 0;color:#6b7280">Unit price</td><td style="padding:4px 0">{{order.unitPrice}}</td></tr>
{{/if}}
{{#if order.breakdown}}
  <tr><td style="padding:4px 0;color:#6b7280">Goods</td><td style="padding:4px 0">{{order.breakdown.subtotal}}</td></tr>
  <tr><td style="padding:4px 0;color:#6b7280">Shipping ({{order.breakdown.shippingMethod}})</td><td style="padding:4px 0">{{order.breakdown.shipping}}</td></tr>
  <tr><td style="padding:4px 0;color:#6b7280">Tax ({{order.breakdown.taxRate}})</td><td style="padding:4px 0">{{order.breakdown.tax}}</td></tr>
{{/if}}
  <tr><td style="padding:4px 0;color:#6b7280;font-weight:bold">Total</td><td style="padding:4px 0;font-weight:bold">{{order.total}}</td></tr>
{{#if order.reverseCharge}}
  <tr><td colspan="2" style="padding:4px 0">{{order.reverseCharge.note}}. Seller's VAT ID {{order.reverseCharge.sellerVatId}}, buyer's VAT ID {{order.reverseCharge.buyerVatId}}.</td></tr>
{{/if}}
</table>`;

export const orderSummaryText = `Order:      {{order.id}}
{{#if order.number}}
Number:     {{order.number}}
{{/if}}
Status:     {{order.status}}
{{#if order.poNumber}}
PO number:  {{order.poNumber}}
{{/if}}
{{#if order.dueDate}}
Invoice due: {{order.dueDate}}
{{/if}}
{{#if order.multiLine}}
{{#each order.lines}}
- {{productName}}{{#if sku}} (SKU {{sku}}){{/if}}: {{quantity}} x {{unitPrice}} = {{amount}}{{#if tradeListPrice}} · Your trade price (list {{tradeListPrice}}){{/if}}
{{/each}}
{{else}}
Product:    {{order.productName}}
{{#if order.sku}}
SKU:        {{order.sku}}
{{/if}}
Quantity:   {{order.quantity}}
Unit price: {{order.unitPrice}}
{{/if}}
{{#if order.breakdown}}
Goods:      {{order.breakdown.subtotal}}
Shipping:   {{order.breakdown.shipping}} ({{order.breakdown.shippingMethod}})
Tax:        {{order.breakdown.tax}} ({{order.breakdown.taxRate}})
{{/if}}
Total:      {{order.total}}
{{#if order.reverseCharge}}
{{order.reverseCharge.note}}. Seller's VAT ID {{order.reverseCharge.sellerVatId}}, buyer's VAT ID {{order.reverseCharge.buyerVatId}}.
{{/if}}`;

/** A call to action as a button in HTML. */
export const buttonHtml = `<p style="margin:24px 0"><a href="{{href}}" style="background:#f97316;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">{{label}}</a></p>`;
