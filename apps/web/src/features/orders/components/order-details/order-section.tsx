import { Paper, Title } from '@mantine/core';

/** A titled block of the order page. */
export const OrderSection = ({ title, children, id }: { title: string; children: React.ReactNode; id?: string }) => (
  <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={id}>
    <Title order={2} size="h4" mb="sm" id={id}>
      {title}
    </Title>
    {children}
  </Paper>
);
