// How an order is named to people: by its readable number (#100001) on every screen, email, invoice and CSV. An
// order the numbering has not reached yet (placed before numbers, until the backfill numbers it) is named by the
// start of its id, so it still has a name to quote; the id itself stays the order's key in every URL and call.
export function orderNumberLabel(id: string, number?: number | null): string {
  return number ? `#${number}` : `#${id.slice(0, 8)}`;
}
