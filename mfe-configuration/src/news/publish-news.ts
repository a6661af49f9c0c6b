import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bus, newsItemSchema, notify, useApi, type NewsItem } from '@portal/shared';
import { managedNewsKeys } from './get-managed-news';

export function usePublishNews() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: Pick<NewsItem, 'slug' | 'is_published'>) =>
      api.patch(`/configuration/news/${encodeURIComponent(item.slug)}/`, { is_published: item.is_published }, { schema: newsItemSchema }),
    onSuccess: (item) => {
      bus.emit('news:published', { slug: item.slug, is_published: item.is_published });
      notify('success', item.is_published ? `“${item.title}” is now published.` : `“${item.title}” is now a draft.`);
      // Residents' news lists change too.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: managedNewsKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['news'] }),
      ]);
    },
    onError: (error) => notify('error', error.message),
  });
}
