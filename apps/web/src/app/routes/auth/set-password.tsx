import { Title } from '@mantine/core';

export const SetPasswordPage = () => <Title order={1}>SetPasswordPage</Title>;
