import type { ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import type { DataTableColumn } from './data-table.types';
import { rowActivationProps } from './row-activation';
import { HIGHLIGHT_STYLE, MUTED_STYLE } from './muted-style';
import classes from './data-table-cards.module.css';

type Props<T> = {
  columns: DataTableColumn<T>[];
  rows: T[];
  getRowKey: (row: T) => string | number;
  label: string;
  onRowClick?: (row: T) => void;
  getRowHref?: (row: T) => string | undefined;
  isRowMuted?: (row: T) => boolean;
  isRowHighlighted?: (row: T) => boolean;
};

const TAP = 44;

const roleOf = <T,>(col: DataTableColumn<T>, index: number, columns: DataTableColumn<T>[]) =>
  col.card ?? (index === 0 && !columns.some((c) => c.card === 'title') ? 'title' : 'line');

/** How many labelled facts a card shows for these columns. */
export const cardLineCount = <T,>(columns: DataTableColumn<T>[]) =>
  columns.filter((col, i) => roleOf(col, i, columns) === 'line').length;

/** One card per row on a phone: the title column (a link when the row has a page), the aside, labelled facts. */
export const DataTableCards = <T,>(props: Props<T>) => {
  const { columns, rows, getRowKey, label, onRowClick, getRowHref, isRowMuted, isRowHighlighted } = props;
  const navigate = useNavigate();
  const placed = columns.map((col, i) => ({ col, role: roleOf(col, i, columns) }));
  const title = placed.find((p) => p.role === 'title')?.col;
  const asides = placed.filter((p) => p.role === 'aside').map((p) => p.col);
  const lines = placed.filter((p) => p.role === 'line').map((p) => p.col);
  return (
    <ul aria-label={label} className={classes.cards} data-testid="data-cards">
      {rows.map((row) => {
        const href = getRowHref?.(row);
        // With a page, the title link is the card's one tab stop; the whole card still answers a tap.
        const { tabIndex, onKeyDown, style, ...activation } = rowActivationProps({ row, href, onActivate: onRowClick, navigate });
        const keyboard = href ? {} : { tabIndex, onKeyDown };
        const heading: ReactNode = title ? title.render(row) : null;
        const highlighted = isRowHighlighted?.(row);
        const muted = isRowMuted?.(row);
        return (
          <li
            key={getRowKey(row)}
            className={classes.card}
            data-testid="data-card"
            {...activation}
            {...keyboard}
            style={highlighted ? { ...style, ...HIGHLIGHT_STYLE } : muted ? { ...style, ...MUTED_STYLE } : style}
            data-highlighted={highlighted || undefined}
            data-muted={muted || undefined}
          >
            <div className={classes.head}>
              <div className={classes.title}>
                {href ? (
                  <Anchor
                    component={Link}
                    to={href}
                    fw={600}
                    mih={TAP}
                    style={{ display: 'inline-flex', alignItems: 'center' }}
                    onClick={(event) => {
                      if (onRowClick && !event.ctrlKey && !event.metaKey) {
                        event.preventDefault();
                        onRowClick(row);
                      }
                    }}
                  >
                    {heading}
                  </Anchor>
                ) : (
                  heading
                )}
              </div>
              {asides.length > 0 && (
                <div className={classes.asides}>
                  {asides.map((col) => (
                    <div key={col.key}>{col.render(row)}</div>
                  ))}
                </div>
              )}
            </div>
            <dl className={classes.facts}>
              {lines.map((col) => (
                <div key={col.key} className={classes.fact}>
                  <dt>{col.header}</dt>
                  <dd>{col.render(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ul>
  );
};

/**
 * Placeholders shaped like the cards that replace them (a title row, one line per fact), so the page does not
 * jump when the rows arrive.
 */
export const DataTableCardSkeletons = ({ count, lines }: { count: number; lines: number }) => (
  <div className={classes.cards} aria-busy data-testid="data-cards-loading">
    {Array.from({ length: count }, (_, i) => (
      <div key={i} className={classes.card} data-testid="skeleton-card">
        <div className={classes.head} style={{ alignItems: 'center' }}>
          <div className={classes.bone} data-bone data-title style={{ width: '40%' }} />
        </div>
        <div className={classes.facts}>
          {Array.from({ length: lines }, (_, line) => (
            <div key={line} className={classes.bone} data-bone style={{ width: line % 2 ? '70%' : '100%' }} />
          ))}
        </div>
      </div>
    ))}
  </div>
);
