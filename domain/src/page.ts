// One page of an admin list, newest first. `nextCursor` names the last item of the page: sent back as `cursor`,
// it asks for the items after it; null when there are no more.
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
