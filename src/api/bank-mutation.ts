import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bankKeys } from './bank-keys';

/** A change to a class's question bank: afterwards every list and count of the class is refetched. */
export function useBankMutation<Variables, Result>(
  classId: number,
  mutationFn: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankKeys.class(classId) }),
  });
}
