import { Title } from '@mantine/core';

export const MyOrdersPage = () => <Title order={1}>MyOrdersPage</Title>;
