export { ListPage } from './list-page';
export { PagedList, type ListQuery, type PagedListProps } from './paged-list';
