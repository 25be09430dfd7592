import { z } from 'zod';

const EnvSchema = z.object({
  VITE_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
});

export const env = EnvSchema.parse(import.meta.env);
