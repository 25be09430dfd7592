import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { label: string; children: ReactNode; /** cards across on a wide screen */ wide?: 3 | 4 | 5 };

/** Cards in a list: one across on a phone, two on a small tablet, three to five on a wide screen. */
export const SummaryGrid = ({ label, children, wide = 4 }: Props) => (
  <SimpleGrid
    cols={{ base: 1, xs: 2, md: Math.min(wide, 4), lg: wide }}
    spacing="sm"
    component="ul"
    aria-label={label}
    style={{ listStyle: 'none', padding: 0, margin: 0 }}
  >
    {children}
  </SimpleGrid>
);
