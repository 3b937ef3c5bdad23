import { useClass } from '../../../api/classes';
import { PageHeader, type PageHeaderProps } from '../../../components/page-header/page-header';

type ClassPageHeaderProps = Omit<PageHeaderProps, 'overline' | 'overlineLoading'> & {
  classId: number;
  /** Said after the class's name, e.g. the topic: "Private Pilot · Weather". */
  within?: string | undefined;
};

/** The title block of a page of one class: the class's name above the title. */
export function ClassPageHeader({ classId, within, ...header }: ClassPageHeaderProps) {
  const classSummary = useClass(classId);
  const overline = within
    ? [classSummary.data?.name, within].filter(Boolean).join(' · ')
    : classSummary.data?.name;
  return (
    <PageHeader
      {...header}
      overline={overline}
      overlineLoading={within ? false : classSummary.isPending}
    />
  );
}
