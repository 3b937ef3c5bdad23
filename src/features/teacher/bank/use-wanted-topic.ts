import { useSearchParams } from 'react-router';
import type { Topic } from '../../../../contract/topics';

/** The topic an add page starts in: the address's `?topic=ID` when the class has it, else the first. */
export function useWantedTopic() {
  const [params] = useSearchParams();
  const wanted = Number(params.get('topic'));
  return (topics: readonly Pick<Topic, 'id'>[]) =>
    topics.find((topic) => topic.id === wanted)?.id ?? topics[0]!.id;
}
