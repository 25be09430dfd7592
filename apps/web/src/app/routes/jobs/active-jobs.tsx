import { Title } from '@mantine/core';

export const ActiveJobsPage = () => <Title order={1}>ActiveJobsPage</Title>;
