import { Title } from '@mantine/core';

export const ResetPasswordPage = () => <Title order={1}>ResetPasswordPage</Title>;
