import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A change after which every query under `queryKey` is read again. */
export function useRefreshingMutation<Variables, Result>(
  queryKey: QueryKey,
  mutationFn: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}
