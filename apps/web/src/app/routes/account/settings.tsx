import { Title } from '@mantine/core';

export const SettingsPage = () => <Title order={1}>SettingsPage</Title>;
