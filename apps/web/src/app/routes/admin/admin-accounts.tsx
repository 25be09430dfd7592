import { Title } from '@mantine/core';

export const AdminAccountsPage = () => <Title order={1}>AdminAccountsPage</Title>;
