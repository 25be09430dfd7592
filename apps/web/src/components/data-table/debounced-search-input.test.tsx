import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { DebouncedSearchInput } from './debounced-search-input';

const Harness = ({ onSearch, validate }: { onSearch: (v: string) => void; validate?: (v: string) => string | null }) => {
  const [value, setValue] = useState('');
  return (
    <MantineProvider>
      <DebouncedSearchInput
        label="Search"
        value={value}
        validate={validate}
        onSearch={(v) => {
          onSearch(v);
          setValue(v);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        Reset
      </button>
    </MantineProvider>
  );
};

describe('DebouncedSearchInput', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches the trimmed text 500 ms after the last keystroke', () => {
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} />);
    const input = screen.getByLabelText('Search');
    fireEvent.change(input, { target: { value: '1HG' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(input, { target: { value: '1HGCM ' } });
    act(() => vi.advanceTimersByTime(499));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('1HGCM');
  });

  it('does not search invalid text and shows why', () => {
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} validate={(v) => (v.length > 3 ? 'Too long' : null)} />);
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'ABCDE' } });
    act(() => vi.advanceTimersByTime(600));
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByText('Too long')).toBeTruthy();
  });

  it('follows a reset from outside', () => {
    render(<Harness onSearch={() => {}} />);
    const input = screen.getByLabelText('Search') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'ABC' } });
    act(() => vi.advanceTimersByTime(500));
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(input.value).toBe('');
  });
});
