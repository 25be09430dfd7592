import { Title } from '@mantine/core';

export const RegisterSuccessPage = () => <Title order={1}>RegisterSuccessPage</Title>;
