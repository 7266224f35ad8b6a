// What is wrong with a search page's parameters, judged by the schema GET /api/search reads them with (domain's
// catalogueSearchSchema), so the page says it where it belongs instead of "could not be loaded": the words' limit
// above the results, a price range beside the price fields.
import { catalogueSearchSchema } from '@toolshop/domain';

export interface SearchProblems {
  /** The words typed (over the length limit). */
  query?: string;
  /** The price range (a price that is no amount, the lowest above the highest). */
  price?: string;
  /** Any other parameter the API refuses (a hand-made address). */
  other?: string;
}

export function searchProblemsOf(params: URLSearchParams): SearchProblems {
  const parsed = catalogueSearchSchema.safeParse(Object.fromEntries(params));
  if (parsed.success) return {};
  const problems: SearchProblems = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    const key = field === 'q' ? 'query' : field === 'minPrice' || field === 'maxPrice' ? 'price' : 'other';
    problems[key] ??= issue.message;
  }
  return problems;
}
