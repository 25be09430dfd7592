import { Paper, Title } from '@mantine/core';

/** A titled block of the order page and of the job page. */
export const SheetSection = ({
  title,
  id,
  action,
  children,
}: {
  title: string;
  id?: string;
  /** a button beside the title */
  action?: React.ReactNode;
  children: React.ReactNode;
}) => (
  <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={id}>
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 8,
        justifyContent: 'space-between',
        alignItems: 'center',
        marginBottom: 12,
      }}
    >
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {action}
    </div>
    {children}
  </Paper>
);
