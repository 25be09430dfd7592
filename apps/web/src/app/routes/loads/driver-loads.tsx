import { Title } from '@mantine/core';

export const DriverLoadsPage = () => <Title order={1}>DriverLoadsPage</Title>;
