import { Title } from '@mantine/core';

export const UserUpdatePage = () => <Title order={1}>UserUpdatePage</Title>;
