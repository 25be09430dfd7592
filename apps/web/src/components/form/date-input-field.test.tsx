import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { i18n } from '../../lib/i18n';
import { findDateInput, typeDate } from '../../test/date-input';
import { DateInputField } from './date-input-field';

let sent: (string | null)[] = [];

const Field = ({ initial = null, minDate, maxDate }: { initial?: string | null; minDate?: string; maxDate?: string }) => {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <MantineProvider>
      <DateInputField
        label="Start date"
        value={value}
        minDate={minDate}
        maxDate={maxDate}
        onChange={(v) => {
          sent.push(v);
          setValue(v);
        }}
      />
    </MantineProvider>
  );
};

afterEach(async () => {
  sent = [];
  await i18n.changeLanguage('en');
});

describe('DateInputField (spec §9: dates entered as YYYY/MM/DD)', () => {
  it('shows the day as YYYY/MM/DD and hands the form YYYY-MM-DD, as the API takes it', async () => {
    render(<Field initial="2026-11-23" />);
    expect((await findDateInput('Start date')).value).toBe('2026/11/23');
    await typeDate('Start date', '2026/12/01');
    expect(sent.at(-1)).toBe('2026-12-01');
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toBe('2026/12/01');
  });

  it('reads the spec’s other formats, YYYY.MM.DD and YYYY-MM-DD, and shows them as YYYY/MM/DD', async () => {
    render(<Field />);
    await typeDate('Start date', '2027.01.05');
    expect(sent.at(-1)).toBe('2027-01-05');
    await typeDate('Start date', '2027-02-28');
    expect(sent.at(-1)).toBe('2027-02-28');
    await waitFor(() => expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toBe('2027/02/28'));
  });

  it('says so when the text is no date, keeping it to correct when there was no day, emptying the day there was', async () => {
    render(<Field />);
    await typeDate('Start date', '11/30/2026');
    expect(await screen.findByText('Enter a date as YYYY/MM/DD')).toBeTruthy();
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toBe('11/30/2026');
    expect(sent).toEqual([]);
  });

  it('empties a day already chosen when the new text is no date', async () => {
    render(<Field initial="2026-11-23" />);
    await typeDate('Start date', '11/30/2026');
    expect(await screen.findByText('Enter a date as YYYY/MM/DD')).toBeTruthy();
    expect(sent.at(-1)).toBeNull();
    await typeDate('Start date', '2026/02/30');
    expect(screen.getByText('Enter a date as YYYY/MM/DD')).toBeTruthy();
  });

  it('refuses a day before the earliest or after the latest allowed', async () => {
    render(<Field minDate="2026-11-20" maxDate="2026-12-31" />);
    await typeDate('Start date', '2026/11/19');
    expect(await screen.findByText('The date cannot be before 2026/11/20')).toBeTruthy();
    expect(sent).toEqual([]);
    await typeDate('Start date', '2027/01/01');
    expect(await screen.findByText('The date cannot be after 2026/12/31')).toBeTruthy();
    await typeDate('Start date', '2026/11/20');
    expect(sent.at(-1)).toBe('2026-11-20');
    expect(screen.queryByText(/The date cannot be/)).toBeNull();
  });

  it('names the months in French in French', async () => {
    await i18n.changeLanguage('fr');
    render(<Field initial="2026-11-23" />);
    const input = await findDateInput('Start date');
    fireEvent.focus(input);
    fireEvent.click(input);
    expect(await screen.findByText(/novembre 2026/i)).toBeTruthy();
    await typeDate('Start date', '2026/13/01');
    expect(await screen.findByText('Saisissez une date au format AAAA/MM/JJ')).toBeTruthy();
  });
});
