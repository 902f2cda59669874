// Search results /search/{keyword}.
import { useParams } from '@/lib/router';
import { SearchResults } from '@/features/projects/components/search-results';

export default function SearchPage() {
  const { keyword = '' } = useParams();
  return <SearchResults keyword={keyword} />;
}
