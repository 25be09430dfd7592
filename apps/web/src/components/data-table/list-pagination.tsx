import { Group, Pagination, Text } from '@mantine/core';
import { visiblePages } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import type { PageInfo } from './data-table.types';
import { useIsPhone } from './use-is-phone';

type Props = { meta: PageInfo | undefined; onPageChange: (page: number) => void };

/**
 * Pager of a paged list: hidden for a single page, at most 7 page links around the current one; on a phone,
 * previous and next at finger size around "Page x of y". A list counted only a few pages ahead (total_capped)
 * ends its links with dots, and the phone reads "Page x of y+": more pages follow (Next stays enabled).
 */
export const ListPagination = ({ meta, onPageChange }: Props) => {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  if (!meta || meta.last_page <= 1) return null;
  const { current_page: current, last_page: last, total_capped: more = false } = meta;
  return (
    <nav aria-label={t('table:pagination')} data-testid="list-pagination">
      <Pagination.Root total={last} value={current} onChange={onPageChange} size={isPhone ? 'xl' : 'md'}>
        <Group gap={6} justify="center" wrap="nowrap">
          <Pagination.Previous aria-label={t('table:previousPage')} />
          {isPhone ? (
            <Text size="sm" px="sm" aria-current="page">
              {`${t('table:pageOf', { page: current, last })}${more ? '+' : ''}`}
            </Text>
          ) : (
            <>
              {visiblePages(current, last).map((page) => (
                <Pagination.Control
                  key={page}
                  active={page === current}
                  aria-current={page === current ? 'page' : undefined}
                  aria-label={t('table:page', { page })}
                  onClick={() => onPageChange(page)}
                >
                  {page}
                </Pagination.Control>
              ))}
              {more && <Pagination.Dots aria-hidden data-testid="more-pages" />}
            </>
          )}
          <Pagination.Next aria-label={t('table:nextPage')} />
        </Group>
      </Pagination.Root>
    </nav>
  );
};
