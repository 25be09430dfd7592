import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/** Cards in a list: two across on a phone, four on a wide screen. */
export const SummaryGrid = ({ label, children }: { label: string; children: ReactNode }) => (
  <SimpleGrid
    cols={{ base: 1, xs: 2, md: 4 }}
    spacing="sm"
    component="ul"
    aria-label={label}
    style={{ listStyle: 'none', padding: 0, margin: 0 }}
  >
    {children}
  </SimpleGrid>
);
