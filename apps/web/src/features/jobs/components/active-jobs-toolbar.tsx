import { Button, Group, SegmentedControl } from '@mantine/core';
import { ACTIVE_JOBS_FILTER_KEYS, ActiveJobsFilter } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { KEYWORD_MAX, type ActiveJobsParams } from '../hooks/use-active-jobs-params';
import { JobSearchAutocomplete } from './job-search-autocomplete';

type Props = {
  params: ActiveJobsParams;
  onChange: (patch: Partial<ActiveJobsParams>, opts?: { replace?: boolean }) => void;
  onReset: () => void;
};

/** Filter, VIN keyword and location searches (each suggesting from the company's jobs), and Reset of the active-jobs list. */
export const ActiveJobsToolbar = ({ params, onChange, onReset }: Props) => {
  const { t } = useTranslation();
  const filters = Object.values(ActiveJobsFilter).map((value) => ({
    value: String(value),
    label: t(`jobs:filter.${ACTIVE_JOBS_FILTER_KEYS[value]}`),
  }));
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <SegmentedControl
        aria-label={t('jobs:filter.label')}
        data={filters}
        value={String(params.filter)}
        onChange={(value) => onChange({ filter: Number(value) as ActiveJobsFilter })}
      />
      <Group align="flex-end" gap="sm">
        <JobSearchAutocomplete
          kind="vin"
          value={params.keyword}
          onSearch={(keyword) => onChange({ keyword }, { replace: true })}
          validate={(value) => (value.length > KEYWORD_MAX ? t('jobs:search.keywordTooLong', { max: KEYWORD_MAX }) : null)}
          label={t('jobs:search.keyword')}
          placeholder={t('jobs:search.keywordPlaceholder')}
          w={220}
        />
        <JobSearchAutocomplete
          kind="location"
          value={params.location}
          onSearch={(location) => onChange({ location }, { replace: true })}
          label={t('jobs:search.location')}
          placeholder={t('jobs:search.locationPlaceholder')}
          maxLength={120}
          w={220}
        />
        <Button variant="default" onClick={onReset}>
          {t('common:reset')}
        </Button>
      </Group>
    </Group>
  );
};
