import { Title } from '@mantine/core';

export const ForgotPasswordPage = () => <Title order={1}>ForgotPasswordPage</Title>;
