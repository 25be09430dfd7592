import { Title } from '@mantine/core';

export const RegisterPage = () => <Title order={1}>RegisterPage</Title>;
