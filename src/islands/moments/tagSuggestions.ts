import { apiRequest } from '@/shared/api/apiClient.ts';

interface NamedTag {
  name: string;
}

const hasName = (value: unknown): value is NamedTag =>
  typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string';

/** Names of existing tags starting with the query (GET /api/tag/suggest); none when that fails. */
export async function fetchTagSuggestions(query: string, signal: AbortSignal): Promise<string[]> {
  try {
    const data = await apiRequest<unknown>(`/api/tag/suggest?q=${encodeURIComponent(query)}`, { signal });
    const list = Array.isArray(data) ? data : (data as { results?: unknown } | null)?.results;
    return Array.isArray(list) ? list.filter(hasName).map((tag) => tag.name) : [];
  } catch {
    return [];
  }
}
