import { useId } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';

export type FilePickerProps = {
  label: string;
  buttonLabel: string;
  accept: string;
  multiple?: boolean;
  /** e.g. "environment" to open the phone's back camera */
  capture?: 'environment' | 'user';
  files: File[];
  onChange: (files: File[]) => void;
  error?: string;
  name: string;
};

/** A native file input behind a large button (phones open the camera or the files), with the chosen names listed. */
export const FilePicker = ({ label, buttonLabel, accept, multiple, capture, files, onChange, error, name }: FilePickerProps) => {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} component="label" htmlFor={id}>
        {label}
      </Text>
      <Group gap="sm">
        <Button component="label" htmlFor={id} variant="light" mih={48}>
          {buttonLabel}
        </Button>
        <input
          id={id}
          name={name}
          type="file"
          accept={accept}
          multiple={multiple}
          capture={capture}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
          onChange={(e) => {
            const picked = Array.from(e.currentTarget.files ?? []);
            onChange(multiple ? [...files, ...picked] : picked.slice(0, 1));
            e.currentTarget.value = '';
          }}
        />
      </Group>
      {files.length > 0 && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {files.map((f) => f.name).join(', ')}
        </Text>
      )}
      {error && (
        <Text size="sm" c="var(--mantine-color-error)" id={errorId} role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
};
