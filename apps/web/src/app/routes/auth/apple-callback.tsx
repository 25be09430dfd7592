import { Title } from '@mantine/core';

export const AppleCallbackPage = () => <Title order={1}>AppleCallbackPage</Title>;
