import { Title } from '@mantine/core';

export const ConfirmEmailPage = () => <Title order={1}>ConfirmEmailPage</Title>;
