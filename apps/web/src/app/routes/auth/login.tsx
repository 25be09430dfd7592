import { Title } from '@mantine/core';

export const LoginPage = () => <Title order={1}>LoginPage</Title>;
