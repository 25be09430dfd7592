import { afterAll, afterEach, vi, type Mock } from 'vitest';
import { api, downloads } from '../lib/api-client';

type Method = keyof typeof api;
const METHODS: Method[] = ['get', 'post', 'put', 'delete'];

/**
 * For one test file: the API client's calls become empty mocks (each test says what they answer), and the real
 * ones come back when the file ends. Call it at the top of the file: files share their modules (decision 051),
 * so the client is replaced on the one object every component calls, not by mocking its module.
 */
export const mockApi = () => {
  const real = { ...api };
  for (const method of METHODS) (api as Record<Method, Mock>)[method] = vi.fn();
  afterAll(() => {
    Object.assign(api, real);
  });
};

/** For one test file: the file download and save calls become mocks, reset after each test; the real ones come back when the file ends. */
export const mockDownloads = () => {
  const real = { ...downloads };
  const mocks = { apiDownload: vi.fn<typeof downloads.apiDownload>(), saveBlob: vi.fn<typeof downloads.saveBlob>() };
  Object.assign(downloads, mocks);
  afterEach(() => {
    mocks.apiDownload.mockReset();
    mocks.saveBlob.mockReset();
  });
  afterAll(() => {
    Object.assign(downloads, real);
  });
  return mocks;
};
