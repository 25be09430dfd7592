import { Container, Group, Title } from '@mantine/core';
import { usePageTitle } from '../layouts/use-page-title';

/** A list's page: its title (also the tab's) with the page's actions beside it, then the list. */
export const ListPage = ({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) => {
  usePageTitle(title);
  return (
    <Container size="xl" py="md">
      <Group justify="space-between" mb="lg">
        <Title order={1} size="h2">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Container>
  );
};
