// /category/{slug}: the search page scoped to one category (search-page.tsx).
import { useParams } from 'react-router-dom';
import { SearchResults } from './search-page';

export default function CategoryPage() {
  const { slug = '' } = useParams();
  return <SearchResults key={slug} category={slug} />;
}
