import { Title } from '@mantine/core';

export const AdminHomePage = () => <Title order={1}>AdminHomePage</Title>;
